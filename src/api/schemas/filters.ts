import { z } from 'zod/mini';
import {
  BotRatingSchema,
  ChannelFilterValueSchema,
  DateTimeParamSchema,
  LOCATION_LEVELS,
  SOCIAL_MEDIA_TYPES,
  SOURCE_REGIONS,
  SOURCE_SUB_REGIONS,
  type LocationLevel,
} from './common';

const idList = (name: string) =>
  z.array(
    z.coerce
      .number({ error: `${name} values must be integers >= 1` })
      .check(
        z.int({ error: `${name} values must be integers >= 1` }),
        z.minimum(1, { error: `${name} values must be integers >= 1` }),
      ),
  );
const strList = z.array(
  z.string().check(z.minLength(1, { error: 'values must not be empty' }), z.maxLength(1000)),
);

const locationFilters = Object.fromEntries(
  LOCATION_LEVELS.map((level) => [`locations.${level}`, z.optional(idList(`locations.${level}`))]),
) as Record<`locations.${LocationLevel}`, z.ZodMiniOptional<ReturnType<typeof idList>>>;

/**
 * Every mention filter of the spec. Shared by mentions, distribution, timeline (and, for
 * `channels`, narratives). Values of one array parameter combine with OR; parameters with AND.
 */
export const MentionFiltersSchema = z.object({
  'narratives.id': z.optional(idList('narratives.id')),
  channels: z.optional(
    z.array(ChannelFilterValueSchema, {
      error: 'channels values must be channel names or custom channel ids',
    }),
  ),
  filter_expression: z.optional(
    z.string().check(z.maxLength(4000, { error: 'must be at most 4000 characters' })),
  ),
  domains: z.optional(strList),
  authors: z.optional(strList),
  languages: z.optional(
    z.array(z.string().check(z.regex(/^[a-z]{2}$/i, { error: 'languages values must be ISO 639-1 codes' }))),
  ),
  bot_ratings: z.optional(z.array(BotRatingSchema)),
  smart_categories: z.optional(
    z.array(
      z
        .string()
        .check(
          z.regex(/^\d+:[A-Za-z0-9_-]+$/, { error: 'values must look like <enrichmentId>:<categoryKey>' }),
        ),
    ),
  ),
  custom_enrichments: z.optional(
    z.array(
      z.string().check(z.regex(/^\d+:.+$/s, { error: 'values must look like <enrichment_id>:<value>' })),
    ),
  ),
  'mention_type.social_media': z.optional(z.array(z.enum(SOCIAL_MEDIA_TYPES))),
  'mention_type.news': z.optional(z.array(z.enum(['news']))),
  'mention_type.podcasts': z.optional(z.array(z.enum(['podcasts']))),
  'publisher_geography.source_country': z.optional(strList),
  'publisher_geography.source_region': z.optional(z.array(z.enum(SOURCE_REGIONS))),
  'publisher_geography.source_sub_region': z.optional(z.array(z.enum(SOURCE_SUB_REGIONS))),
  ...locationFilters,
});
export type MentionFilters = z.infer<typeof MentionFiltersSchema>;
export type MentionFilterKey = keyof MentionFilters;

/** Keys of MentionFilters whose value is an array (sent as `key[]=v`). */
export const ARRAY_FILTER_KEYS = Object.keys(MentionFiltersSchema.shape).filter(
  (k) => k !== 'filter_expression',
) as Exclude<MentionFilterKey, 'filter_expression'>[];

export const WindowSchema = z.object({
  since: DateTimeParamSchema,
  to: DateTimeParamSchema,
});

/** Builds `since <= to`, naming `to` when it fails. */
export function withOrderedWindow<T extends z.ZodMiniType<{ since?: string; to?: string }>>(schema: T) {
  return schema.check(
    z.refine((v) => !v.since || !v.to || Date.parse(v.since) <= Date.parse(v.to), {
      error: 'to must not be before since',
      path: ['to'],
    }),
  );
}
