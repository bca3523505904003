import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { mentionQueries } from '@/api/mentions';
import { workspaceQueries } from '@/api/workspaces';
import { useFilterContext } from '@/hooks/use-filter-context';
import { useTopValues } from '@/hooks/use-top-values';
import type { WorkspaceView } from '@/hooks/use-workspace-view';
import { searchTermsOf } from '@/lib/highlight';
import type { MentionListSearch } from '@/filters/mention-filters-url';
import { mentionListQuery } from './list-question';

/** Everything the mention browser reads: the workspace's view state and the list's own URL state. */
export function useMentionsData(view: WorkspaceView, search: MentionListSearch) {
  const { workspaceId, window, filterQuery } = view;
  const listQuery = useMemo(
    () => mentionListQuery(window, filterQuery, search),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list's question, not its position
    [window, filterQuery, search.sort, search.order, search.sample],
  );

  const workspace = useQuery(workspaceQueries.detail(workspaceId));
  const context = useFilterContext(workspaceId);
  const list = useInfiniteQuery(mentionQueries.infinite(workspaceId, listQuery));
  // The server answers one request at a time: aggregates wait for the first page so the rows the
  // analyst is waiting for are never queued behind them. The count is the channel facet's answer.
  const firstPageIn = !list.isPending;
  const distribution = useTopValues(workspaceId, window, filterQuery, 'channels', firstPageIn);

  const mentions = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const terms = useMemo(() => searchTermsOf(filterQuery.filter_expression), [filterQuery.filter_expression]);
  const narrativeNames = useMemo(
    () => new Map((context.narratives ?? []).map((n) => [n.id, n.title])),
    [context.narratives],
  );
  const categoryLabels = useMemo(
    () =>
      new Map(
        (context.available?.smart_categories?.models ?? []).flatMap((m) =>
          m.options.map((o) => [o.value, o.name] as const),
        ),
      ),
    [context.available],
  );

  return {
    listQuery,
    workspace,
    context,
    list,
    firstPageIn,
    mentions,
    distribution,
    total: distribution.data?.totalCount,
    terms,
    narrativeNames,
    categoryLabels,
  };
}
