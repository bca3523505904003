import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { NarrativeListSchema, type Narrative, type NarrativesQuery } from './schemas';

export type { Narrative, NarrativesQuery };

export const fetchNarratives = (workspaceId: number, query: NarrativesQuery = {}, signal?: AbortSignal) =>
  apiRequest(NarrativeListSchema, `/workspaces/${workspaceId}/narratives`, { query, signal });

export const narrativeQueries = {
  all: () => ['narratives'] as const,
  workspace: (workspaceId: number) => [...narrativeQueries.all(), workspaceId] as const,
  list: (workspaceId: number, query: NarrativesQuery = {}) =>
    queryOptions({
      queryKey: [...narrativeQueries.workspace(workspaceId), 'list', query] as const,
      queryFn: ({ signal }) => fetchNarratives(workspaceId, query, signal),
    }),
};
