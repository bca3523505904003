import { Badge, Table, Text } from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { alertQueries } from '@/api/alerts';
import type { AlertRule, Delivery } from '@/api/schemas/alerts';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { formatZoned } from '@/lib/zoned-time';

const STATUS_COLORS: Record<Delivery['status'], string> = {
  pending: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

/** One rule's deliveries, newest first: where each went, whether it arrived, and why not. */
export function DeliveryLog({ rule, zone, onClose }: { rule: AlertRule; zone: string; onClose: () => void }) {
  const log = useQuery(alertQueries.deliveries(rule.id));
  const phone = useMediaQuery('(max-width: 40em)');
  const at = (iso: string | null) => (iso ? formatZoned(Date.parse(iso), zone, 'D MMM, HH:mm') : '—');
  let body;
  if (log.isPending) body = <LoadingState label="Loading the delivery log…" />;
  else if (log.isError)
    body = (
      <ErrorState
        error={log.error}
        title="Could not load the delivery log"
        onRetry={() => void log.refetch()}
      />
    );
  else if (log.data.length === 0)
    body = (
      <EmptyState
        title="Nothing delivered yet"
        description="Email and webhook deliveries of this rule appear here (the inbox needs none)."
      />
    );
  else
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Created</Table.Th>
              <Table.Th>Destination</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Attempts</Table.Th>
              <Table.Th>Last error</Table.Th>
              <Table.Th>Next attempt</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.map((d) => (
              <Table.Tr key={d.id} data-testid="delivery-row">
                <Table.Td>{at(d.createdAt)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {d.channel === 'email' ? 'Email · ' : ''}
                  {d.destination}
                </Table.Td>
                <Table.Td>
                  {/* Never cut to "PEND…" by a narrow column. */}
                  <Badge color={STATUS_COLORS[d.status]} variant="light" miw="max-content">
                    {d.status === 'sent' && d.sentAt ? `sent ${at(d.sentAt)}` : d.status}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{d.attempts}</Table.Td>
                <Table.Td>
                  {d.lastError ? (
                    <Text size="sm" c="red">
                      {d.lastError}
                    </Text>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  {d.status === 'pending' || d.status === 'failed' ? at(d.nextAttemptAt) : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Modal opened onClose={onClose} title={`Delivery log: ${rule.title}`} size="xl" fullScreen={phone}>
      <Text size="xs" c="dimmed" mb="sm">
        Times in {zone}.
      </Text>
      {body}
    </Modal>
  );
}
