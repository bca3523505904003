import { useCallback, useEffect, useState } from 'react';
import type { PreloadableChunk } from '@/lib/preloadable-chunk';
import { whenIdle } from '@/lib/when-idle';

/**
 * A chunk's export for a component, once it is in: `undefined` until then. Fetched on mount
 * (`'mount'`: the component needs it to start its own work), once the browser is idle after
 * painting (`'idle'`: a control that only needs to be ready before the analyst reaches for it),
 * or not yet (`false`: not needed for what is on screen); `load` fetches it at once. A failed
 * download leaves `undefined`; the next `load` asks again.
 */
export function useChunk<T>(chunk: PreloadableChunk<T>, when: 'mount' | 'idle' | false) {
  // A loaded component is a function: kept in a box, so setState does not call it as an updater.
  const [box, setBox] = useState(() => ({ value: chunk.loaded() }));
  const load = useCallback(() => {
    chunk.load().then(
      (value) => setBox((prev) => (prev.value === value ? prev : { value })),
      () => undefined,
    );
  }, [chunk]);
  const missing = box.value === undefined;
  useEffect(() => {
    if (!missing || when === false) return;
    if (when === 'idle') return whenIdle(load);
    load();
  }, [missing, when, load]);
  return { loaded: box.value, load };
}
