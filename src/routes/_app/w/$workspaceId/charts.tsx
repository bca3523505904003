import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { availableFilterQueries } from '@/api/available-filters';
import { workspaceQueries } from '@/api/workspaces';
import { CHART_DEFAULTS, ChartOptionsSchema } from '@/analysis/charts/chart-config';
import { ChartsPage, preloadMapView } from '@/features/charts/charts-page';
import { preloadChartPanel } from '@/components/charts/panel';

/** The chart builder: its options in the URL (the filters are the workspace's, shared by every area). */
export const Route = createFileRoute('/_app/w/$workspaceId/charts')({
  // The prefetching loader rides in the page's own chunk: the route tree every page loads stays small.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: ChartOptionsSchema,
  search: { middlewares: [stripSearchParams(CHART_DEFAULTS)] },
  // Prefetch, not awaited (never throws): the page renders at once and its own requests run beside
  // these, so a slow service costs one round trip, not two in a row.
  loaderDeps: ({ search }) => ({
    timeline: search.measure === 'timeline',
    map: search.measure !== 'timeline' && search.chart === 'map',
  }),
  loader: ({ context: { queryClient }, params, deps }) => {
    const id = params.workspaceId;
    void queryClient.prefetchQuery(workspaceQueries.detail(id));
    void queryClient.prefetchQuery(availableFilterQueries.workspace(id));
    // A map's code and boundaries; else the drawing's code (recharts), while the data is on its way.
    if (deps.map) preloadMapView();
    else preloadChartPanel();
    // And, for a timeline, its spike detection and annotations.
    if (deps.timeline) void import('@/features/charts/timeline-view').then((m) => m.preloadTimelineParts());
  },
  component: ChartsPage,
});
