import type { Channel } from '../../../src/api/schemas';

/** Display names of the 14 standard channels (GET /channels, distributions, summaries). */
export const CHANNEL_NAMES: Record<Channel, string> = {
  blogsdiscussions: 'Blogs & discussions',
  bluesky: 'Bluesky',
  facebook: 'Facebook',
  instagram: 'Instagram',
  news: 'News',
  reddit: 'Reddit',
  redditComment: 'Reddit comments',
  telegram: 'Telegram',
  threads: 'Threads',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  vk: 'VK',
  weibo: 'Weibo',
  youtube: 'YouTube',
};

/** A channel value's display name; custom-channel mentions are stored with channel 'custom'. */
export function channelName(channel: string): string {
  if (channel === 'custom') return 'Custom channels';
  return (CHANNEL_NAMES as Record<string, string>)[channel] ?? channel;
}
