import { Group, Loader, Paper, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DistributionResult } from '@/api/analytics';
import { ErrorState } from '@/components/error-state';
import { groupChoice, type FilterUpdate } from '@/components/filter-actions/filter-choice';
import { FilterMenuButton } from '@/components/filter-actions/filter-menu-button';
import { FILTER_KINDS } from '@/filters/registry';
import { toBreakdownRows } from '@/analysis/narratives/narrative-transforms';
import { formatChange } from '@/analysis/charts/period-change';
import { BREAKDOWN_TOP, BREAKDOWNS } from './use-narrative-figures';
import classes from './narratives.module.css';

type Props = {
  current: UseQueryResult<DistributionResult>[];
  /** Present when the previous period is compared. */
  previous?: UseQueryResult<DistributionResult>[];
  /** Changes the workspace's filters: each row then offers "filter for / filter out". */
  onFilter?: FilterUpdate;
};

/** A row's name with its "filter for / filter out" (none for a group no filter selects). */
function RowName({
  groupBy,
  rowKey,
  name,
  onFilter,
}: {
  groupBy: string;
  rowKey: string;
  name: string;
  onFilter?: FilterUpdate;
}) {
  const found = onFilter ? groupChoice(groupBy, rowKey, name) : null;
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <span style={{ wordBreak: 'break-word' }} title={found && !found.ok ? found.reason : undefined}>
        {name}
      </span>
      {found?.ok && onFilter && (
        <FilterMenuButton
          choices={() => [found.choice]}
          onFilter={onFilter}
          label={`Filter by ${FILTER_KINDS[found.choice.key].label.toLowerCase()} ${name}`}
          data={{ 'data-filter': found.choice.key }}
        />
      )}
    </Group>
  );
}

function BreakdownTable({
  title,
  groupBy,
  current,
  previous,
  onFilter,
}: {
  title: string;
  groupBy: string;
  current: UseQueryResult<DistributionResult>;
  previous?: UseQueryResult<DistributionResult>;
  onFilter?: FilterUpdate;
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
                  <Table.Td>
                    <RowName groupBy={groupBy} rowKey={r.key} name={r.name} onFilter={onFilter} />
                  </Table.Td>
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
export function NarrativeBreakdowns({ current, previous, onFilter }: Props) {
  return (
    <div className={classes.breakdowns}>
      {BREAKDOWNS.map((b, i) => (
        <BreakdownTable
          key={b.groupBy}
          title={b.title}
          groupBy={b.groupBy}
          current={current[i]!}
          previous={previous?.[i]}
          onFilter={onFilter}
        />
      ))}
    </div>
  );
}
