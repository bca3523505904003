import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import { availableFilterQueries } from '@/api/available-filters';
import { mentionQueries } from '@/api/mentions';
import { everyNarrativeWindow, narrativeQueries } from '@/api/narratives';
import { workspaceQueries } from '@/api/workspaces';
import { resolveWindow, type DateRangeSearch } from '@/lib/date-range';
import { filtersToQuery, type MentionListSearch } from '@/lib/mention-filters-url';
import { searchTermsOf } from '@/lib/highlight';
import { buildFilterFields } from './filter-fields';
import { optionId } from './filter-fields';

/** Everything the mention browser reads, derived from the URL. */
export function useMentionsData(workspaceId: number, search: MentionListSearch, range: DateRangeSearch) {
  // Presets resolve against the time the window was chosen, so the query key stays put while browsing.
  const window = useMemo(
    () => resolveWindow(range, Date.now()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [range.range, range.since, range.to],
  );
  const filterQuery = useMemo(() => filtersToQuery(search), [search]);
  const listQuery = useMemo(
    () => ({
      ...window,
      ...filterQuery,
      sort: search.sort,
      order: search.order,
      ...(search.sample ? { randomization_key: search.sample } : {}),
    }),
    [window, filterQuery, search.sort, search.order, search.sample],
  );

  const workspace = useQuery(workspaceQueries.detail(workspaceId));
  const available = useQuery(availableFilterQueries.workspace(workspaceId));
  const narratives = useQuery({ ...narrativeQueries.list(workspaceId, everyNarrativeWindow()), staleTime: 5 * 60_000 });
  const list = useInfiniteQuery(mentionQueries.infinite(workspaceId, listQuery));
  // The server answers one request at a time: the count waits for the first page so the rows
  // the analyst is waiting for are never queued behind a slower aggregate.
  const distribution = useQuery({
    ...analyticsQueries.distribution(workspaceId, { ...window, ...filterQuery, group_by: 'channels' }),
    enabled: !list.isPending,
  });

  const fields = useMemo(
    () => buildFilterFields(available.data, (narratives.data ?? []).map((n) => ({ id: n.id, title: n.title }))),
    [available.data, narratives.data],
  );
  const mentions = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const terms = useMemo(() => searchTermsOf(search.filter_expression), [search.filter_expression]);
  const channelCounts = useMemo(
    () => new Map((distribution.data?.groups ?? []).map((g) => [optionId('channels', g.key), g.count])),
    [distribution.data],
  );
  const narrativeNames = useMemo(
    () => new Map((narratives.data ?? []).map((n) => [n.id, n.title])),
    [narratives.data],
  );
  const categoryLabels = useMemo(
    () =>
      new Map(
        (available.data?.smart_categories?.models ?? []).flatMap((m) => m.options.map((o) => [o.value, o.name] as const)),
      ),
    [available.data],
  );

  return {
    window,
    filterQuery,
    listQuery,
    workspace,
    available,
    list,
    mentions,
    distribution,
    total: distribution.data?.totalCount,
    fields,
    terms,
    channelCounts,
    narrativeNames,
    categoryLabels,
  };
}
