import { queryOptions } from '@tanstack/react-query';
import type { ExplainInput } from './spike-explain-plan';
import { analyticsQueries, fetchDistribution, fetchTimeline } from '@/api/analytics';
import { fetchMentions } from '@/api/mentions';

/**
 * The explanation of one flagged bucket: a dozen calls at most, stage 1 in parallel
 * (docs/extending.md). Its own file, beside analytics.ts (whose key prefix it shares, so
 * invalidating a workspace's analytics drops it too), keeps it out of the first-load chunk.
 */
export const spikeExplanationQuery = (workspaceId: number, input: ExplainInput) =>
  queryOptions({
    queryKey: [...analyticsQueries.workspace(workspaceId), 'explain', input] as const,
    queryFn: async ({ signal }) =>
      (await import('./spike-explain')).explainSpike(input, {
        distribution: (q) => fetchDistribution(workspaceId, q, signal),
        timeline: (q) => fetchTimeline(workspaceId, q, signal),
        mentions: (q) => fetchMentions(workspaceId, q, signal),
      }),
    staleTime: 5 * 60_000,
  });
