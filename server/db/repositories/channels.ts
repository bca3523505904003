import { CHANNEL_NAMES } from '../../../src/api/schemas';

/** A channel value's display name; custom-channel mentions are stored with channel 'custom'. */
export function channelName(channel: string): string {
  if (channel === 'custom') return 'Custom channels';
  return (CHANNEL_NAMES as Record<string, string>)[channel] ?? channel;
}
