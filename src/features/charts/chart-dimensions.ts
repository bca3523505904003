import { supportsGroupBy } from '@/api/capabilities';
import { FIXED_GROUP_BYS, type AvailableFilters } from '@/api/schemas';

export interface DimensionOption {
  value: string;
  label: string;
  group: string;
}

/** The fixed dimensions the builder offers (the model groups are offered per model below). */
const FIXED_LABELS: Partial<Record<(typeof FIXED_GROUP_BYS)[number], [string, string]>> = {
  channels: ['Channel', 'Mentions'],
  domains: ['Domain', 'Mentions'],
  authors: ['Author', 'Mentions'],
  languages: ['Language', 'Mentions'],
  bot_ratings: ['Bot rating', 'Mentions'],
  'narratives.id': ['Narrative', 'Mentions'],
  'mention_type.social_media': ['Mention type: social media', 'Mentions'],
  'mention_type.news': ['Mention type: news', 'Mentions'],
  'mention_type.podcasts': ['Mention type: podcasts', 'Mentions'],
  'publisher_geography.source_country': ['Publisher country', 'Publisher geography (news only)'],
  'publisher_geography.source_region': ['Publisher region', 'Publisher geography (news only)'],
  'publisher_geography.source_sub_region': ['Publisher subregion', 'Publisher geography (news only)'],
  'locations.region': ['Location: region', 'Locations'],
  'locations.subregion': ['Location: subregion', 'Locations'],
  'locations.country': ['Location: country', 'Locations'],
  'locations.state': ['Location: state', 'Locations'],
  'locations.county': ['Location: county', 'Locations'],
  'locations.city': ['Location: city', 'Locations'],
};

/**
 * Every `group_by` a chart can use, with names: the fixed ones, then each smart-category model
 * and custom enrichment that available-filters lists (the server already leaves out integer
 * enrichments, which cannot be grouped).
 */
export function buildDimensionOptions(available: AvailableFilters | undefined): DimensionOption[] {
  const fixed = FIXED_GROUP_BYS.flatMap((value) => {
    const labels = FIXED_LABELS[value];
    return labels && supportsGroupBy(value) ? [{ value, label: labels[0], group: labels[1] }] : [];
  });
  const smart = (available?.smart_categories?.models ?? []).map((m) => ({
    value: `smart_category_enrichment_id:${m.enrichment_id}`,
    label: m.name,
    group: 'Smart categories',
  }));
  const custom = (available?.custom_enrichments?.models ?? []).map((m) => ({
    value: `custom_enrichment_id:${m.enrichment_id}`,
    label: m.name,
    group: 'Custom enrichments',
  }));
  return [...fixed, ...smart, ...custom];
}

/** Name of a dimension for titles; an unknown model id still reads sensibly. */
export function dimensionLabel(options: readonly DimensionOption[], value: string): string {
  const found = options.find((o) => o.value === value);
  if (found) return found.label;
  const [kind, id] = value.split(':');
  if (kind === 'smart_category_enrichment_id') return `Smart category ${id}`;
  if (kind === 'custom_enrichment_id') return `Enrichment ${id}`;
  return value;
}

/** Mantine Select data, grouped. */
export function toSelectData(options: readonly DimensionOption[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const o of options) groups.set(o.group, [...(groups.get(o.group) ?? []), { value: o.value, label: o.label }]);
  return [...groups.entries()].map(([group, items]) => ({ group, items }));
}
