import { createFileRoute } from '@tanstack/react-router';
import { customChannelQueries } from '@/api/custom-channels';
import { ChannelsPage } from '@/features/channels/channels-page';

export const Route = createFileRoute('/_app/channels')({
  // The prefetching loader rides in the page's own chunk: the route tree every page loads stays small.
  codeSplitGroupings: [['loader', 'component']],
  // Prefetch (never throws): the page shows its own error state with a retry.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(customChannelQueries.list()),
  component: ChannelsPage,
});
