import { useMemo } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  analyticsQueries,
  fetchDistribution,
  fetchTimeline,
  type DistributionResult,
  type TimelineResult,
} from '@/api/analytics';
import { supportsExtension } from '@/api/capabilities';
import { fetchNarratives, narrativeQueries, type Narrative } from '@/api/narratives';
import type { Workspace } from '@/api/workspaces';
import { previousWindow, type PeriodChange, type Window } from '@/analysis/charts/period-change';
import {
  botShare,
  botShareChange,
  latestSpike,
  risingNarrative,
  volumeChange,
  windowPoints,
  type BotShare,
  type PulseFigures,
} from '@/analysis/pulse/pulse-figures';
import { createLimiter } from '@/lib/request-limiter';
import { narrativesExpected } from '@/lib/detection-poll';
import { currentCapabilities } from '@/api/capabilities';
import type { NarrativeGrowth } from '@/analysis/pulse/rising-narratives';
import {
  planSpikeSeries,
  seriesFromAnswers,
  type SpikeSeriesPlan,
  type TimelineWindow,
} from '@/analysis/spikes/spike-buckets';
import { detectSpikes, type Spike, type VolumePoint } from '@/analysis/spikes/spike-detection';

/** Requests in flight for the whole pulse, whatever the number of workspaces. */
export const PULSE_CONCURRENCY = 4;
const limiter = createLimiter(PULSE_CONCURRENCY);
/** Narratives compared per period (the top by mentions in each). */
const NARRATIVE_LIMIT = 100;

/**
 * Which figures go first: each row's volume and previous period together (a row is ready with
 * both; equal priority keeps them in row order), then the timelines, then the narratives.
 */
const PRIORITY = { volume: 0, previous: 0, series: 1, narratives: 2 } as const;

export type Cell<T> =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; value: T };

export interface PulseRow extends PulseFigures {
  workspace: Workspace;
  cells: {
    volume: Cell<{ volume: number; bots: BotShare }>;
    change: Cell<{ change: PeriodChange; botChange: number | null }>;
    series: Cell<{ points: VolumePoint[]; spikes: Spike[]; latest: Spike | null; note: string }>;
    rising: Cell<NarrativeGrowth | null> | { state: 'off' };
  };
}

function cellOf<A, T>(q: UseQueryResult<A>, map: (a: A) => T): Cell<T> {
  if (q.data !== undefined) return { state: 'ready', value: map(q.data) };
  return q.isError ? { state: 'error', error: q.error } : { state: 'loading' };
}

const limited =
  <T>(priority: number, run: (signal: AbortSignal) => Promise<T>) =>
  ({ signal }: { signal: AbortSignal }) =>
    limiter.run(() => run(signal), { priority, signal });

/** The windows and the spike plan every row shares (one object per window choice). */
export function usePulsePlan(window: Window) {
  return useMemo(() => {
    const plan = planSpikeSeries({
      ...window,
      hourly: supportsExtension('timelineInterval') ? 'supported' : 'unsupported',
      // One call per workspace: without the hourly extension a long split is not worth it here.
      maxSplitCalls: 0,
    });
    return { window, prev: previousWindow(window), plan, request: plan.requests[0] as TimelineWindow };
  }, [window]);
}
export type PulsePlan = ReturnType<typeof usePulsePlan>;

const botQuery = (id: number, w: Window, priority: number) => {
  const query = { ...w, group_by: 'bot_ratings' as const };
  return {
    ...analyticsQueries.distribution(id, query),
    queryFn: limited(priority, (signal) => fetchDistribution(id, query, signal)),
  };
};

const narrativesQuery = (ws: Workspace, w: Window) => {
  const query = { ...w, sort: 'mentionCount' as const, limit: NARRATIVE_LIMIT };
  return {
    ...narrativeQueries.list(ws.id, query),
    queryFn: limited(PRIORITY.narratives, (signal) => fetchNarratives(ws.id, query, signal)),
    // Workspaces whose narratives may exist (any status but the reference server's not-yet ones).
    enabled: narrativesExpected(ws.narrativeDetection.status, currentCapabilities().isReference),
  };
};

/** The three questions a row's sortable figures come from (shared keys: asked once, whoever asks). */
export function pulseFigureQueries(ws: Workspace, { window, prev, request }: PulsePlan) {
  return [
    botQuery(ws.id, window, PRIORITY.volume),
    botQuery(ws.id, prev, PRIORITY.previous),
    {
      ...analyticsQueries.timeline(ws.id, request),
      queryFn: limited(PRIORITY.series, (signal) => fetchTimeline(ws.id, request, signal)),
    },
  ] as const;
}

type FigureAnswers = readonly [
  UseQueryResult<DistributionResult>,
  UseQueryResult<DistributionResult>,
  UseQueryResult<TimelineResult>,
];

/** The volume, change and spike cells of a row, from its figure queries' answers. */
function figureCells([now, before, series]: FigureAnswers, plan: SpikeSeriesPlan) {
  const volume = cellOf(now, (d) => ({ volume: d.totalCount, bots: botShare(d) }));
  const change: PulseRow['cells']['change'] =
    volume.state === 'ready'
      ? cellOf(before, (d) => ({
          change: volumeChange(volume.value.volume, d.totalCount),
          botChange: botShareChange(volume.value.bots, botShare(d)),
        }))
      : volume;
  return { volume, change, series: seriesCellOf(series, plan) };
}

const ready = <T>(c: Cell<T>) => (c.state === 'ready' ? c.value : undefined);

/**
 * The figures a row is sorted by, computed from the same answers the row shows (the table asks
 * the rows' queries with useQueries; nothing is handed up by the rows).
 */
export function pulseFigures(ws: Workspace, answers: FigureAnswers, plan: SpikeSeriesPlan): PulseFigures {
  const cells = figureCells(answers, plan);
  return {
    id: ws.id,
    title: ws.title,
    volume: ready(cells.volume)?.volume,
    bots: ready(cells.volume)?.bots,
    change: ready(cells.change)?.change,
    spikes: ready(cells.series)?.spikes.length,
  };
}

/**
 * One workspace's pulse figures. Every row asks through one bounded queue (first each row's volume
 * and change, in list order, then the timelines and narratives), so the first rows fill in while the
 * others are still counting. The queries share their keys with the other areas: a workspace
 * opened from the pulse reuses what the pulse fetched.
 */
export function usePulseRow(ws: Workspace, pulse: PulsePlan): PulseRow {
  const [q1, q2, q3] = pulseFigureQueries(ws, pulse);
  const answers = [useQuery(q1), useQuery(q2), useQuery(q3)] as const;
  const narrativesNow = useQuery(narrativesQuery(ws, pulse.window));
  const narrativesBefore = useQuery(narrativesQuery(ws, pulse.prev));

  const { volume, change, series: seriesCell } = figureCells(answers, pulse.plan);
  const rising: PulseRow['cells']['rising'] = narrativesExpected(
    ws.narrativeDetection.status,
    currentCapabilities().isReference,
  )
    ? risingCell(narrativesNow, narrativesBefore)
    : { state: 'off' };
  return {
    ...pulseFigures(ws, answers, pulse.plan),
    workspace: ws,
    cells: { volume, change, series: seriesCell, rising },
  };
}

function seriesCellOf(q: UseQueryResult<TimelineResult>, plan: SpikeSeriesPlan): PulseRow['cells']['series'] {
  if (q.data === undefined) return q.isError ? { state: 'error', error: q.error } : { state: 'loading' };
  // Rows re-render as every other workspace's answers arrive: detect once per answer.
  const hit = seriesMemo.get(q.data);
  if (hit?.plan === plan) return hit.cell;
  const cell = seriesCellFrom(q.data, plan);
  seriesMemo.set(q.data, { plan, cell });
  return cell;
}

const seriesMemo = new WeakMap<
  TimelineResult,
  { plan: SpikeSeriesPlan; cell: PulseRow['cells']['series'] }
>();

function seriesCellFrom(data: TimelineResult, plan: SpikeSeriesPlan): PulseRow['cells']['series'] {
  const result = seriesFromAnswers(plan, [data]);
  if (!result.ok) return { state: 'error', error: new Error(result.reason) };
  const spikes = detectSpikes(result.series, { interval: plan.interval, flagFrom: plan.flagFrom });
  return {
    state: 'ready',
    value: {
      points: windowPoints(result.series, plan.flagFrom),
      spikes,
      latest: latestSpike(spikes),
      note: plan.note,
    },
  };
}

function risingCell(
  now: UseQueryResult<Narrative[]>,
  before: UseQueryResult<Narrative[]>,
): Cell<NarrativeGrowth | null> {
  if (now.isError) return { state: 'error', error: now.error };
  if (before.isError) return { state: 'error', error: before.error };
  if (!now.data || !before.data) return { state: 'loading' };
  const volumes = (list: Narrative[]) =>
    list.map((n) => ({ id: n.id, title: n.title, count: n.aggregations.mentionCount }));
  return {
    state: 'ready',
    value: risingNarrative(volumes(now.data), volumes(before.data), {
      previousComplete: before.data.length < NARRATIVE_LIMIT,
    }),
  };
}
