import { BOT_LIKE_RATINGS, CHANNEL_NAMES, SOCIAL_CHANNELS, type BotRating } from '@/api/schemas';
export { languageName } from '@/lib/language-name';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
export const formatCompact = (n: number | null | undefined): string => (n == null ? '—' : compact.format(n));

const BOT_WORDS: Record<BotRating, string> = {
  none: 'No bot signals were found for this account.',
  further_investigation: 'Signals are mixed: the account needs further investigation.',
  very_unlikely: 'Very unlikely to be a bot.',
  unlikely: 'Unlikely to be a bot.',
  potential: 'Potentially a bot: some automated behaviour was detected.',
  likely: 'Likely a bot.',
  very_likely: 'Very likely a bot.',
  almost_certain: 'Almost certainly a bot.',
};
export function botRatingLabel(rating: string): string {
  return rating.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
export function botRatingExplained(rating: string | null | undefined): string | null {
  if (!rating) return null;
  return BOT_WORDS[rating as BotRating] ?? `Bot rating: ${botRatingLabel(rating)}.`;
}
/** Badge colour from reassuring to alarming. */
export function botRatingColor(rating: string): string {
  if ((BOT_LIKE_RATINGS as readonly string[]).includes(rating)) return 'red';
  if (['potential', 'further_investigation'].includes(rating)) return 'yellow';
  return 'gray';
}

const SOCIAL = new Set<string>(SOCIAL_CHANNELS);
export const isSocial = (channels: readonly string[]) => channels.some((c) => SOCIAL.has(c));

/** What the reach number means for this mention's channel (spec: visitors for news, followers for social). */
export function reachMeaning(channels: readonly string[]): string {
  if (channels.includes('news')) return 'monthly unique visitors of the publisher';
  if (isSocial(channels)) return 'followers of the account';
  return 'audience size reported by the source';
}

const TYPE_LABELS: Record<string, string> = {
  'social_media.original_posts': 'Original post',
  'social_media.reposts': 'Repost',
  'social_media.comments': 'Comment',
  'social_media.quoting_posts': 'Quote post',
  'news.news': 'News article',
  'podcasts.podcasts': 'Podcast',
};
/** Accepts both the spec value and the real service's display label. */
export function mentionTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return TYPE_LABELS[type] ?? type;
}

export const channelName = (c: string) => (CHANNEL_NAMES as Record<string, string>)[c] ?? c;
