import type { GroupBy, MentionFilters } from '@/api/schemas';
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

/**
 * The filters a facet counts under: all but its own constraint (disjunctive facets, as in
 * Brandwatch or Meltwater), so a chosen value's siblings stay in view with what choosing them
 * would add. A model's section drops only that model's values (`<model id>:<key>`).
 */
export function facetFilters(filters: MentionFilters, groupBy: GroupBy): MentionFilters {
  const rest: Record<string, unknown> = { ...filters };
  const [model, id] = groupBy.split(':');
  if (model === 'smart_category_enrichment_id' && id) {
    const others = (filters.smart_categories ?? []).filter((v) => !v.startsWith(`${id}:`));
    rest.smart_categories = others.length ? others : undefined;
  } else {
    const own = FILTER_KEYS.find((k) => FILTER_KINDS[k].groupBy === groupBy);
    if (own) delete rest[own];
  }
  if (rest.smart_categories === undefined) delete rest.smart_categories;
  return rest as MentionFilters;
}
