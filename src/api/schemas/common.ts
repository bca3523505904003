import { z } from 'zod/mini';

/**
 * zod/mini has no messages of its own (every issue would read "Invalid input"). The English ones
 * classic zod installs are installed here, once for the whole app (the entry loads this module
 * through the transport), so the issue texts an analyst reads stay the same: an unexpected
 * response, a rejected report, view or annotations file. About 1 kB gzipped.
 */
z.config(z.locales.en());

/** The 14 channels of the spec's channel enumeration. */
export const CHANNELS = [
  'blogsdiscussions',
  'bluesky',
  'facebook',
  'instagram',
  'news',
  'reddit',
  'redditComment',
  'telegram',
  'threads',
  'tiktok',
  'twitter',
  'vk',
  'weibo',
  'youtube',
] as const;
export const ChannelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof ChannelSchema>;

/** A custom channel's id (spec: a UUID string; any 8-4-4-4-12 hex form is accepted). */
export const CustomChannelIdSchema = z.guid({ error: 'must be a channel name or a custom channel id' });

/**
 * A value of the `channels` filter and a key of distributions by channel: a standard channel or
 * a custom channel's id (GET /channels lists both with their names).
 */
export const ChannelFilterValueSchema = z.union([ChannelSchema, CustomChannelIdSchema], {
  error: 'channels values must be channel names or custom channel ids',
});

/** Display names of the channels: GET /channels on the reference server, and the dashboard's labels. */
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

/** Social channels (all but news and blogs & discussions): their reach is a follower count. */
export const SOCIAL_CHANNELS: readonly Channel[] = CHANNELS.filter(
  (c) => c !== 'news' && c !== 'blogsdiscussions',
);

/** The only channels a workspace's `channels` array shows (spec). */
export const WORKSPACE_CHANNELS = ['news', 'reddit', 'telegram', 'twitter', 'youtube'] as const;
export const WorkspaceChannelSchema = z.enum(WORKSPACE_CHANNELS);

export const LOCATION_LEVELS = ['region', 'subregion', 'country', 'state', 'county', 'city'] as const;
export const LocationLevelSchema = z.enum(LOCATION_LEVELS);
export type LocationLevel = z.infer<typeof LocationLevelSchema>;

export const BOT_RATINGS = [
  'none',
  'further_investigation',
  'very_unlikely',
  'unlikely',
  'potential',
  'likely',
  'very_likely',
  'almost_certain',
] as const;
export const BotRatingSchema = z.enum(BOT_RATINGS);
export type BotRating = z.infer<typeof BotRatingSchema>;

/** The ratings that count as "probably a bot": the red badge, and the bot share of a narrative. */
export const BOT_LIKE_RATINGS = [
  'likely',
  'very_likely',
  'almost_certain',
] as const satisfies readonly BotRating[];

export const MENTION_TYPES = [
  'social_media.original_posts',
  'social_media.reposts',
  'social_media.comments',
  'social_media.quoting_posts',
  'news.news',
  'podcasts.podcasts',
] as const;
export const MentionTypeSchema = z.enum(MENTION_TYPES);
export type MentionType = z.infer<typeof MentionTypeSchema>;

export const SOCIAL_MEDIA_TYPES = ['original_posts', 'reposts', 'comments', 'quoting_posts'] as const;

export const SOURCE_REGIONS = ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania'] as const;
export const SOURCE_SUB_REGIONS = [
  'Australia and New Zealand',
  'Caribbean',
  'Central America',
  'Central Asia',
  'Eastern Africa',
  'Eastern Asia',
  'Eastern Europe',
  'Melanesia',
  'Micronesia',
  'Middle Africa',
  'Northern Africa',
  'Northern America',
  'Northern Europe',
  'Polynesia',
  'South America',
  'South-Eastern Asia',
  'Southern Africa',
  'Southern Asia',
  'Southern Europe',
  'Western Africa',
  'Western Asia',
  'Western Europe',
] as const;

/**
 * A date-time in a response. Responses are parsed tolerantly (the real service is a third party),
 * so any string is accepted; parameters use the strict `DateTimeParamSchema`.
 */
export const DateTimeSchema = z.string();

/** A date-time sent as a parameter: ISO 8601 with a zone offset or Z. */
export const DateTimeParamSchema = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 date-time with a time zone, e.g. 2026-11-01T00:00:00Z',
});

export const ERROR_CODES = [
  'invalid_parameter',
  'invalid_body',
  'unauthorized',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'internal',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The error body decided in real-api.md §2. `code` is a plain string on parse: tolerate others. */
export const ErrorBodySchema = z.object({
  error: z.looseObject({
    status: z.int(),
    code: z.string(),
    message: z.string(),
    param: z.optional(z.string()),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** `{ message, count }`: the body of the two queued writes (202). */
export const QueuedResultSchema = z.looseObject({ message: z.string(), count: z.int() });
export type QueuedResult = z.infer<typeof QueuedResultSchema>;

/** Paging parameters shared by list endpoints. */
export const offsetParam = z.coerce
  .number({ error: 'must be an integer >= 0' })
  .check(z.int({ error: 'must be an integer >= 0' }), z.minimum(0, { error: 'must be an integer >= 0' }));
export function limitParam(max: number, fallback: number) {
  const msg = `must be an integer from 1 to ${max}`;
  return z._default(
    z.coerce
      .number({ error: msg })
      .check(z.int({ error: msg }), z.minimum(1, { error: msg }), z.maximum(max, { error: msg })),
    fallback,
  );
}

/**
 * Builds a schema that only the server runs (request bodies, query and path parameters). Called
 * as `/* @__PURE__ *\/ serverSchema(() => …)`, so the dashboard's bundler drops the ones it never
 * uses (their types still describe what the dashboard sends).
 */
export const serverSchema = <T>(build: () => T): T => build();
