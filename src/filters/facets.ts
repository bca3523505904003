import type { GroupBy } from '@/api/schemas';
import { filterFields } from './field-options';
import { FILTER_KEYS, FILTER_KINDS, type FilterContext } from './registry';

/** One section of the mention browser's panel of top values. */
export interface FacetDimension {
  /** The distribution that lists the values. */
  groupBy: GroupBy;
  title: string;
}

/**
 * The main dimensions as facets, from the registry's `facet` kinds in registry order: fixed
 * dimensions by their label, model kinds (smart categories) one section per model, named by it.
 */
export function facetDimensions(ctx: Pick<FilterContext, 'available'>): FacetDimension[] {
  // Sections are named like the filter bar's fields ("Channels", "Bot Detection").
  const fieldLabel = new Map(filterFields(ctx).map((f) => [f.id, f.label]));
  return FILTER_KEYS.flatMap((key): FacetDimension[] => {
    const kind = FILTER_KINDS[key];
    if (!('facet' in kind) || !kind.facet) return [];
    if (key === 'smart_categories') {
      return (ctx.available?.smart_categories?.models ?? []).map((m) => ({
        groupBy: `smart_category_enrichment_id:${m.enrichment_id}`,
        title: m.name,
      }));
    }
    return kind.groupBy
      ? [{ groupBy: kind.groupBy as GroupBy, title: fieldLabel.get(kind.field) ?? kind.label }]
      : [];
  });
}
