import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { ChannelListSchema, type ChannelInfo } from './schemas';
import { whenOffered } from './capabilities';

export type { ChannelInfo };

export const fetchChannels = (signal?: AbortSignal) =>
  whenOffered('channels', () => apiRequest(ChannelListSchema, '/channels', { signal }));

export const channelQueries = {
  all: () => ['channels'] as const,
  list: () =>
    queryOptions({
      queryKey: [...channelQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchChannels(signal),
      staleTime: 10 * 60_000,
    }),
};
