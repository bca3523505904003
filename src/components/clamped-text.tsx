import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import classes from './clamped-text.module.css';

type Props = { lines: number; showLabel: string; hideLabel: string; children: ReactNode };

/**
 * Text cut to `lines` lines, with a toggle only when it is longer. Written here rather than
 * Mantine's Spoiler, which animates the height with its own transition code (1.1 kB gzipped on the
 * narrative pages' first load): a CSS line clamp needs none.
 */
export function ClampedText({ lines, showLabel, hideLabel, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || open) return;
    const measure = () => setCut(el.scrollHeight > el.clientHeight + 1);
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => resize.disconnect();
  }, [open, children]);
  return (
    <div>
      <div ref={ref} className={open ? undefined : classes.clamped} style={{ WebkitLineClamp: lines }}>
        {children}
      </div>
      {(cut || open) && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? hideLabel : showLabel}
        </Anchor>
      )}
    </div>
  );
}
