import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { receivedCount } from './tolerant-list';
import { MentionListSchema, type Mention, type MentionsQuery } from './schemas';

export type { Mention, MentionsQuery };

/** The largest page the API serves (spec: limit 1 to 50). */
export const MENTIONS_PAGE_SIZE = 50;

export const fetchMentions = (workspaceId: number, query: MentionsQuery, signal?: AbortSignal) =>
  apiRequest(MentionListSchema, `/workspaces/${workspaceId}/mentions`, { query, signal });

export const mentionQueries = {
  all: () => ['mentions'] as const,
  /** Everything cached for one workspace (its query or channels changed: refetch). */
  workspace: (workspaceId: number) => [...mentionQueries.all(), workspaceId] as const,
  list: (workspaceId: number, query: MentionsQuery) =>
    queryOptions({
      queryKey: [...mentionQueries.workspace(workspaceId), 'list', query] as const,
      queryFn: ({ signal }) => fetchMentions(workspaceId, query, signal),
    }),
  /**
   * Every mention of a scope (up to `cap`), read page by page for an analysis run in the browser
   * (the coordination finder and trace): the key only; the feature's sweep reads the pages.
   */
  scan: (workspaceId: number, query: Omit<MentionsQuery, 'limit' | 'offset'>, cap: number) =>
    [...mentionQueries.workspace(workspaceId), 'scan', query, cap] as const,
  /** Pages of 50 by offset; `limit` and `offset` of the query are managed here. */
  infinite: (workspaceId: number, query: Omit<MentionsQuery, 'limit' | 'offset'>) =>
    infiniteQueryOptions({
      queryKey: [...mentionQueries.workspace(workspaceId), 'infinite', query] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchMentions(workspaceId, { ...query, limit: MENTIONS_PAGE_SIZE, offset: pageParam }, signal),
      initialPageParam: 0,
      // A short page is the last one (counting items the contract could not read, too).
      getNextPageParam: (lastPage, _pages, lastOffset) =>
        receivedCount(lastPage) < MENTIONS_PAGE_SIZE ? undefined : lastOffset + MENTIONS_PAGE_SIZE,
    }),
};
