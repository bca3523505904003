import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { describeError } from '@/components/error-state';
import { formatZoned } from '@/lib/zoned-time';
import type { ScopeWindow } from '@/analysis/coordination/scope-query';
import { useWhereElse } from './use-where-else';

interface Props {
  workspaceId: number;
  phrase?: string;
  window: ScopeWindow;
  zone: string;
}

/** Every other workspace of the team holding the same phrase or link, with counts and first sightings. */
export function WhereElse({ workspaceId, phrase, window, zone }: Props) {
  const { rows, calls, workspaces } = useWhereElse(workspaceId, phrase, window);
  if (!phrase) {
    return (
      <Text size="sm" c="dimmed">
        Where else: trace a phrase or a link to see which other workspaces of the team hold it.
      </Text>
    );
  }
  const found = rows.filter((r) => (r.count ?? 0) > 0);
  const pending = workspaces.isPending || rows.some((r) => r.pending);
  return (
    <Stack gap={4}>
      <Title order={4}>Where else</Title>
      <Text size="xs" c="dimmed">
        The other {rows.length} workspaces asked for the same phrase in the same window ({calls} calls at
        most).
      </Text>
      {pending && <Text size="sm">Asking the other workspaces…</Text>}
      {!pending && found.length === 0 && <Text size="sm">No other workspace holds it in this window.</Text>}
      {found.length > 0 && (
        <Table fz="sm" data-testid="where-else">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Workspace</Table.Th>
              <Table.Th ta="right">Mentions</Table.Th>
              <Table.Th>First seen</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {found.map((r) => (
              <Table.Tr key={r.workspaceId}>
                <Table.Td>{r.title}</Table.Td>
                <Table.Td ta="right">{r.count?.toLocaleString('en')}</Table.Td>
                <Table.Td>
                  {r.firstSeen ? (
                    r.firstUrl ? (
                      <Anchor href={r.firstUrl} target="_blank" rel="noreferrer noopener" size="sm">
                        {formatZoned(Date.parse(r.firstSeen), zone, 'YYYY-MM-DD HH:mm')}
                      </Anchor>
                    ) : (
                      formatZoned(Date.parse(r.firstSeen), zone, 'YYYY-MM-DD HH:mm')
                    )
                  ) : (
                    '…'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {rows
        .filter((r) => r.error)
        .map((r) => (
          <Text key={r.workspaceId} size="xs" c="red">
            {r.title}: {describeError(r.error)}
          </Text>
        ))}
    </Stack>
  );
}
