import { createFileRoute } from '@tanstack/react-router';
import { customChannelQueries } from '@/api/custom-channels';
import { ChannelsPage } from '@/features/channels/channels-page';

export const Route = createFileRoute('/_app/channels')({
  // Prefetch (never throws): the page shows its own error state with a retry.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(customChannelQueries.list()),
  component: ChannelsPage,
});
