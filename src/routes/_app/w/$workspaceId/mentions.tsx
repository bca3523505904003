import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { availableFilterQueries } from '@/api/available-filters';
import { workspaceQueries } from '@/api/workspaces';
import { MentionListStateSchema, MENTION_LIST_DEFAULTS } from '@/filters/mention-filters-url';
import { mentionListQueryOf } from '@/features/mentions/list-question';
import { mentionQueries } from '@/api/mentions';
import { MentionsPage, preloadFacetPanel, preloadMentionDetail } from '@/features/mentions/mentions-page';

/** The mention browser: sort, sample key, position and the open mention (the filters are the workspace's). */
export const Route = createFileRoute('/_app/w/$workspaceId/mentions')({
  // The prefetching loader rides in the page's own chunk: the route tree every page loads stays small.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: MentionListStateSchema,
  search: { middlewares: [stripSearchParams(MENTION_LIST_DEFAULTS)] },
  // Prefetch, not awaited (never throws): the page renders at once and its own requests run beside
  // these, so a slow service costs one round trip, not two in a row.
  // The list's first page too, with the page's own key: it is asked for as soon as this chunk is
  // in, not after the page's code has rendered. Only a new question (not a new position) reruns it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the position is left out
  loaderDeps: ({ search: { page, open, ...question } }) => question,
  loader: ({ context: { queryClient }, params, deps, location }) => {
    const id = params.workspaceId;
    if ((location.search as { open?: unknown }).open !== undefined) preloadMentionDetail();
    preloadFacetPanel();
    void queryClient.prefetchQuery(workspaceQueries.detail(id));
    void queryClient.prefetchQuery(availableFilterQueries.workspace(id));
    void queryClient.prefetchInfiniteQuery(mentionQueries.infinite(id, mentionListQueryOf(deps)));
  },
  component: MentionsPage,
});
