import { z } from 'zod';
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
      .int({ error: `${name} values must be integers >= 1` })
      .min(1, { error: `${name} values must be integers >= 1` }),
  );
const strList = z.array(z.string().min(1, { error: 'values must not be empty' }).max(1000));

const locationFilters = Object.fromEntries(
  LOCATION_LEVELS.map((level) => [`locations.${level}`, idList(`locations.${level}`).optional()]),
) as Record<`locations.${LocationLevel}`, z.ZodOptional<ReturnType<typeof idList>>>;

/**
 * Every mention filter of the spec. Shared by mentions, distribution, timeline (and, for
 * `channels`, narratives). Values of one array parameter combine with OR; parameters with AND.
 */
export const MentionFiltersSchema = z.object({
  'narratives.id': idList('narratives.id').optional(),
  channels: z
    .array(ChannelFilterValueSchema, { error: 'channels values must be channel names or custom channel ids' })
    .optional(),
  filter_expression: z.string().max(4000, { error: 'must be at most 4000 characters' }).optional(),
  domains: strList.optional(),
  authors: strList.optional(),
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/i, { error: 'languages values must be ISO 639-1 codes' }))
    .optional(),
  bot_ratings: z.array(BotRatingSchema).optional(),
  smart_categories: z
    .array(
      z
        .string()
        .regex(/^\d+:[A-Za-z0-9_-]+$/, { error: 'values must look like <enrichmentId>:<categoryKey>' }),
    )
    .optional(),
  custom_enrichments: z
    .array(z.string().regex(/^\d+:.+$/s, { error: 'values must look like <enrichment_id>:<value>' }))
    .optional(),
  'mention_type.social_media': z.array(z.enum(SOCIAL_MEDIA_TYPES)).optional(),
  'mention_type.news': z.array(z.enum(['news'])).optional(),
  'mention_type.podcasts': z.array(z.enum(['podcasts'])).optional(),
  'publisher_geography.source_country': strList.optional(),
  'publisher_geography.source_region': z.array(z.enum(SOURCE_REGIONS)).optional(),
  'publisher_geography.source_sub_region': z.array(z.enum(SOURCE_SUB_REGIONS)).optional(),
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
export function withOrderedWindow<T extends z.ZodType<{ since?: string; to?: string }>>(schema: T) {
  return schema.refine((v) => !v.since || !v.to || Date.parse(v.since) <= Date.parse(v.to), {
    error: 'to must not be before since',
    path: ['to'],
  });
}
