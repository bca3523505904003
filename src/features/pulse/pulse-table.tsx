import { useCallback, useMemo } from 'react';
import { useQueries, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { Workspace } from '@/api/workspaces';
import type { DateRangeSearch } from '@/lib/date-range';
import { sortPulseRows, type PulseFigures } from '@/analysis/pulse/pulse-figures';
import { PULSE_SORT_LABELS } from '@/analysis/pulse/pulse-sort-labels';
import type { PulseSort } from '@/analysis/pulse/pulse-sorts';
import { PulseRowView } from './pulse-row';
import type { PulseSearch } from './pulse-search';
import { pulseFigureQueries, pulseFigures, type PulsePlan } from './use-pulse-row';
import classes from './pulse.module.css';

type Props = {
  workspaces: readonly Workspace[];
  plan: PulsePlan;
  search: Pick<PulseSearch, 'sort' | 'dir'>;
  tz: DateRangeSearch['tz'];
  onSort: (sort: PulseSort) => void;
};

/** `also`: another order of the same column (chosen in "Sort by"), marked on its header too. */
const COLUMNS: { label: string; sort?: PulseSort; also?: PulseSort; num?: boolean }[] = [
  { label: 'Workspace', sort: 'title' },
  { label: 'Volume', sort: 'volume', num: true },
  { label: PULSE_SORT_LABELS.change, sort: 'change', also: 'delta', num: true },
  { label: 'Spikes', sort: 'spikes', num: true },
  { label: 'Rising narrative' },
  { label: 'Bot share', sort: 'bots', num: true },
];

/**
 * The workspaces as a table (cards on phones); column headers sort (click or Enter). The order is
 * decided here from the rows' own queries (the same options, so each question is asked once): the
 * rows show their figures, they do not hand them up.
 */
export function PulseTable({ workspaces, plan, search, tz, onSort }: Props) {
  const combine = useCallback(
    (results: UseQueryResult[]): ReadonlyMap<number, PulseFigures> =>
      new Map(
        workspaces.map((ws, i) => {
          const answers = results.slice(i * 3, i * 3 + 3) as unknown as Parameters<typeof pulseFigures>[1];
          return [ws.id, pulseFigures(ws, answers, plan.plan)];
        }),
      ),
    [workspaces, plan],
  );
  const figures = useQueries({
    // Three differently typed questions per workspace: combine reads them back by position.
    queries: workspaces.flatMap((ws) => pulseFigureQueries(ws, plan)) as unknown as UseQueryOptions[],
    combine,
  });
  const ordered = useMemo(() => {
    const byId = new Map(workspaces.map((w) => [w.id, w]));
    const rows = workspaces.map((w) => figures.get(w.id) ?? { id: w.id, title: w.title });
    return sortPulseRows(rows, search.sort, search.dir).map((r) => byId.get(r.id) as Workspace);
  }, [workspaces, figures, search.sort, search.dir]);
  const counted = workspaces.filter((w) => figures.get(w.id)?.change !== undefined).length;

  return (
    <>
      {counted < workspaces.length && (
        <Group gap={6} p="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            Counted {counted} of {workspaces.length} workspaces…
          </Text>
        </Group>
      )}
      <table className={classes.table} aria-label="Workspaces at a glance">
        <thead>
          <tr>
            {COLUMNS.map((c) => {
              const active = c.sort === search.sort || c.also === search.sort;
              const Arrow = search.dir === 'asc' ? IconArrowUp : IconArrowDown;
              return (
                <th
                  key={c.label}
                  className={c.num ? classes.num : undefined}
                  aria-sort={active ? (search.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  scope="col"
                >
                  {c.sort ? (
                    <UnstyledButton
                      className={classes.sortButton}
                      // The column's active order flips; another column's starts with its own order.
                      onClick={() => onSort(active ? search.sort : (c.sort as PulseSort))}
                      title={`Sort by ${(active ? PULSE_SORT_LABELS[search.sort] : c.label).toLowerCase()}`}
                    >
                      {c.also === search.sort ? PULSE_SORT_LABELS[c.also] : c.label}
                      {active && <Arrow size={14} aria-hidden />}
                    </UnstyledButton>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {ordered.map((ws) => (
            <PulseRowView key={ws.id} ws={ws} plan={plan} tz={tz} />
          ))}
        </tbody>
      </table>
    </>
  );
}
