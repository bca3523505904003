import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { availableFilterQueries } from '@/api/available-filters';
import { workspaceQueries } from '@/api/workspaces';
import { MentionListStateSchema, MENTION_LIST_DEFAULTS } from '@/lib/mention-filters-url';
import { MentionsPage } from '@/features/mentions/mentions-page';

/** The mention browser: sort, sample key, position and the open mention (the filters are the workspace's). */
export const Route = createFileRoute('/_app/w/$workspaceId/mentions')({
  // The prefetching loader rides in the page's own chunk: the route tree every page loads stays small.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: MentionListStateSchema,
  search: { middlewares: [stripSearchParams(MENTION_LIST_DEFAULTS)] },
  // Prefetch, not awaited (never throws): the page renders at once and its own requests run beside
  // these, so a slow service costs one round trip, not two in a row.
  loader: ({ context: { queryClient }, params }) => {
    const id = params.workspaceId;
    void queryClient.prefetchQuery(workspaceQueries.detail(id));
    void queryClient.prefetchQuery(availableFilterQueries.workspace(id));
  },
  component: MentionsPage,
});
