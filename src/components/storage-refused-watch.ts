import { onStorageRefused } from '@/lib/stored-value';

let watching = false;

/**
 * Says so when this browser refuses to keep something (storage full or blocked, or larger than its
 * store allows): the note (storage-refused-note.tsx) loads the first time it is needed.
 */
export function watchStorageRefusals(): void {
  if (watching) return;
  watching = true;
  onStorageRefused(
    (refusal) => void import('./storage-refused-note').then((m) => m.showStorageRefused(refusal)),
  );
}
