import { createFileRoute } from '@tanstack/react-router';
import { locationQueries } from '@/api/locations';
import { LocationsPageSearchSchema } from '@/features/locations/locations-search';
import { LocationsPage } from '@/features/locations/locations-page';

/** The location taxonomy with this workspace's mentions per place; the opened trail lives in the URL. */
export const Route = createFileRoute('/_app/w/$workspaceId/locations')({
  validateSearch: LocationsPageSearchSchema,
  // Prefetch (never throws): the page shows its own error state.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(locationQueries.level('region')),
  component: LocationsPage,
});
