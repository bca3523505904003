import { z } from 'zod';
import { DateTimeSchema, limitParam, offsetParam, serverSchema } from './common';
import { MentionFiltersSchema, WindowSchema, withOrderedWindow } from './filters';
import { tolerantList } from '../tolerant-list';

/** `url` may be null (a media item the service could not resolve). */
export const MediaSchema = z.looseObject({ type: z.string().catch('link'), url: z.string().nullable() });

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

/** `classification` may be null (the model has not classified the mention). */
export const SmartCategoryValueSchema = z.looseObject({
  categoryName: z.string(),
  classification: z.string().nullable(),
});

/** real-api.md §2: `{ enrichment_id, name, type, value }` (value: string, string[] or integer). */
export const CustomEnrichmentValueSchema = z.looseObject({
  enrichment_id: z.number().int(),
  name: z.string().catch(''),
  type: z.string().catch('categorical'),
  value: z.union([z.string(), z.number(), z.array(z.string())]),
});

/**
 * `customEnrichments` as an array (real-api.md §2), or as an object keyed by enrichment id whose
 * members are the value or `{ name, type, value }`: the object form becomes the array form.
 */
export const CustomEnrichmentValuesSchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  return Object.entries(raw as Record<string, unknown>).map(([key, member]) => {
    const fields =
      member && typeof member === 'object' && !Array.isArray(member) ? member : { value: member };
    return { enrichment_id: /^\d+$/.test(key) ? Number(key) : key, ...fields };
  });
}, tolerantList(CustomEnrichmentValueSchema));

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
  narratives: tolerantList(z.looseObject({ id: z.number().int(), confidence: z.number().nullable() }))
    .catch([])
    .default([]),
  /** Deprecated: always 0. Parsed for compatibility, never shown. */
  sentiment: z.looseObject({ polarity: z.number().nullish(), version: z.unknown() }).nullish(),
  engagement: z
    .looseObject({ history: tolerantList(EngagementSnapshotSchema).catch([]).default([]) })
    .nullish(),
});

/**
 * A mention id as the service sent it, kept exactly: a safe integer stays a number, a larger one
 * (the transport reads integers beyond 2^53 as their digits) stays a string of digits.
 */
export const MentionIdSchema = z
  .union([z.number().int(), z.string().regex(/^\d+$/)])
  .transform((id): MentionId =>
    typeof id === 'string' && Number.isSafeInteger(Number(id)) ? Number(id) : id,
  );
export type MentionId = number | string;

/** A mention id from a URL (a number, or the digits of a larger one): the exact MentionId. */
export const MentionIdParamSchema = MentionIdSchema;

const MentionCoreSchema = z.looseObject({
  id: MentionIdSchema,
  title: z.string().nullish(),
  text: z.string().nullish(),
  url: z.string().nullish(),
  domain: z.string().nullish(),
  author: z.string().nullish(),
  channels: z.array(z.string()).catch([]),
  media: tolerantList(MediaSchema).catch([]).default([]),
  language: z.string().nullish(),
  enrichments: MentionEnrichmentsSchema.catch({ narratives: [] }).default({ narratives: [] }),
  reach: z.number().nullish(),
  mentionType: z.string().nullish(),
  botRating: z.string().nullish(),
  smartCategories: tolerantList(SmartCategoryValueSchema).catch([]).default([]),
  customEnrichments: CustomEnrichmentValuesSchema.catch([]).default([]),
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
/** Item by item: one mention the contract cannot read never costs the page (tolerant-list.ts). */
export const MentionListSchema = tolerantList(MentionSchema);

export const MENTION_SORTS = ['created', 'published', 'confidence'] as const;
export const MentionsQuerySchema = /* @__PURE__ */ serverSchema(() =>
  withOrderedWindow(
    WindowSchema.extend({
      limit: limitParam(50, 10),
      offset: offsetParam.default(0),
      sort: z.enum(MENTION_SORTS, { error: 'must be created, published or confidence' }).default('published'),
      order: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('desc'),
      randomization_key: z.string().min(1).max(200, { error: 'must be at most 200 characters' }).optional(),
    }).extend(MentionFiltersSchema.shape),
  ),
);
export type MentionsQuery = z.input<typeof MentionsQuerySchema>;
export type MentionsQueryParsed = z.output<typeof MentionsQuerySchema>;
