import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { clearUnreadItems, type UnreadItems } from '@/api/tolerant-list';

const ID = 'unread-items';
let shown = false;
/** Endpoints whose unreadable items the analyst has already read about and dismissed. */
const dismissed = new Set<string>();

/** `GET /workspaces/3/mentions?since=…` → `/workspaces/3/mentions`. */
const pathOf = (source: string) => source.replace(/^[A-Z]+ /, '').replace(/\?.*$/, '');

/**
 * "N items could not be read": a lasting note while some response of this session held items
 * the contract could not read (tolerant-list.ts). The rest of each list is shown; the details
 * are in the console. Dismissing it forgets the reports; it comes back when a response of an
 * endpoint it has not named yet drops items.
 */
export function showUnreadItems(reports: readonly UnreadItems[]): void {
  const total = reports.reduce((sum, r) => sum + r.count, 0);
  if (total === 0) {
    if (shown) notifications.hide(ID);
    shown = false;
    return;
  }
  const paths = [...new Set(reports.map((r) => pathOf(r.source)))];
  // Dismissed once, the note comes back only for an endpoint it has not named yet.
  if (!shown && paths.every((p) => dismissed.has(p))) return;
  const where = paths.join(', ');
  const note = {
    id: ID,
    color: 'yellow',
    autoClose: false as const,
    closeButtonProps: { 'aria-label': 'Dismiss the note about unreadable items' },
    title: `${total.toLocaleString('en')} item${total === 1 ? '' : 's'} could not be read`,
    message: (
      <Text size="sm" data-testid="unread-items-note" data-count={total}>
        The service sent {total === 1 ? 'an item' : 'items'} this dashboard cannot read ({where}).{' '}
        {total === 1 ? 'It is' : 'They are'} left out and everything else is shown; the details are in the
        browser console.
      </Text>
    ),
    onClose: () => {
      shown = false;
      paths.forEach((p) => dismissed.add(p));
      clearUnreadItems();
    },
  };
  if (shown) notifications.update(note);
  else notifications.show(note);
  shown = true;
}
