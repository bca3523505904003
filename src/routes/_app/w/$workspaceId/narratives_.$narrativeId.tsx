import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { everyNarrativeWindow, narrativeQueries } from '@/api/narratives';
import {
  NARRATIVE_DETAIL_DEFAULTS,
  NarrativeDetailSearchSchema,
} from '@/features/narratives/narrative-search';
import { NarrativeDetailPage, preloadNarrativeDetail } from '@/features/narratives/narrative-detail-page';
import { parseIdParam } from '@/lib/route-ids';

/** One narrative's own URL (not nested in the list's layout), with the comparison toggle. */
export const Route = createFileRoute('/_app/w/$workspaceId/narratives_/$narrativeId')({
  // The prefetching loader rides in the page's own chunk: the route tree every page loads stays small.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: NarrativeDetailSearchSchema,
  // Which workspace filters this area applies (the filter bar says which it leaves out).
  staticData: { filterScope: 'narrative-page' },
  search: { middlewares: [stripSearchParams(NARRATIVE_DETAIL_DEFAULTS)] },
  params: {
    parse: ({ narrativeId }) => ({ narrativeId: parseIdParam(narrativeId) }),
    stringify: ({ narrativeId }) => ({ narrativeId: String(narrativeId) }),
  },
  // Title, summary and tags come from the workspace's full narrative list (there is no by-id read).
  // Not awaited: the page's figures are asked for beside it, not after it.
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(narrativeQueries.list(params.workspaceId, everyNarrativeWindow()));
    // The volume chart's code (recharts), the spike detection, the annotations and the mentions
    // list download while the data is on its way.
    preloadNarrativeDetail();
  },
  component: NarrativeDetailPage,
});
