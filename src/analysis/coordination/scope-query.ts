import type { MentionFilters } from '@/api/schemas';

/** Channels whose mentions are posts by accounts: where coordination can be looked for. */
export const SOCIAL_CHANNELS = [
  'twitter',
  'telegram',
  'facebook',
  'instagram',
  'threads',
  'bluesky',
  'tiktok',
  'youtube',
  'reddit',
  'redditComment',
  'vk',
  'weibo',
] as const;

/** At most this many mentions are read for one scope, unless the analyst chooses another cap. */
export const DEFAULT_SCOPE_CAP = 5000;

export interface ScopeWindow {
  since: string;
  to: string;
}

/**
 * The finder's scope: the workspace's filters and window, on social channels only (the ones the
 * filters name, when they name any: none left means an empty scope, said by the page).
 */
export function finderScope(filters: MentionFilters, window: ScopeWindow) {
  const chosen = filters.channels?.filter((c) => (SOCIAL_CHANNELS as readonly string[]).includes(c));
  return {
    ...filters,
    ...window,
    channels: filters.channels?.length ? (chosen ?? []) : [...SOCIAL_CHANNELS],
  };
}

/** A trace's phrase or link as a filter expression: a quoted phrase of its words. */
export function phraseExpression(phrase: string): string {
  const words = phrase
    .replace(/^https?:\/\//i, '')
    .replace(/["\\]/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return `"${words.join(' ')}"`;
}

/**
 * The trace's scope: every channel; the workspace's filters and window, narrowed to the phrase or
 * link when one is given (ANDed with the workspace's own expression filter).
 */
export function traceScope(filters: MentionFilters, window: ScopeWindow, phrase?: string) {
  if (!phrase) return { ...filters, ...window };
  const own = filters.filter_expression;
  const quoted = phraseExpression(phrase);
  return { ...filters, ...window, filter_expression: own ? `(${own}) AND ${quoted}` : quoted };
}
