import { createFileRoute } from '@tanstack/react-router';
import { folderQueries } from '@/api/folders';
import { workspaceQueries } from '@/api/workspaces';
import { WorkspacesPage } from '@/features/workspaces/workspaces-page';
import { WorkspacesSearchSchema, type WorkspacesSearch } from '@/features/workspaces/workspaces-search';
import { WorkspacesSkeleton } from '@/features/workspaces/workspaces-skeleton';

export const Route = createFileRoute('/_app/workspaces')({
  validateSearch: WorkspacesSearchSchema,
  loaderDeps: ({ search }) => ({ summary: search.summaries === 1 }),
  // Prefetch (never throws): the page shows its own error state with a retry. Summaries can be
  // slow to generate, so navigation never waits for them: the page fills them in as they arrive.
  loader: ({ context: { queryClient }, deps }) => {
    const workspaces = queryClient.prefetchQuery(workspaceQueries.list({ summary: deps.summary }));
    const folders = queryClient.prefetchQuery(folderQueries.list());
    return deps.summary ? folders : Promise.all([workspaces, folders]);
  },
  pendingComponent: WorkspacesSkeleton,
  component: WorkspacesRoute,
});

/** Hands the URL state (this route's search plus the _app time zone) to the page. */
function WorkspacesRoute() {
  const { q, sort, summaries, tz } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: Partial<WorkspacesSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return <WorkspacesPage search={{ q, sort, summaries }} tz={tz} onSearchChange={onSearchChange} />;
}
