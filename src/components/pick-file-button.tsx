import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';

type Props = ButtonProps & {
  /** File types the picker offers (the input's `accept`). */
  accept: string;
  onPick: (file: File) => void;
  children: ReactNode;
};

/**
 * A button that opens the browser's file picker and hands over the chosen file. Written here
 * rather than Mantine's FileButton (a render-prop wrapper with merged refs and reset handling):
 * a hidden input and a click are all it takes, and FileButton cost the reports page 0.5 kB
 * gzipped on its first load.
 */
export function PickFileButton({ accept, onPick, children, ...button }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // Cleared, so choosing the same file again is a change too.
          e.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
