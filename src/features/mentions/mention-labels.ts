import { BOT_LIKE_RATINGS, SOCIAL_CHANNELS } from '@/api/schemas';
// The labels have one home in src/lib/labels; re-exported for the mention views.
export {
  botRatingExplained,
  botRatingLabel,
  channelName,
  languageName,
  mentionTypeLabel,
} from '@/lib/labels';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
export const formatCompact = (n: number | null | undefined): string => (n == null ? '—' : compact.format(n));

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
