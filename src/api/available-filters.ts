import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { AvailableFiltersSchema, type AvailableFilters } from './schemas';

export type { AvailableFilters };

export const fetchAvailableFilters = (workspaceId: number, signal?: AbortSignal) =>
  apiRequest(AvailableFiltersSchema, `/workspaces/${workspaceId}/available-filters`, { signal });

export const availableFilterQueries = {
  all: () => ['available-filters'] as const,
  workspace: (workspaceId: number) =>
    queryOptions({
      queryKey: [...availableFilterQueries.all(), workspaceId] as const,
      queryFn: ({ signal }) => fetchAvailableFilters(workspaceId, signal),
      // Options change slowly (new enrichment values, new authors): five minutes is fresh enough.
      staleTime: 5 * 60_000,
    }),
};
