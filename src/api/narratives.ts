import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { NarrativeListSchema, type Narrative, type NarrativesQuery } from './schemas';
import { DAY } from '@/lib/time-units';

export type { Narrative, NarrativesQuery };

/** The public reference marks `since` and `to` required: every request carries a window. */
export type WindowedNarrativesQuery = NarrativesQuery & { since: string; to: string };

export const fetchNarratives = (workspaceId: number, query: WindowedNarrativesQuery, signal?: AbortSignal) =>
  apiRequest(NarrativeListSchema, `/workspaces/${workspaceId}/narratives`, { query, signal });

/**
 * A window wide enough for every narrative of a workspace (for names and details looked up by
 * id): from 2000 to the end of the current UTC day, so the cache key holds for a day.
 */
export function everyNarrativeWindow(nowMs = Date.now()): { since: string; to: string } {
  const endOfDay = Math.floor(nowMs / DAY) * DAY + DAY - 1000;
  return { since: '2000-01-01T00:00:00Z', to: new Date(endOfDay).toISOString().replace('.000Z', 'Z') };
}

export const narrativeQueries = {
  all: () => ['narratives'] as const,
  workspace: (workspaceId: number) => [...narrativeQueries.all(), workspaceId] as const,
  list: (workspaceId: number, query: WindowedNarrativesQuery) =>
    queryOptions({
      queryKey: [...narrativeQueries.workspace(workspaceId), 'list', query] as const,
      queryFn: ({ signal }) => fetchNarratives(workspaceId, query, signal),
    }),
};
