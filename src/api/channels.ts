import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { whenOffered } from './capabilities';
import { apiRequest } from './client';
import { customChannelQueries } from './custom-channel-list';
import { CHANNEL_NAMES, ChannelListSchema, type ChannelInfo } from './schemas';
import { useCapabilities } from './use-capabilities';

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

/**
 * Names of channel keys, custom channels included (their key is their id): GET /channels where
 * the service offers it, else the team's custom channels (GET /customChannels) beside the
 * standard names; an unknown key is shown as it is. The one home of a channel's name: pills, top
 * values, mention details and exports read it (through the filter context where they have one).
 */
export function useChannelNames(): (key: string) => string {
  const capabilities = useCapabilities();
  const listed = capabilities.hasEndpoint('channels');
  const { data } = useQuery({ ...channelQueries.list(), enabled: listed, meta: { silent: true } });
  const custom = useQuery({
    ...customChannelQueries.list(),
    enabled: !listed && capabilities.hasEndpoint('customChannels'),
    retry: false,
    meta: { silent: true },
  });
  return useCallback(
    (key: string) =>
      (data ?? custom.data)?.find((c) => c.id === key)?.name ??
      (CHANNEL_NAMES as Record<string, string>)[key] ??
      key,
    [data, custom.data],
  );
}
