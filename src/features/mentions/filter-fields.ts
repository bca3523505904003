import type { AvailableFilters } from '@/api/schemas';
import {
  describeFilter,
  filterFields,
  type ArrayFilterKey,
  type FilterContext,
  type FilterField as RegistryField,
  type FilterKey,
} from '@/filters/registry';
import { activeFilters, setFilterValues, type MentionFilterSearch } from '@/lib/mention-filters-url';

/**
 * The mention browser's builder controls: the registry's option fields (not the expression or the
 * location picker, which have their own controls). Select values are `key::value`, since a field
 * may span several API keys (mention types, publisher geography).
 */
export type FilterField = RegistryField & { kind: 'multi' | 'tags'; keys: ArrayFilterKey[] };
export type { FilterOptionItem } from '@/filters/registry';

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
