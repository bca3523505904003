import { useQueries, useQuery } from '@tanstack/react-query';
import { analyticsQueries, fetchDistribution } from '@/api/analytics';
import { fetchMentions, mentionQueries } from '@/api/mentions';
import { workspaceQueries } from '@/api/workspaces';
import { createLimiter } from '@/lib/request-limiter';
import { phraseExpression, type ScopeWindow } from '@/analysis/coordination/scope-query';

/** Where-else calls go two at a time: a team of many workspaces never floods the service. */
const limiter = createLimiter(2);

export interface WhereElseRow {
  workspaceId: number;
  title: string;
  count?: number;
  firstSeen?: string;
  firstUrl?: string | null;
  error?: unknown;
  pending: boolean;
}

/**
 * Every other workspace of the team holding the same phrase or link in the window: its count
 * (one count call) and its first sighting (one call for the oldest mention), two calls each.
 */
export function useWhereElse(workspaceId: number, phrase: string | undefined, window: ScopeWindow) {
  const workspaces = useQuery(workspaceQueries.list());
  const others = (workspaces.data ?? []).filter((w) => w.id !== workspaceId);
  const filter_expression = phrase ? phraseExpression(phrase) : '';
  const countQuery = { ...window, filter_expression, group_by: 'channels' as const };
  const firstQuery = {
    ...window,
    filter_expression,
    sort: 'published' as const,
    order: 'asc' as const,
    limit: 1,
  };
  const counts = useQueries({
    queries: others.map((w) => ({
      ...analyticsQueries.distribution(w.id, countQuery),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        limiter.run(() => fetchDistribution(w.id, countQuery, signal), { signal }),
      enabled: !!phrase,
    })),
  });
  const firsts = useQueries({
    queries: others.map((w, i) => ({
      ...mentionQueries.list(w.id, firstQuery),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        limiter.run(() => fetchMentions(w.id, firstQuery, signal), { signal, priority: 1 }),
      // Only where the count found something.
      enabled: !!phrase && (counts[i]?.data?.totalCount ?? 0) > 0,
    })),
  });
  const rows: WhereElseRow[] = others.map((w, i) => {
    const c = counts[i];
    const f = firsts[i];
    const first = f?.data?.[0];
    return {
      workspaceId: w.id,
      title: w.title,
      count: c?.data?.totalCount,
      firstSeen: first?.published,
      firstUrl: first?.url,
      error: c?.error ?? f?.error ?? undefined,
      pending: !!c?.isPending || (!!f?.isPending && (c?.data?.totalCount ?? 0) > 0),
    };
  });
  return { workspaces, rows, calls: others.length * 2 };
}
