import { z } from 'zod';
import { DateTimeSchema, LOCATION_LEVELS } from './common';
import { MentionFiltersSchema, WindowSchema, withOrderedWindow } from './filters';

/** Fixed `group_by` values of the spec; model forms are `<model_key>:<id>`. */
export const FIXED_GROUP_BYS = [
  'channels',
  'authors',
  'domains',
  'languages',
  'bot_ratings',
  'narratives.id',
  'mention_type',
  'publisher_geography.source_country',
  'publisher_geography.source_region',
  'publisher_geography.source_sub_region',
  ...LOCATION_LEVELS.map((l) => `locations.${l}` as const),
] as const;

export const GroupBySchema = z.union(
  [z.enum(FIXED_GROUP_BYS), z.string().regex(/^(smart_category_enrichment_id|custom_enrichment_id):\d+$/)],
  {
    error:
      'must be channels, authors, domains, languages, bot_ratings, narratives.id, mention_type, a publisher_geography.* key, a locations.<level> key, smart_category_enrichment_id:<id> or custom_enrichment_id:<id>',
  },
);
export type GroupBy = z.infer<typeof GroupBySchema>;

export const DistributionQuerySchema = withOrderedWindow(
  WindowSchema.extend({
    group_by: GroupBySchema,
    /** Extension (real-api.md §2): top groups returned, default 100. */
    limit: z.coerce
      .number({ error: 'must be an integer from 1 to 1000' })
      .int({ error: 'must be an integer from 1 to 1000' })
      .min(1, { error: 'must be an integer from 1 to 1000' })
      .max(1000, { error: 'must be an integer from 1 to 1000' })
      .optional(),
  }).extend(MentionFiltersSchema.shape),
);
export type DistributionQuery = z.input<typeof DistributionQuerySchema>;

export const DistributionGroupSchema = z.looseObject({
  key: z.union([z.string(), z.number()]).transform(String),
  name: z.string().nullish(),
  count: z.number().int(),
  percentage: z.number().nullish(),
});
export type DistributionGroup = z.infer<typeof DistributionGroupSchema>;

export const DistributionResultSchema = z.looseObject({
  groupBy: z.string(),
  totalCount: z.number().int().min(0),
  groups: z.array(DistributionGroupSchema),
});
export type DistributionResult = z.infer<typeof DistributionResultSchema>;

export const TIMELINE_INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export const TimelineQuerySchema = withOrderedWindow(
  WindowSchema.extend({
    group_by: GroupBySchema.optional(),
    /** Extension (real-api.md §2); clients must work without it. */
    interval: z.enum(TIMELINE_INTERVALS, { error: 'must be hour, day, week or month' }).optional(),
  }).extend(MentionFiltersSchema.shape),
);
export type TimelineQuery = z.input<typeof TimelineQuerySchema>;

export const TimelineBucketSchema = z.looseObject({
  date: DateTimeSchema,
  count: z.number().int(),
  groups: z
    .array(
      z.looseObject({
        key: z.union([z.string(), z.number()]).transform(String),
        name: z.string().nullish(),
        count: z.number().int(),
      }),
    )
    .optional(),
});
export type TimelineBucket = z.infer<typeof TimelineBucketSchema>;

export const TimelineResultSchema = z.looseObject({
  totalCount: z.number().int().min(0),
  buckets: z.array(TimelineBucketSchema),
});
export type TimelineResult = z.infer<typeof TimelineResultSchema>;
