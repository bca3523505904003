import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { availableFilterQueries } from '@/api/available-filters';
import { workspaceQueries } from '@/api/workspaces';
import { CHART_DEFAULTS, ChartSearchSchema } from '@/lib/chart-config';
import { ChartsPage } from '@/features/charts/charts-page';

/** The chart builder: options, the mention filters (shared with the mention browser) in the URL. */
export const Route = createFileRoute('/_app/w/$workspaceId/charts')({
  validateSearch: ChartSearchSchema,
  search: { middlewares: [stripSearchParams(CHART_DEFAULTS)] },
  // Prefetch (never throws): the page shows its own error state with a retry.
  loader: ({ context: { queryClient }, params }) => {
    const id = Number(params.workspaceId);
    return Promise.all([
      queryClient.prefetchQuery(workspaceQueries.detail(id)),
      queryClient.prefetchQuery(availableFilterQueries.workspace(id)),
    ]);
  },
  component: ChartsPage,
});
