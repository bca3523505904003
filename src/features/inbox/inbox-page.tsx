import { Button, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconBellPlus, IconChecks } from '@tabler/icons-react';
import { alertMutations, alertQueries } from '@/api/alerts';
import { DeskRequired } from '@/components/desk/desk-required';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { InboxItem } from './inbox-item';

const DESCRIPTION = 'What your alert rules found, newest first, each with one link to exactly its mentions.';

/** The alert inbox: what fired, newest first, a page at a time. */
export function InboxPage() {
  return (
    <Stack gap="md">
      <DeskRequired what="Alerts">
        <InboxBody />
      </DeskRequired>
    </Stack>
  );
}

function InboxBody() {
  const inbox = useInfiniteQuery(alertQueries.inboxPages());
  const read = useMutation(alertMutations.read);
  const pages = inbox.data?.pages ?? [];
  const unread = pages[0]?.unread ?? 0;
  const items = pages.flatMap((p) => p.items);
  const header = (
    <PageHeader
      title="Inbox"
      description={DESCRIPTION}
      actions={
        <Button
          variant="default"
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={unread === 0 || read.isPending}
          loading={read.isPending && 'all' in (read.variables ?? {})}
          onClick={() => read.mutate({ all: true })}
        >
          Mark all read
        </Button>
      }
    />
  );
  let body;
  if (inbox.isPending) body = <LoadingState label="Loading the inbox…" />;
  else if (inbox.isError && items.length === 0)
    body = (
      <ErrorState error={inbox.error} title="Could not load the inbox" onRetry={() => void inbox.refetch()} />
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        title="Nothing has fired yet"
        description="Create an alert rule under Alerts: pick a workspace, what to watch for (a spike, a volume, a new narrative…) and where to send it. What fires appears here."
        action={
          <Button component={Link} to="/alerts" leftSection={<IconBellPlus size={16} aria-hidden />}>
            Create an alert rule
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <Text size="sm" c="dimmed" aria-live="polite">
          {unread === 0 ? 'All read.' : `${unread} unread.`}
        </Text>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Alerts">
          {items.map((item) => (
            <InboxItem key={item.event.id} item={item} onRead={(id) => read.mutate({ ids: [id] })} />
          ))}
        </Stack>
        {inbox.hasNextPage && (
          <Group justify="center">
            <Button
              variant="default"
              loading={inbox.isFetchingNextPage}
              onClick={() => void inbox.fetchNextPage()}
            >
              Older alerts
            </Button>
          </Group>
        )}
        {inbox.isFetchNextPageError && (
          <ErrorState
            error={inbox.error}
            title="Could not load older alerts"
            onRetry={() => void inbox.fetchNextPage()}
          />
        )}
      </>
    );
  return (
    <>
      {header}
      {body}
    </>
  );
}
