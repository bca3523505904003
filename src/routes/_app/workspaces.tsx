import { createFileRoute } from '@tanstack/react-router';
import { folderQueries } from '@/api/folders';
import { workspaceQueries } from '@/api/workspaces';
import { WorkspacesPage } from '@/features/workspaces/workspaces-page';
import { WorkspacesSearchSchema } from '@/features/workspaces/workspaces-search';
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
  component: WorkspacesPage,
});
