import { getUnreadItems, subscribeUnreadItems } from '@/api/tolerant-list';

let watching = false;

/**
 * Shows the "N items could not be read" note (unread-items-note.tsx, loaded the first time it is
 * needed) whenever the latest responses hold items the contract could not read.
 */
export function watchUnreadItems(): void {
  if (watching) return;
  watching = true;
  subscribeUnreadItems(
    () => void import('./unread-items-note').then((m) => m.showUnreadItems(getUnreadItems())),
  );
}
