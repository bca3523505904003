import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { clearUnreadItems, getUnreadItems, subscribeUnreadItems } from '@/api/tolerant-list';

const ID = 'unread-items';

/** `GET /workspaces/3/mentions?since=…` → `/workspaces/3/mentions`. */
const pathOf = (source: string) => source.replace(/^[A-Z]+ /, '').replace(/\?.*$/, '');

/**
 * "N items could not be read": a lasting note while some response of this session held items
 * the contract could not read (tolerant-list.ts). The rest of each list is shown; the details
 * are in the console. Dismissing it forgets the reports until a response drops items again.
 */
export function UnreadItemsNotifier() {
  const reports = useSyncExternalStore(subscribeUnreadItems, getUnreadItems, getUnreadItems);
  const shown = useRef(false);
  const total = reports.reduce((sum, r) => sum + r.count, 0);
  const where = [...new Set(reports.map((r) => pathOf(r.source)))].join(', ');

  useEffect(() => {
    if (total === 0) {
      if (shown.current) notifications.hide(ID);
      shown.current = false;
      return;
    }
    const note = {
      id: ID,
      color: 'yellow',
      autoClose: false as const,
      title: `${total.toLocaleString('en')} item${total === 1 ? '' : 's'} could not be read`,
      message: (
        <Text size="sm" data-testid="unread-items-note" data-count={total}>
          The service sent {total === 1 ? 'an item' : 'items'} this dashboard cannot read ({where}).{' '}
          {total === 1 ? 'It is' : 'They are'} left out and everything else is shown; the details are in the
          browser console.
        </Text>
      ),
      onClose: () => {
        shown.current = false;
        clearUnreadItems();
      },
    };
    if (shown.current) notifications.update(note);
    else notifications.show(note);
    shown.current = true;
  }, [total, where]);

  return null;
}
