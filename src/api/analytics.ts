import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import {
  DistributionResultSchema,
  TimelineResultSchema,
  type DistributionQuery,
  type DistributionResult,
  type TimelineQuery,
  type TimelineResult,
} from './schemas';

export type { DistributionQuery, DistributionResult, TimelineQuery, TimelineResult };

export const fetchDistribution = (workspaceId: number, query: DistributionQuery, signal?: AbortSignal) =>
  apiRequest(DistributionResultSchema, `/workspaces/${workspaceId}/analytics/distribution`, { query, signal });

export const fetchTimeline = (workspaceId: number, query: TimelineQuery, signal?: AbortSignal) =>
  apiRequest(TimelineResultSchema, `/workspaces/${workspaceId}/analytics/timeline`, { query, signal });

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
