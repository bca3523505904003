import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconBell } from '@tabler/icons-react';
import { alertQueries } from '@/api/alerts';
import { useDeskState } from '@/api/desk-state';

/** "Inbox, 3 unread": the header's accessible name, the count in words. */
export const inboxLabel = (unread: number | undefined) =>
  unread === undefined ? 'Inbox' : unread === 0 ? 'Inbox, no unread alerts' : `Inbox, ${unread} unread`;

/**
 * The alert inbox's unread count in the header, when a team desk keeps the alerts (none without
 * one: there is nothing to watch). Polled every 30 s while the tab is visible (alertQueries.unread).
 * Loaded after the first paint (app-header.tsx): no page's first load carries it.
 */
export default function InboxIndicator() {
  const desk = useDeskState();
  const unread = useQuery({ ...alertQueries.unread(), enabled: desk.mode === 'desk' });
  if (desk.mode !== 'desk') return null;
  const count = unread.data;
  const label = inboxLabel(count);
  return (
    <Tooltip label={label}>
      <Indicator
        label={count !== undefined && count > 99 ? '99+' : count}
        disabled={!count}
        size={16}
        offset={4}
        color="red"
      >
        <ActionIcon
          component={Link}
          to="/inbox"
          variant="default"
          size="lg"
          aria-label={label}
          data-testid="inbox-indicator"
          data-unread={count ?? ''}
        >
          <IconBell size={18} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
