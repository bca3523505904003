import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { analyticsQueries } from './analytics';

type Window = { since: string; to: string };

/**
 * Daily timelines of several narratives for one comparison chart. One query over the per-
 * narrative timeline queries (ensureQueryData: the list's sparklines and the chart share their
 * answers); its own file so the first-load API chunk stays as it is.
 */
export const narrativeVolumesQuery = (
  queryClient: QueryClient,
  workspaceId: number,
  ids: readonly number[],
  window: Window,
  channels?: string[],
) => {
  const each = ids.map((id) =>
    analyticsQueries.timeline(workspaceId, {
      ...window,
      'narratives.id': [id],
      ...(channels?.length ? { channels } : {}),
    }),
  );
  return queryOptions({
    queryKey: [
      ...analyticsQueries.workspace(workspaceId),
      'narrative-volumes',
      ids,
      window,
      channels ?? [],
    ] as const,
    queryFn: () => Promise.all(each.map((q) => queryClient.ensureQueryData(q))),
    staleTime: 60_000,
  });
};
