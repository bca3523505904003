import { useQuery } from '@tanstack/react-query';
import { sessionKey } from './capabilities';
import { apiRequest } from './client';
import { recordFilterStatus, type FilterStatus } from './filter-support';
import { DistributionResultSchema, type MentionFilterKey } from './schemas';
import { useCapabilities } from './use-capabilities';

/** Checking a filter against the service (filter-support.ts): only pages with filter pills load this. */

/**
 * Checks once whether the service applies `key`: the window's count with and without
 * `key[]=value`. A different count shows it applied; the same non-zero count means it was
 * probably ignored (or matches everything); no mentions at all proves nothing.
 */
export async function checkFilter(
  workspaceId: number,
  key: MentionFilterKey,
  value: string | number,
  window: { since: string; to: string },
  signal?: AbortSignal,
): Promise<FilterStatus> {
  const query = { ...window, group_by: 'channels' };
  // Straight to the transport: the analytics resource stays out of every page's first load.
  const count = (q: Record<string, unknown>) =>
    apiRequest(DistributionResultSchema, `/workspaces/${workspaceId}/analytics/distribution`, {
      query: q,
      signal,
    });
  const [without, withFilter] = await Promise.all([count(query), count({ ...query, [key]: [value] })]);
  const status: FilterStatus =
    withFilter.totalCount !== without.totalCount
      ? 'applied'
      : without.totalCount > 0
        ? 'ignored'
        : 'unverified';
  recordFilterStatus(key, status);
  return status;
}

/**
 * The status of one active filter, checking it once against the service when it is unverified
 * (two counts over `window`, with and without it). Nothing is sent to the reference server.
 */
export function useFilterCheck(
  workspaceId: number | undefined,
  key: MentionFilterKey,
  value: string | number,
  window: { since: string; to: string },
): FilterStatus {
  const { known, filterStatus: statusOf } = useCapabilities();
  const status = statusOf(key);
  useQuery({
    queryKey: ['capabilities', sessionKey(), 'filter-check', workspaceId, key, value, window] as const,
    queryFn: ({ signal }) => checkFilter(workspaceId!, key, value, window, signal),
    enabled: known && status === 'unverified' && workspaceId !== undefined,
    staleTime: Infinity,
    retry: false,
    // A failed check leaves the pill "unverified": no toast for it.
    meta: { silent: true },
  });
  return status;
}
