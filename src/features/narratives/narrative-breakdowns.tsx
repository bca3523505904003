import { Loader, Paper, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DistributionResult } from '@/api/analytics';
import { ErrorState } from '@/components/error-state';
import { toBreakdownRows } from '@/analysis/narratives/narrative-transforms';
import { formatChange } from '@/analysis/charts/period-change';
import { BREAKDOWN_TOP, BREAKDOWNS } from './use-narrative-figures';
import classes from './narratives.module.css';

type Props = {
  current: UseQueryResult<DistributionResult>[];
  /** Present when the previous period is compared. */
  previous?: UseQueryResult<DistributionResult>[];
};

function BreakdownTable({
  title,
  groupBy,
  current,
  previous,
}: {
  title: string;
  groupBy: string;
  current: UseQueryResult<DistributionResult>;
  previous?: UseQueryResult<DistributionResult>;
}) {
  const rows = toBreakdownRows(current.data, previous?.data, BREAKDOWN_TOP);
  const comparing = previous !== undefined;
  return (
    <Paper withBorder p="md" radius="md" data-testid={`breakdown-${groupBy}`}>
      <Title order={3} fz="h5" mb="xs">
        {title}
      </Title>
      {current.isPending ? (
        <Loader size="sm" aria-label={`Loading ${title}`} />
      ) : current.isError ? (
        <ErrorState
          error={current.error}
          title={`Could not load ${title.toLowerCase()}`}
          onRetry={() => void current.refetch()}
        />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No mentions in this window.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={comparing ? 420 : 260}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{title.replace(/^Top /, '').replace(/^./, (c) => c.toUpperCase())}</Table.Th>
                <Table.Th ta="right">Mentions</Table.Th>
                <Table.Th ta="right">Share</Table.Th>
                {comparing && <Table.Th ta="right">Previous</Table.Th>}
                {comparing && <Table.Th ta="right">Change</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key} data-testid="breakdown-row" data-key={r.key}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{r.name}</Table.Td>
                  <Table.Td ta="right" ff="monospace" data-testid="breakdown-count">
                    {r.count.toLocaleString('en-US')}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {r.percentage === null ? '—' : `${r.percentage.toFixed(1)}%`}
                  </Table.Td>
                  {comparing && (
                    <Table.Td ta="right" ff="monospace" data-testid="breakdown-previous">
                      {previous?.data ? (r.previous ?? 0).toLocaleString('en-US') : '…'}
                    </Table.Td>
                  )}
                  {comparing && (
                    <Table.Td ta="right" ff="monospace">
                      {r.change ? formatChange(r.change) : '…'}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** Channel, domain, author and language breakdowns of the narrative (distribution with narratives.id). */
export function NarrativeBreakdowns({ current, previous }: Props) {
  return (
    <div className={classes.breakdowns}>
      {BREAKDOWNS.map((b, i) => (
        <BreakdownTable
          key={b.groupBy}
          title={b.title}
          groupBy={b.groupBy}
          current={current[i]!}
          previous={previous?.[i]}
        />
      ))}
    </div>
  );
}
