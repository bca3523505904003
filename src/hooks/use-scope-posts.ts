import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import { fetchMentions, mentionQueries, MENTIONS_PAGE_SIZE } from '@/api/mentions';
import type { MentionsQuery } from '@/api/schemas';
import { receivedCount } from '@/api/tolerant-list';
import { toPost } from '@/analysis/coordination/posts';
import { plannedCalls, sweep, type SweepProgress } from '@/analysis/coordination/sweep';

export type ScopeQuery = Omit<MentionsQuery, 'limit' | 'offset'>;

/** A scope this small (in API calls) starts at once; a larger one waits for the analyst's go. */
export const AUTO_START_CALLS = 20;
/** Two calls at a time: 100 pages at 300 ms each take about 15 s. */
const CONCURRENCY = 2;
/** A swept scope stays cached this long (switching views or thresholds costs no calls). */
const FRESH_MS = 10 * 60_000;

/**
 * A scope's mentions as compact posts: first its size (one count call), then, once started
 * (at once when small), every page up to `cap`, with progress; cancellable and cached per scope.
 */
export function useScopePosts(workspaceId: number, query: ScopeQuery, cap: number) {
  const queryClient = useQueryClient();
  const count = useQuery(
    analyticsQueries.distribution(workspaceId, {
      ...(query as Record<string, unknown>),
      since: query.since,
      to: query.to,
      group_by: 'channels',
    }),
  );
  const total = count.data?.totalCount;
  const calls = total === undefined ? undefined : plannedCalls(total, cap, MENTIONS_PAGE_SIZE);
  const key = mentionQueries.scan(workspaceId, query, cap);
  // The analyst's start or cancel, for the scope it was given for (a new scope asks again).
  const [choice, setChoice] = useState<{ key: string; go: boolean } | null>(null);
  const keyText = JSON.stringify(key);
  const cached = queryClient.getQueryData(key) !== undefined;
  const auto = calls !== undefined && calls <= AUTO_START_CALLS;
  const started = cached || (choice?.key === keyText ? choice.go : auto);
  const [progress, setProgress] = useState<SweepProgress | null>(null);

  // The key is the scope (its query and cap): the count only bounds the plan of the same scope.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const posts = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      sweep({
        fetchPage: async (offset, s) => {
          const page = await fetchMentions(
            workspaceId,
            { ...query, sort: 'published', order: 'asc', limit: MENTIONS_PAGE_SIZE, offset },
            s,
          );
          return { items: page.map(toPost), received: receivedCount(page) };
        },
        total: total ?? 0,
        cap,
        pageSize: MENTIONS_PAGE_SIZE,
        concurrency: CONCURRENCY,
        signal,
        onProgress: setProgress,
      }),
    enabled: started && total !== undefined,
    staleTime: FRESH_MS,
    gcTime: FRESH_MS,
    retry: false,
  });

  const start = useCallback(() => setChoice({ key: keyText, go: true }), [keyText]);
  const cancel = useCallback(() => {
    setChoice({ key: keyText, go: false });
    void queryClient.cancelQueries({ queryKey: key });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, keyText]);

  return { count, total, calls, started, start, cancel, progress, posts };
}
