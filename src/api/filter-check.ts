import { useQuery, type QueryClient } from '@tanstack/react-query';
import { sessionKey } from './capabilities';
import { apiRequest } from './client';
import { needsFilterCheck, recordFilterStatus, type FilterStatus } from './filter-support';
import { DistributionResultSchema, type MentionFilterKey } from './schemas';
import { useCapabilities } from './use-capabilities';

/** Checking a filter against the service (filter-support.ts): only pages with filter pills load this. */

type Window = { since: string; to: string };

const count = (workspaceId: number, query: Record<string, unknown>, signal?: AbortSignal) =>
  // Straight to the transport: the analytics resource stays out of every page's first load.
  apiRequest(DistributionResultSchema, `/workspaces/${workspaceId}/analytics/distribution`, {
    query: { ...query, group_by: 'channels' },
    signal,
  }).then((d) => d.totalCount);

/**
 * The window's count without any filter: one cached call shared by every pill's check (and
 * every later filter change in the same window), so a check costs one request of its own.
 */
const unfilteredCount = (queryClient: QueryClient, workspaceId: number, window: Window) =>
  queryClient.fetchQuery({
    queryKey: ['capabilities', sessionKey(), 'unfiltered-count', workspaceId, window] as const,
    queryFn: ({ signal }) => count(workspaceId, window, signal),
    staleTime: Infinity,
  });

/**
 * Checks whether the service applies `key`: the window's count with `key[]=value` against the
 * unfiltered count. A different count shows it applied; the same non-zero count means it was
 * probably ignored (or matches everything); no mentions at all proves nothing.
 */
export async function checkFilter(
  workspaceId: number,
  key: MentionFilterKey,
  value: string | number,
  window: Window,
  signal?: AbortSignal,
  unfiltered: () => Promise<number> = () => count(workspaceId, window, signal),
): Promise<FilterStatus> {
  const [without, withFilter] = await Promise.all([
    unfiltered(),
    count(workspaceId, { ...window, [key]: [value] }, signal),
  ]);
  const status: FilterStatus = withFilter !== without ? 'applied' : without > 0 ? 'ignored' : 'unverified';
  recordFilterStatus(key, status);
  return status;
}

/**
 * The status of one active filter, checked against the service after it changes (value or
 * window) until the service has shown it applies that kind of filter. Nothing is sent to the
 * reference server.
 */
export function useFilterCheck(
  workspaceId: number | undefined,
  key: MentionFilterKey,
  value: string | number,
  window: Window,
): FilterStatus {
  const { known, filterStatus: statusOf } = useCapabilities();
  const status = statusOf(key);
  useQuery({
    queryKey: ['capabilities', sessionKey(), 'filter-check', workspaceId, key, value, window] as const,
    queryFn: ({ signal, client }) =>
      checkFilter(workspaceId!, key, value, window, signal, () =>
        unfilteredCount(client, workspaceId!, window),
      ),
    enabled: known && needsFilterCheck(key) && workspaceId !== undefined,
    staleTime: Infinity,
    retry: false,
    // A failed check leaves the pill as it was: no toast for it.
    meta: { silent: true },
  });
  return status;
}
