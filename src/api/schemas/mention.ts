import { z } from 'zod';
import { DateTimeSchema, limitParam, offsetParam } from './common';
import { MentionFiltersSchema, WindowSchema, withOrderedWindow } from './filters';

export const MediaSchema = z.looseObject({ type: z.string().catch('link'), url: z.string() });

export const EngagementSnapshotSchema = z.looseObject({
  measured_at: DateTimeSchema,
  views: z.number().nullish(),
  retweets: z.number().nullish(),
  quotes: z.number().nullish(),
  replies: z.number().nullish(),
  favorites: z.number().nullish(),
  bookmarks: z.number().nullish(),
});
export type EngagementSnapshot = z.infer<typeof EngagementSnapshotSchema>;

export const SmartCategoryValueSchema = z.looseObject({
  categoryName: z.string(),
  classification: z.string(),
});

/** real-api.md §2: `{ enrichment_id, name, type, value }` (value: string, string[] or integer). */
export const CustomEnrichmentValueSchema = z.looseObject({
  enrichment_id: z.number().int(),
  name: z.string().catch(''),
  type: z.string().catch('categorical'),
  value: z.union([z.string(), z.number(), z.array(z.string())]),
});

const locationNode = z.looseObject({ id: z.number().int(), name: z.string() });
export const MentionLocationSchema = z.looseObject({
  region: locationNode.nullish(),
  subregion: locationNode.nullish(),
  country: locationNode.nullish(),
  state: locationNode.nullish(),
  county: locationNode.nullish(),
  city: locationNode.nullish(),
});
export type MentionLocation = z.infer<typeof MentionLocationSchema>;

export const PublisherGeographySchema = z.looseObject({
  sourceCountry: z.string().nullish(),
  sourceRegion: z.string().nullish(),
  sourceSubRegion: z.string().nullish(),
});

export const MentionEnrichmentsSchema = z.looseObject({
  narratives: z
    .array(z.looseObject({ id: z.number().int(), confidence: z.number() }))
    .catch([])
    .default([]),
  /** Deprecated: always 0. Parsed for compatibility, never shown. */
  sentiment: z.looseObject({ polarity: z.number().nullish(), version: z.unknown() }).nullish(),
  engagement: z
    .looseObject({ history: z.array(EngagementSnapshotSchema).catch([]).default([]) })
    .nullish(),
});

const MentionCoreSchema = z.looseObject({
  id: z.number().int(),
  title: z.string().nullish(),
  text: z.string().nullish(),
  url: z.string().nullish(),
  domain: z.string().nullish(),
  author: z.string().nullish(),
  channels: z.array(z.string()).catch([]),
  media: z.array(MediaSchema).catch([]).default([]),
  language: z.string().nullish(),
  enrichments: MentionEnrichmentsSchema.catch({ narratives: [] }).default({ narratives: [] }),
  reach: z.number().nullish(),
  mentionType: z.string().nullish(),
  botRating: z.string().nullish(),
  smartCategories: z.array(SmartCategoryValueSchema).catch([]).default([]),
  customEnrichments: z.array(CustomEnrichmentValueSchema).catch([]).default([]),
  publisherGeography: PublisherGeographySchema.nullish(),
  location: MentionLocationSchema.nullish(),
  created: DateTimeSchema,
  processed: DateTimeSchema.nullish(),
  published: DateTimeSchema,
});

const LIFTED = ['reach', 'mentionType', 'botRating', 'smartCategories', 'customEnrichments'] as const;

/**
 * A mention. The reference server puts reach, mention type, bot rating, smart categories and
 * custom enrichment values at the top level (real-api.md); the real service may nest some of them
 * in `enrichments`, so they are lifted from there when absent at the top.
 */
export const MentionSchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object') return raw;
  const m = { ...(raw as Record<string, unknown>) };
  const e = m.enrichments as Record<string, unknown> | undefined;
  if (e && typeof e === 'object') {
    for (const k of LIFTED) if (m[k] === undefined && e[k] !== undefined) m[k] = e[k];
  }
  return m;
}, MentionCoreSchema);
export type Mention = z.infer<typeof MentionSchema>;
export const MentionListSchema = z.array(MentionSchema);

export const MENTION_SORTS = ['created', 'published', 'confidence'] as const;
export const MentionsQuerySchema = withOrderedWindow(
  WindowSchema.extend({
    limit: limitParam(50, 10),
    offset: offsetParam.default(0),
    sort: z.enum(MENTION_SORTS, { error: 'must be created, published or confidence' }).default('published'),
    order: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('desc'),
    randomization_key: z.string().min(1).max(200, { error: 'must be at most 200 characters' }).optional(),
  }).extend(MentionFiltersSchema.shape),
);
export type MentionsQuery = z.input<typeof MentionsQuerySchema>;
export type MentionsQueryParsed = z.output<typeof MentionsQuerySchema>;
