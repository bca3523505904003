import { queryOptions } from '@tanstack/react-query';
import { supportsExtension, supportsGroupBy } from './capabilities';
import { ApiError, apiRequest } from './client';
import {
  DistributionResultSchema,
  TimelineResultSchema,
  type DistributionQuery,
  type DistributionResult,
  type TimelineQuery,
  type TimelineResult,
} from './schemas';

export type { DistributionQuery, DistributionResult, TimelineQuery, TimelineResult };

/**
 * A group-by the service has not shown it supports is refused here, never sent; extension
 * parameters (distribution `limit`, timeline `interval`) go only to a service known to take them.
 */
function checkGroupBy(groupBy: string | undefined): void {
  if (groupBy !== undefined && !supportsGroupBy(groupBy)) {
    throw new ApiError(
      400,
      'not_available',
      `This service does not support grouping by ${groupBy}.`,
      'group_by',
    );
  }
}

export async function fetchDistribution(workspaceId: number, query: DistributionQuery, signal?: AbortSignal) {
  checkGroupBy(query.group_by);
  const sent = supportsExtension('distributionLimit') ? query : { ...query, limit: undefined };
  return apiRequest(DistributionResultSchema, `/workspaces/${workspaceId}/analytics/distribution`, {
    query: sent,
    signal,
  });
}

export async function fetchTimeline(workspaceId: number, query: TimelineQuery, signal?: AbortSignal) {
  checkGroupBy(query.group_by);
  const sent = supportsExtension('timelineInterval') ? query : { ...query, interval: undefined };
  return apiRequest(TimelineResultSchema, `/workspaces/${workspaceId}/analytics/timeline`, {
    query: sent,
    signal,
  });
}

export const analyticsQueries = {
  all: () => ['analytics'] as const,
  workspace: (workspaceId: number) => [...analyticsQueries.all(), workspaceId] as const,
  distribution: (workspaceId: number, query: DistributionQuery) =>
    queryOptions({
      queryKey: [...analyticsQueries.workspace(workspaceId), 'distribution', query] as const,
      queryFn: ({ signal }) => fetchDistribution(workspaceId, query, signal),
    }),
  timeline: (workspaceId: number, query: TimelineQuery) =>
    queryOptions({
      queryKey: [...analyticsQueries.workspace(workspaceId), 'timeline', query] as const,
      queryFn: ({ signal }) => fetchTimeline(workspaceId, query, signal),
    }),
};
