import { mutationOptions } from '@tanstack/react-query';
import { analyticsQueries } from './analytics';
import { ApiError, apiRequest } from './client';
import { mentionQueries } from './mentions';
import {
  MAX_MENTIONS_PER_PUSH,
  QueuedResultSchema,
  type CustomChannel,
  type CustomChannelMention,
  type QueuedResult,
} from './schemas';

export type { CustomChannel, CustomChannelMention, QueuedResult };
export type PushMentionsInput = { channelId: string; mentions: CustomChannelMention[] };

export { customChannelQueries, fetchCustomChannels } from './custom-channel-list';

/** One batch (at most 100, validated by the server as a whole); the mentions are queued. */
export async function pushCustomChannelMentions({ channelId, mentions }: PushMentionsInput) {
  if (mentions.length > MAX_MENTIONS_PER_PUSH) {
    throw new ApiError(
      413,
      'payload_too_large',
      `at most ${MAX_MENTIONS_PER_PUSH} mentions per request`,
      'mentions',
    );
  }
  return apiRequest(QueuedResultSchema, `/customChannels/${encodeURIComponent(channelId)}/mentions`, {
    method: 'POST',
    body: { mentions },
  });
}

export const customChannelMutations = {
  push: mutationOptions({
    mutationFn: pushCustomChannelMentions,
    // Queued mentions appear once processed; refetch what they may have changed.
    onSuccess: (_d, _v, _r, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: mentionQueries.all() }),
        client.invalidateQueries({ queryKey: analyticsQueries.all() }),
      ]),
  }),
};
