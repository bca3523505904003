import { useCallback, useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { analyticsQueries, type TimelineQuery, type TimelineResult } from '@/api/analytics';
import { useCapabilities } from '@/api/use-capabilities';
import type { ChartInterval } from '@/analysis/charts/chart-config';
import type { Window } from '@/analysis/charts/period-change';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import type * as Planner from '@/analysis/charts/zoned-buckets';
import type { TimelinePlan, mergeAnswers } from '@/analysis/charts/zoned-buckets';
import { useChunk } from './use-chunk';

/**
 * The planner (zoned-buckets.ts, with the zone's bucket arithmetic) loads beside the first zoned
 * timeline: the pages that draw one are at the edge of their JavaScript budget. Route loaders may
 * preload it with the chart's code.
 */
export const timelinePlanner = preloadableChunk(() => import('@/analysis/charts/zoned-buckets'));

export interface ZonedTimelineInput {
  workspaceId: number;
  /** Filters and group_by (no window, no interval: the plan sets them). */
  query: Omit<TimelineQuery, 'since' | 'to' | 'interval'>;
  window: Window;
  interval: ChartInterval;
  zone: string;
  enabled: boolean;
  /** Ask the period before `window` (on the same plan) instead of `window` itself. */
  previous?: boolean;
  staleTime?: number;
}

type Merged = ReturnType<typeof mergeAnswers>;

/** The calls of a zoned timeline on a plan: the window's, or with `previous` the period before's. */
export const zonedRequests = (
  planner: Pick<typeof Planner, 'previousRequests'>,
  plan: TimelinePlan,
  { window, zone, previous }: Pick<ZonedTimelineInput, 'window' | 'zone' | 'previous'>,
) => (previous ? planner.previousRequests(plan, window, zone) : plan.requests);

/** The query options of one workspace's zoned timeline: one per call of the plan, in its order. */
export const zonedTimelineOptions = (
  workspaceId: number,
  query: ZonedTimelineInput['query'],
  plan: Pick<TimelinePlan, 'interval'>,
  requests: readonly Window[],
) => requests.map((r) => analyticsQueries.timeline(workspaceId, { ...query, ...r, interval: plan.interval }));

export interface ZonedTimelines {
  /** Undefined until the planner's code is in (no call is made before). */
  plan: TimelinePlan | undefined;
  /** Per workspace, every answer joined (zoned-buckets.ts mergeAnswers); undefined until all are in. */
  data: (Merged | undefined)[];
  queries: UseQueryResult<TimelineResult>[];
}

/**
 * Timelines counted in the analyst's zone, one per workspace (share of voice compares several):
 * the plan's calls (one, a few hourly pieces, or one per bucket) joined into one answer whose
 * buckets fill the zone's slots (chart-timeline.ts).
 */
export function useZonedTimelines(
  workspaceIds: readonly number[],
  input: Omit<ZonedTimelineInput, 'workspaceId'>,
): ZonedTimelines {
  const { query, window, interval, zone, enabled, previous, staleTime } = input;
  const hourly = useCapabilities().supportsExtension('timelineInterval');
  const lib = useChunk(timelinePlanner, enabled ? 'mount' : false).loaded;
  const plan = useMemo(
    () => lib?.planTimeline({ window, interval, zone, hourly }),
    [lib, window, interval, zone, hourly],
  );
  const requests = useMemo(
    () => (!lib || !plan ? [] : zonedRequests(lib, plan, { window, zone, previous })),
    [lib, previous, plan, window, zone],
  );
  const n = requests.length;
  // Stable while no answer changes (useQueries re-runs `combine` only when it or the results do).
  const combine = useCallback(
    (results: UseQueryResult<TimelineResult>[]) => ({
      queries: results,
      data: workspaceIds.map((_, k) => {
        const answers = results.slice(k * n, (k + 1) * n).map((q) => q.data);
        return lib && plan && answers.length > 0 && answers.every(Boolean)
          ? lib.mergeAnswers(plan, requests, answers as TimelineResult[])
          : undefined;
      }),
    }),
    [lib, workspaceIds, plan, requests, n],
  );
  const { queries, data } = useQueries({
    queries: workspaceIds.flatMap((id) =>
      plan ? zonedTimelineOptions(id, query, plan, requests).map((o) => ({ ...o, enabled, staleTime })) : [],
    ),
    combine,
  });
  return { plan, data, queries };
}

/** One workspace's timeline in the analyst's zone (see useZonedTimelines). */
export function useZonedTimeline(input: ZonedTimelineInput) {
  const ids = useMemo(() => [input.workspaceId], [input.workspaceId]);
  const { plan, data, queries } = useZonedTimelines(ids, input);
  return { plan, data: data[0], queries };
}
