import { z } from 'zod/mini';
import { DateTimeSchema, LOCATION_LEVELS, serverSchema } from './common';
import { MentionFiltersSchema, WindowSchema, withOrderedWindow } from './filters';
import { tolerantList } from '../tolerant-list';

/**
 * `group_by` values the public reference documents: the built-ins plus every filter key that
 * available-filters returns (`mention_type.<group>`, `publisher_geography.*`, the model groups).
 * These are the only ones sent to a service that has not shown it supports more.
 */
export const DOCUMENTED_GROUP_BYS = [
  'channels',
  'authors',
  'domains',
  'languages',
  'bot_ratings',
  'mention_type.social_media',
  'mention_type.news',
  'mention_type.podcasts',
  'publisher_geography.source_country',
  'publisher_geography.source_region',
  'publisher_geography.source_sub_region',
  'smart_categories',
  'custom_enrichments',
] as const;

/** Extensions of the reference server (spec.md lists `locations.<level>`; the rest are ours). */
export const EXTENSION_GROUP_BYS = [
  'narratives.id',
  /** Every mention type in one dimension; keys are `<group>.<type>` (e.g. `news.news`). */
  'mention_type',
  ...LOCATION_LEVELS.map((l) => `locations.${l}` as const),
] as const;

/** Fixed `group_by` values; model forms are `<model_key>:<id>`. */
export const FIXED_GROUP_BYS = [...DOCUMENTED_GROUP_BYS, ...EXTENSION_GROUP_BYS] as const;

export const MODEL_GROUP_BY = /^(smart_category_enrichment_id|custom_enrichment_id):\d+$/;

export const GroupBySchema = z.union([z.enum(FIXED_GROUP_BYS), z.string().check(z.regex(MODEL_GROUP_BY))], {
  error: `must be one of ${FIXED_GROUP_BYS.join(', ')}, smart_category_enrichment_id:<id> or custom_enrichment_id:<id>`,
});
export type GroupBy = z.infer<typeof GroupBySchema>;

/** True for the group-bys of the public reference (model forms included). */
export const isDocumentedGroupBy = (value: string): boolean =>
  (DOCUMENTED_GROUP_BYS as readonly string[]).includes(value) || MODEL_GROUP_BY.test(value);

/**
 * The largest `limit` a distribution takes (an extension, real-api.md §2; without it the service
 * answers its top 100 groups). Asking for it lists every group a level or dimension has.
 */
export const MAX_GROUPS = 1000;
const limitError = `must be an integer from 1 to ${MAX_GROUPS}`;

export const DistributionQuerySchema = /* @__PURE__ */ serverSchema(() =>
  withOrderedWindow(
    z.extend(
      z.extend(WindowSchema, {
        group_by: GroupBySchema,
        /** Extension (real-api.md §2): top groups returned, default 100. */
        limit: z.optional(
          z.coerce
            .number({ error: limitError })
            .check(
              z.int({ error: limitError }),
              z.minimum(1, { error: limitError }),
              z.maximum(MAX_GROUPS, { error: limitError }),
            ),
        ),
      }),
      MentionFiltersSchema.shape,
    ),
  ),
);
export type DistributionQuery = z.input<typeof DistributionQuerySchema>;

export const DistributionGroupSchema = z.looseObject({
  key: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: z.nullish(z.string()),
  count: z.int(),
  percentage: z.nullish(z.number()),
});
export type DistributionGroup = z.infer<typeof DistributionGroupSchema>;

export const DistributionResultSchema = z.looseObject({
  groupBy: z.string(),
  totalCount: z.int().check(z.minimum(0)),
  groups: tolerantList(DistributionGroupSchema),
});
export type DistributionResult = z.infer<typeof DistributionResultSchema>;

export const TIMELINE_INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export const TimelineQuerySchema = /* @__PURE__ */ serverSchema(() =>
  withOrderedWindow(
    z.extend(
      z.extend(WindowSchema, {
        group_by: z.optional(GroupBySchema),
        /** Extension (real-api.md §2); clients must work without it. */
        interval: z.optional(z.enum(TIMELINE_INTERVALS, { error: 'must be hour, day, week or month' })),
      }),
      MentionFiltersSchema.shape,
    ),
  ),
);
export type TimelineQuery = z.input<typeof TimelineQuerySchema>;

export const TimelineBucketSchema = z.looseObject({
  date: DateTimeSchema,
  count: z.int(),
  groups: z.optional(
    tolerantList(
      z.looseObject({
        key: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
        name: z.nullish(z.string()),
        count: z.int(),
      }),
    ),
  ),
});
export type TimelineBucket = z.infer<typeof TimelineBucketSchema>;

export const TimelineResultSchema = z.looseObject({
  totalCount: z.int().check(z.minimum(0)),
  buckets: tolerantList(TimelineBucketSchema),
});
export type TimelineResult = z.infer<typeof TimelineResultSchema>;
