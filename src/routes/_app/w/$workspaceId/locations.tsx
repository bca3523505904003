import { createFileRoute } from '@tanstack/react-router';
import { locationQueries } from '@/api/locations';
import { LocationsPageSearchSchema } from '@/features/locations/locations-search';
import { LocationsPage } from '@/features/locations/locations-page';

/** The location taxonomy with this workspace's mentions per place; the opened trail lives in the URL. */
export const Route = createFileRoute('/_app/w/$workspaceId/locations')({
  // The prefetching loader rides in the page's own chunk: the route tree every page loads stays small.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: LocationsPageSearchSchema,
  // Which workspace filters this area applies (the filter bar says which it leaves out).
  staticData: { filterScope: 'location-counts' },
  // Prefetch, not awaited (never throws): the page's counts are asked for beside it.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(locationQueries.level('region'));
  },
  component: LocationsPage,
});
