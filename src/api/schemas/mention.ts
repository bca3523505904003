import { z } from 'zod/mini';
import { DateTimeSchema, limitParam, offsetParam, serverSchema } from './common';
import { MentionFiltersSchema, WindowSchema, withOrderedWindow } from './filters';
import { tolerantList } from '../tolerant-list';

/** `url` may be null (a media item the service could not resolve). */
export const MediaSchema = z.looseObject({ type: z.catch(z.string(), 'link'), url: z.nullable(z.string()) });

export const EngagementSnapshotSchema = z.looseObject({
  measured_at: DateTimeSchema,
  views: z.nullish(z.number()),
  retweets: z.nullish(z.number()),
  quotes: z.nullish(z.number()),
  replies: z.nullish(z.number()),
  favorites: z.nullish(z.number()),
  bookmarks: z.nullish(z.number()),
});
export type EngagementSnapshot = z.infer<typeof EngagementSnapshotSchema>;

/** `classification` may be null (the model has not classified the mention). */
export const SmartCategoryValueSchema = z.looseObject({
  categoryName: z.string(),
  classification: z.nullable(z.string()),
});

/** real-api.md §2: `{ enrichment_id, name, type, value }` (value: string, string[] or integer). */
export const CustomEnrichmentValueSchema = z.looseObject({
  enrichment_id: z.int(),
  name: z.catch(z.string(), ''),
  type: z.catch(z.string(), 'categorical'),
  value: z.union([z.string(), z.number(), z.array(z.string())]),
});

/**
 * `customEnrichments` as an array (real-api.md §2), or as an object keyed by enrichment id whose
 * members are the value or `{ name, type, value }`: the object form becomes the array form.
 */
export const CustomEnrichmentValuesSchema = z.pipe(
  z.transform((raw) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    return Object.entries(raw as Record<string, unknown>).map(([key, member]) => {
      const fields =
        member && typeof member === 'object' && !Array.isArray(member) ? member : { value: member };
      return { enrichment_id: /^\d+$/.test(key) ? Number(key) : key, ...fields };
    });
  }),
  tolerantList(CustomEnrichmentValueSchema),
);

const locationNode = z.looseObject({ id: z.int(), name: z.string() });
export const MentionLocationSchema = z.looseObject({
  region: z.nullish(locationNode),
  subregion: z.nullish(locationNode),
  country: z.nullish(locationNode),
  state: z.nullish(locationNode),
  county: z.nullish(locationNode),
  city: z.nullish(locationNode),
});
export type MentionLocation = z.infer<typeof MentionLocationSchema>;

export const PublisherGeographySchema = z.looseObject({
  sourceCountry: z.nullish(z.string()),
  sourceRegion: z.nullish(z.string()),
  sourceSubRegion: z.nullish(z.string()),
});

export const MentionEnrichmentsSchema = z.looseObject({
  narratives: z._default(
    z.catch(tolerantList(z.looseObject({ id: z.int(), confidence: z.nullable(z.number()) })), []),
    [],
  ),
  /** Deprecated: always 0. Parsed for compatibility, never shown. */
  sentiment: z.nullish(z.looseObject({ polarity: z.nullish(z.number()), version: z.unknown() })),
  engagement: z.nullish(
    z.looseObject({ history: z._default(z.catch(tolerantList(EngagementSnapshotSchema), []), []) }),
  ),
});

/**
 * A mention id as the service sent it, kept exactly: a safe integer stays a number, a larger one
 * (the transport reads integers beyond 2^53 as their digits) stays a string of digits.
 */
export const MentionIdSchema = z.pipe(
  z.union([z.int(), z.string().check(z.regex(/^\d+$/))]),
  z.transform((id): MentionId =>
    typeof id === 'string' && Number.isSafeInteger(Number(id)) ? Number(id) : id,
  ),
);
export type MentionId = number | string;

/** A mention id from a URL (a number, or the digits of a larger one): the exact MentionId. */
export const MentionIdParamSchema = MentionIdSchema;

const MentionCoreSchema = z.looseObject({
  id: MentionIdSchema,
  title: z.nullish(z.string()),
  text: z.nullish(z.string()),
  url: z.nullish(z.string()),
  domain: z.nullish(z.string()),
  author: z.nullish(z.string()),
  channels: z.catch(z.array(z.string()), []),
  media: z._default(z.catch(tolerantList(MediaSchema), []), []),
  language: z.nullish(z.string()),
  enrichments: z._default(z.catch(MentionEnrichmentsSchema, { narratives: [] }), { narratives: [] }),
  reach: z.nullish(z.number()),
  mentionType: z.nullish(z.string()),
  botRating: z.nullish(z.string()),
  smartCategories: z._default(z.catch(tolerantList(SmartCategoryValueSchema), []), []),
  customEnrichments: z._default(z.catch(CustomEnrichmentValuesSchema, []), []),
  publisherGeography: z.nullish(PublisherGeographySchema),
  location: z.nullish(MentionLocationSchema),
  created: DateTimeSchema,
  processed: z.nullish(DateTimeSchema),
  published: DateTimeSchema,
});

const LIFTED = ['reach', 'mentionType', 'botRating', 'smartCategories', 'customEnrichments'] as const;

/**
 * A mention. The reference server puts reach, mention type, bot rating, smart categories and
 * custom enrichment values at the top level (real-api.md); the real service may nest some of them
 * in `enrichments`, so they are lifted from there when absent at the top.
 */
export const MentionSchema = z.pipe(
  z.transform((raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const m = { ...(raw as Record<string, unknown>) };
    const e = m.enrichments as Record<string, unknown> | undefined;
    if (e && typeof e === 'object') {
      for (const k of LIFTED) if (m[k] === undefined && e[k] !== undefined) m[k] = e[k];
    }
    return m;
  }),
  MentionCoreSchema,
);
export type Mention = z.infer<typeof MentionSchema>;
/** Item by item: one mention the contract cannot read never costs the page (tolerant-list.ts). */
export const MentionListSchema = tolerantList(MentionSchema);

export const MENTION_SORTS = ['created', 'published', 'confidence'] as const;
export const MentionsQuerySchema = /* @__PURE__ */ serverSchema(() =>
  withOrderedWindow(
    z.extend(
      z.extend(WindowSchema, {
        limit: limitParam(50, 10),
        offset: z._default(offsetParam, 0),
        sort: z._default(
          z.enum(MENTION_SORTS, { error: 'must be created, published or confidence' }),
          'published',
        ),
        order: z._default(z.enum(['asc', 'desc'], { error: 'must be asc or desc' }), 'desc'),
        randomization_key: z.optional(
          z.string().check(z.minLength(1), z.maxLength(200, { error: 'must be at most 200 characters' })),
        ),
      }),
      MentionFiltersSchema.shape,
    ),
  ),
);
export type MentionsQuery = z.input<typeof MentionsQuerySchema>;
export type MentionsQueryParsed = z.output<typeof MentionsQuerySchema>;
