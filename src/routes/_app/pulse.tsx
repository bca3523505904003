import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { workspaceQueries } from '@/api/workspaces';
import { PulsePage } from '@/features/pulse/pulse-page';
import { PULSE_DEFAULTS, PulseSearchSchema } from '@/features/pulse/pulse-search';

/** The landing page after sign-in: every workspace's figures in the analyst's window. */
export const Route = createFileRoute('/_app/pulse')({
  // The prefetching loader rides in the page's own chunk: the route tree every page loads stays small.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: PulseSearchSchema,
  search: { middlewares: [stripSearchParams(PULSE_DEFAULTS)] },
  // Prefetch (never throws): the page shows its own error state with a retry.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(workspaceQueries.list()),
  component: PulsePage,
});
