import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, retainSearchParams } from '@tanstack/react-router';
import { isApiError } from '@/api/client';
import { workspaceQueries } from '@/api/workspaces';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { FILTER_SEARCH_KEYS, MentionFilterSearchSchema } from '@/filters/mention-filters-url';
import { NotFoundPage } from '@/components/not-found-page';
import { parseIdParam } from '@/lib/route-ids';

/**
 * Every per-workspace area sits under this route. It owns the workspace's view state: the filter
 * set lives in its search params, so mentions, charts, narratives and locations read and write the
 * same filters, and every link within the workspace keeps them. It shows the one filter bar above
 * every area; each area's route says which filters it applies (`staticData.filterScope`).
 */
export const Route = createFileRoute('/_app/w/$workspaceId')({
  // The loader and the not-found view ride in the layout's own chunk: the route tree every page
  // loads stays small, and the view both share is not a chunk of its own.
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  validateSearch: MentionFilterSearchSchema,
  search: { middlewares: [retainSearchParams(FILTER_SEARCH_KEYS)] },
  // `workspaceId` is a number for every child route, loader and link; a malformed one is not found.
  params: {
    parse: ({ workspaceId }) => ({ workspaceId: parseIdParam(workspaceId) }),
    stringify: ({ workspaceId }) => ({ workspaceId: String(workspaceId) }),
  },
  // Not awaited: the area's own requests start beside this one (one round trip, not two in a row);
  // the layout shows the not-found page if the list lacks the workspace.
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(workspaceQueries.detail(params.workspaceId));
  },
  notFoundComponent: () => <WorkspaceNotFound />,
  component: WorkspaceLayout,
});

function WorkspaceNotFound() {
  return (
    <NotFoundPage
      title="Workspace not found"
      message="No workspace of your team has this id. It may have been deleted, or the link belongs to another team."
    />
  );
}

function WorkspaceLayout() {
  const { workspaceId } = Route.useParams();
  const { error } = useQuery(workspaceQueries.detail(workspaceId));
  // Anything but a 404 (offline, 5xx): the area shows its own error state with a retry.
  if (isApiError(error) && error.status === 404) return <WorkspaceNotFound />;
  return (
    <>
      <FilterBar />
      <Outlet />
    </>
  );
}
