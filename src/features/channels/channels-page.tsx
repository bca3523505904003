import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { customChannelQueries } from '@/api/custom-channels';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { PushPanel } from './push-panel';

/** The team's custom channels and a way to push mentions into them. */
export function ChannelsPage() {
  const channels = useQuery(customChannelQueries.list());
  return (
    <Stack gap="md">
      <PageHeader title="Custom channels" description="Channels your team fills with its own content. Pushed mentions join every workspace of the team." />
      {channels.isPending ? (
        <LoadingState />
      ) : channels.isError ? (
        <ErrorState error={channels.error} title="Could not load custom channels" onRetry={() => void channels.refetch()} />
      ) : channels.data.length === 0 ? (
        <EmptyState title="No custom channels" description="Your team has no custom channels to push into." />
      ) : (
        <>
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
                {channels.data.map((c) => (
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
          <PushPanel channels={channels.data} />
        </>
      )}
    </Stack>
  );
}
