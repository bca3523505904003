import { Alert, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ENDPOINT_LABELS } from '@/api/capability-probe';
import { customChannelQueries } from '@/api/custom-channels';
import { useCapabilities } from '@/api/use-capabilities';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import type { CustomChannel } from '@/api/schemas';
import { PushPanel } from './push-panel';

const DESCRIPTION =
  'Channels your team fills with its own content. Pushed mentions join every workspace of the team.';

/** The team's custom channels and a way to push mentions into them. */
export function ChannelsPage() {
  const listed = useCapabilities().hasEndpoint('customChannels');
  const channels = useQuery({ ...customChannelQueries.list(), enabled: listed });
  let body;
  if (!listed) {
    // The push endpoint is documented; only the list is missing: push by the channel's id.
    body = (
      <>
        <Alert
          color="blue"
          variant="light"
          title="No channel list from this service"
          data-testid="capability-note"
        >
          This service does not offer {ENDPOINT_LABELS.customChannels}. You can still push mentions: enter the
          id of the custom channel (a UUID, shown where the channel was set up).
        </Alert>
        <PushPanel channels={[]} />
      </>
    );
  } else if (channels.isPending) body = <LoadingState />;
  else if (channels.isError)
    body = (
      <ErrorState
        error={channels.error}
        title="Could not load custom channels"
        onRetry={() => void channels.refetch()}
      />
    );
  else if (channels.data.length === 0)
    body = (
      <EmptyState title="No custom channels" description="Your team has no custom channels to push into." />
    );
  else
    body = (
      <>
        <ChannelTable channels={channels.data} />
        <PushPanel channels={channels.data} />
      </>
    );
  return (
    <Stack gap="md">
      <PageHeader title="Custom channels" description={DESCRIPTION} />
      {body}
    </Stack>
  );
}

function ChannelTable({ channels }: { channels: readonly CustomChannel[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" data-testid="custom-channels">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Id</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {channels.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td fw={600}>{c.name}</Table.Td>
              <Table.Td>{c.source || '—'}</Table.Td>
              <Table.Td>{c.createdDate.slice(0, 10)}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace" c="dimmed">
                  {c.id}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
