import { useState, type ReactNode } from 'react';
import { useChunk } from '@/hooks/use-chunk';
import type { PreloadableChunk } from '@/lib/preloadable-chunk';

type Props<T> = {
  /** The control's code (a menu or popover and what it does). */
  chunk: PreloadableChunk<T>;
  /** The control as it looks closed (its button), shown until the code is in. */
  face: (open: () => void) => ReactNode;
  /** The loaded control; `defaultOpened` when the analyst clicked its face before it was in. */
  children: (loaded: T, defaultOpened: boolean) => ReactNode;
};

/**
 * A control whose code is not part of the page's first paint (an export menu, a pin popover):
 * its face renders at once, its chunk is fetched once the browser is idle after painting, and
 * the control takes the face's place when it is in. A click on the face fetches it at once and
 * opens it when it arrives, so nothing the analyst does is lost.
 */
export function DeferredControl<T>({ chunk, face, children }: Props<T>) {
  const { loaded, load } = useChunk(chunk, 'idle');
  const [clicked, setClicked] = useState(false);
  if (loaded !== undefined) return children(loaded, clicked);
  return face(() => {
    setClicked(true);
    load();
  });
}
