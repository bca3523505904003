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
  // Prefetch (never throws): the page shows its own error state with a retry.
  loader: ({ context: { queryClient }, params }) => {
    return Promise.all([
      queryClient.prefetchQuery(workspaceQueries.detail(params.workspaceId)),
      queryClient.prefetchQuery(availableFilterQueries.workspace(params.workspaceId)),
    ]);
  },
  component: MentionsPage,
});
