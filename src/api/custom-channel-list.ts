import { queryOptions } from '@tanstack/react-query';
import { whenOffered } from './capabilities';
import { apiRequest } from './client';
import { CustomChannelListSchema } from './schemas';

/**
 * The team's custom channels, read on their own: channel names (`useChannelNames`) need the list
 * on every page, without the push mutations and the mention queries of custom-channels.ts.
 */
export const fetchCustomChannels = (signal?: AbortSignal) =>
  whenOffered('customChannels', () => apiRequest(CustomChannelListSchema, '/customChannels', { signal }));

export const customChannelQueries = {
  all: () => ['custom-channels'] as const,
  list: () =>
    queryOptions({
      queryKey: [...customChannelQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchCustomChannels(signal),
    }),
};
