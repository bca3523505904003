import type { DistributionResult } from '@/api/analytics';
import type { AvailableFilters, GroupBy } from '@/api/schemas';
import { activeFilters, setFilterValues, type MentionFilterSearch } from './mention-filters-url';
import { filterForGroup } from './dimensions';
import { filterFields, type FilterField as RegistryField } from './field-options';
import {
  describeFilter,
  FILTER_KINDS,
  type ArrayFilterKey,
  type FilterContext,
  type FilterKey,
} from './registry';

/**
 * The filter bar's option controls: the registry's option fields (not the expression or the
 * location picker, which have their own controls). Select values are `key::value`, since a field
 * may span several API keys (mention types, publisher geography).
 */
export type FilterField = RegistryField & { kind: 'multi' | 'tags'; keys: ArrayFilterKey[] };
export type { FilterOptionItem } from './field-options';

const SEP = '::';
export const optionId = (key: string, value: string) => `${key}${SEP}${value}`;
export function splitOptionId(id: string): { key: ArrayFilterKey; value: string } {
  const at = id.indexOf(SEP);
  return { key: id.slice(0, at) as ArrayFilterKey, value: id.slice(at + SEP.length) };
}

export function buildFilterFields(
  available: AvailableFilters | undefined,
  narratives: readonly { id: number; title: string }[] = [],
): FilterField[] {
  return filterFields({ available, narratives })
    .filter((f) => f.entry === 'multi' || f.entry === 'tags')
    .map((f) => ({ ...f, kind: f.entry as 'multi' | 'tags', keys: f.keys as ArrayFilterKey[] }));
}

/** The option ids of one field that are active in the search. */
export function selectedIds(field: FilterField, search: Partial<MentionFilterSearch>): string[] {
  return activeFilters(search)
    .filter((f) => f.key !== 'filter_expression' && field.keys.includes(f.key))
    .map((f) => optionId(f.key, f.value));
}

/** Writes a field's new selection back into the search (each of its keys replaced). */
export function applySelection<S extends Partial<MentionFilterSearch>>(
  field: FilterField,
  search: S,
  ids: string[],
): S {
  let next = search;
  for (const key of field.keys) {
    const values = ids
      .map(splitOptionId)
      .filter((o) => o.key === key)
      .map((o) => o.value);
    next = setFilterValues(next, key, values);
  }
  return next;
}

/** A readable pill label for any active filter ("Channel: X (Twitter)"). */
export function pillLabel(ctx: FilterContext, key: string, value: string): string {
  const d = describeFilter(key as FilterKey, value, ctx);
  return `${d.label}: ${d.value}`;
}

const modelGroupBys = (ctx: FilterContext, group: 'smart_categories' | 'custom_enrichments'): GroupBy[] =>
  (ctx.available?.[group]?.models ?? []).map(
    (m) =>
      `${group === 'smart_categories' ? 'smart_category_enrichment_id' : 'custom_enrichment_id'}:${m.enrichment_id}` as GroupBy,
  );

/**
 * The distributions (`group_by` values) that count a field's options: its kinds' own dimension,
 * `mention_type` for the three mention-type kinds, one per model for smart categories and custom
 * enrichments. Every group maps back to an option through `filterForGroup`.
 */
export function countGroupBys(field: Pick<RegistryField, 'id' | 'keys'>, ctx: FilterContext): GroupBy[] {
  if (field.id === 'smart_categories' || field.id === 'custom_enrichments')
    return modelGroupBys(ctx, field.id);
  if (field.id === 'mention_type') return ['mention_type'];
  const own = field.keys
    .map((k): string | null => FILTER_KINDS[k].groupBy)
    .filter((g): g is string => g !== null);
  return [...new Set(own)] as GroupBy[];
}

/** Option counts (option id → mentions) from distributions, through the registry's group → filter mapping. */
export function optionCounts(
  results: readonly { groupBy: string; data: DistributionResult | undefined }[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { groupBy, data } of results) {
    for (const g of data?.groups ?? []) {
      const filter = filterForGroup(groupBy, g.key);
      if (filter.ok) counts.set(optionId(filter.key, String(filter.value)), g.count);
    }
  }
  return counts;
}
