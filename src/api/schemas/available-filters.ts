import { z } from 'zod';
import { tolerantList } from '../tolerant-list';

export const FilterOptionSchema = z.looseObject({
  name: z.string(),
  value: z.union([z.string(), z.number()]).transform(String),
});
export type FilterOption = z.infer<typeof FilterOptionSchema>;

export const SimpleFilterGroupSchema = z.looseObject({
  name: z.string(),
  key: z.string(),
  options: tolerantList(FilterOptionSchema).catch([]),
});
export type SimpleFilterGroup = z.infer<typeof SimpleFilterGroupSchema>;

export const FilterModelSchema = z.looseObject({
  name: z.string(),
  enrichment_id: z.number().int(),
  options: tolerantList(FilterOptionSchema).catch([]),
});
export const ModelFilterGroupSchema = z.looseObject({
  name: z.string(),
  key: z.string(),
  models: tolerantList(FilterModelSchema).catch([]),
});
export type ModelFilterGroup = z.infer<typeof ModelFilterGroupSchema>;

export const MentionTypeGroupSchema = z.looseObject({
  name: z.string().catch('Mention Type'),
  social_media: SimpleFilterGroupSchema.optional(),
  news: SimpleFilterGroupSchema.optional(),
  podcasts: SimpleFilterGroupSchema.optional(),
});

export const PublisherGeographyGroupSchema = z.looseObject({
  name: z.string().catch('Publisher Geography'),
  source_country: SimpleFilterGroupSchema.optional(),
  source_region: SimpleFilterGroupSchema.optional(),
  source_sub_region: SimpleFilterGroupSchema.optional(),
});

const AvailableFiltersCoreSchema = z.looseObject({
  channels: SimpleFilterGroupSchema.optional(),
  languages: SimpleFilterGroupSchema.optional(),
  bot_ratings: SimpleFilterGroupSchema.optional(),
  domains: SimpleFilterGroupSchema.optional(),
  authors: SimpleFilterGroupSchema.optional(),
  narratives: SimpleFilterGroupSchema.optional(),
  smart_categories: ModelFilterGroupSchema.optional(),
  custom_enrichments: ModelFilterGroupSchema.optional(),
  mention_type: MentionTypeGroupSchema.optional(),
  publisher_geography: PublisherGeographyGroupSchema.optional(),
});

/**
 * The available-filters object (real-api.md §1). The public example nests `mention_type` inside
 * the last model group by mistake (beside its `models`); it is lifted to the top level when found
 * there, or inside one of the models.
 */
export const AvailableFiltersSchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object') return raw;
  const r = { ...(raw as Record<string, unknown>) };
  for (const group of ['custom_enrichments', 'smart_categories']) {
    if (r.mention_type !== undefined) break;
    const g = r[group] as { mention_type?: unknown; models?: Record<string, unknown>[] } | undefined;
    const inModel = g?.models?.find((m) => m && typeof m === 'object' && 'mention_type' in m);
    r.mention_type = g?.mention_type ?? inModel?.mention_type;
  }
  return r;
}, AvailableFiltersCoreSchema);
export type AvailableFilters = z.infer<typeof AvailableFiltersSchema>;
