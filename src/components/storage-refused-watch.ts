import { onStorageRefused } from '@/lib/stored-value';

let watching = false;

/**
 * Says so when this browser refuses to keep a preference (storage full or blocked): the note
 * (storage-refused-note.tsx) loads the first time it is needed.
 */
export function watchStorageRefusals(): void {
  if (watching) return;
  watching = true;
  onStorageRefused(() => void import('./storage-refused-note').then((m) => m.showStorageRefused()));
}
