import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { customEnrichmentQueries } from '@/api/custom-enrichments';
import { workspaceQueries } from '@/api/workspaces';
import { EnrichmentsPage } from '@/features/enrichments/enrichments-page';

/** The route is team-wide; `workspace` picks where option usage is counted (default: the first). */
const EnrichmentsSearchSchema = z.object({
  workspace: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});

export const Route = createFileRoute('/_app/enrichments')({
  validateSearch: EnrichmentsSearchSchema,
  // The prefetching loader rides in the page's own chunk: the route tree every page loads stays small.
  codeSplitGroupings: [['loader', 'component']],
  // Prefetch (never throws): the page shows its own error state with a retry.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(customEnrichmentQueries.list()),
      queryClient.prefetchQuery(workspaceQueries.list()),
    ]),
  component: EnrichmentsPage,
});
