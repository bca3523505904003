import { z } from 'zod/mini';
import { tolerantList } from '../tolerant-list';

export const FilterOptionSchema = z.looseObject({
  name: z.string(),
  value: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
});
export type FilterOption = z.infer<typeof FilterOptionSchema>;

export const SimpleFilterGroupSchema = z.looseObject({
  name: z.string(),
  key: z.string(),
  options: z.catch(tolerantList(FilterOptionSchema), []),
});
export type SimpleFilterGroup = z.infer<typeof SimpleFilterGroupSchema>;

export const FilterModelSchema = z.looseObject({
  name: z.string(),
  enrichment_id: z.int(),
  options: z.catch(tolerantList(FilterOptionSchema), []),
});
export const ModelFilterGroupSchema = z.looseObject({
  name: z.string(),
  key: z.string(),
  models: z.catch(tolerantList(FilterModelSchema), []),
});
export type ModelFilterGroup = z.infer<typeof ModelFilterGroupSchema>;

export const MentionTypeGroupSchema = z.looseObject({
  name: z.catch(z.string(), 'Mention Type'),
  social_media: z.optional(SimpleFilterGroupSchema),
  news: z.optional(SimpleFilterGroupSchema),
  podcasts: z.optional(SimpleFilterGroupSchema),
});

export const PublisherGeographyGroupSchema = z.looseObject({
  name: z.catch(z.string(), 'Publisher Geography'),
  source_country: z.optional(SimpleFilterGroupSchema),
  source_region: z.optional(SimpleFilterGroupSchema),
  source_sub_region: z.optional(SimpleFilterGroupSchema),
});

const AvailableFiltersCoreSchema = z.looseObject({
  channels: z.optional(SimpleFilterGroupSchema),
  languages: z.optional(SimpleFilterGroupSchema),
  bot_ratings: z.optional(SimpleFilterGroupSchema),
  domains: z.optional(SimpleFilterGroupSchema),
  authors: z.optional(SimpleFilterGroupSchema),
  narratives: z.optional(SimpleFilterGroupSchema),
  smart_categories: z.optional(ModelFilterGroupSchema),
  custom_enrichments: z.optional(ModelFilterGroupSchema),
  mention_type: z.optional(MentionTypeGroupSchema),
  publisher_geography: z.optional(PublisherGeographyGroupSchema),
});

/**
 * The available-filters object (real-api.md §1). The public example nests `mention_type` inside
 * the last model group by mistake (beside its `models`); it is lifted to the top level when found
 * there, or inside one of the models.
 */
export const AvailableFiltersSchema = z.pipe(
  z.transform((raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const r = { ...(raw as Record<string, unknown>) };
    for (const group of ['custom_enrichments', 'smart_categories']) {
      if (r.mention_type !== undefined) break;
      const g = r[group] as { mention_type?: unknown; models?: Record<string, unknown>[] } | undefined;
      const inModel = g?.models?.find((m) => m && typeof m === 'object' && 'mention_type' in m);
      r.mention_type = g?.mention_type ?? inModel?.mention_type;
    }
    return r;
  }),
  AvailableFiltersCoreSchema,
);
export type AvailableFilters = z.infer<typeof AvailableFiltersSchema>;
