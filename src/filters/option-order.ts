import type { FilterOptionItem } from './field-options';
import { optionId } from './fields';

/** Fields whose values have an order of their own (least to most bot-like), kept in it. */
const ORDINAL_FIELDS: ReadonlySet<string> = new Set(['bot_ratings']);

/**
 * A field's options busiest first: by their count under the other filters (the drawer's counts),
 * ties and uncounted options in the order the service listed them (a stable sort). Fields with an
 * order of their own (bot ratings) keep it; without counts the order is unchanged.
 */
export function orderByCount(
  fieldId: string,
  options: readonly FilterOptionItem[],
  counts: ReadonlyMap<string, number> | undefined,
): FilterOptionItem[] {
  if (!counts?.size || ORDINAL_FIELDS.has(fieldId)) return [...options];
  const countOf = (o: FilterOptionItem) => counts.get(optionId(o.key, o.value)) ?? -1;
  return [...options].sort((a, b) => countOf(b) - countOf(a));
}
