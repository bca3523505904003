import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { workspaceQueries } from '@/api/workspaces';
import { NARRATIVE_LIST_DEFAULTS, NarrativeListSearchSchema } from '@/features/narratives/narrative-search';
import { NarrativesPage } from '@/features/narratives/narratives-page';

/** The narrative list: sort and page in the URL beside the global window and the workspace's filters. */
export const Route = createFileRoute('/_app/w/$workspaceId/narratives')({
  // The prefetching loader rides in the page's own chunk: the route tree every page loads stays small.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: NarrativeListSearchSchema,
  // Which workspace filters this area applies (the filter bar says which it leaves out).
  staticData: { filterScope: 'narrative-list' },
  search: { middlewares: [stripSearchParams(NARRATIVE_LIST_DEFAULTS)] },
  // Prefetch, not awaited (never throws): the page renders at once and its own requests run beside
  // these, so a slow service costs one round trip, not two in a row.
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(workspaceQueries.detail(params.workspaceId));
  },
  component: NarrativesPage,
});
