import { BOT_LIKE_RATINGS, CHANNEL_NAMES, type BotRating } from '@/api/schemas';
export { languageName } from './language-name';

/**
 * Display labels of the contract's coded values, one home for the dashboard: channels, bot
 * ratings, mention types (spec value or the real service's display label) and languages.
 */

/** `twitter` → `X (Twitter)`; a value the contract does not know (a custom channel id) as given. */
export const channelName = (c: string): string => (CHANNEL_NAMES as Record<string, string>)[c] ?? c;

/** `almost_certain` → `Almost certain`. */
export function botRatingLabel(rating: string): string {
  return rating.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Names as a sentence lists them: `a`, `a or b`, `a, b or c` (no comma before the last). */
export function wordList(names: readonly string[], conjunction: 'and' | 'or'): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}

/** The ratings that count as bots, as a sentence says them: `likely, very likely or almost certain`. */
export const BOT_LIKE_RATINGS_TEXT = wordList(
  BOT_LIKE_RATINGS.map((r) => botRatingLabel(r).toLowerCase()),
  'or',
);

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
export function botRatingExplained(rating: string | null | undefined): string | null {
  if (!rating) return null;
  return BOT_WORDS[rating as BotRating] ?? `Bot rating: ${botRatingLabel(rating)}.`;
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
