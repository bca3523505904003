/**
 * Mention selection as a pure model: single toggles, shift-click ranges over the list order, and
 * "all N matching" (which actions resolve by paging the API with the same filters).
 */
/** Mention ids are kept exactly: numbers, or digit strings beyond 2^53 (the API contract). */
type Id = number | string;

export interface MentionSelection<T extends { id: Id }> {
  /** Explicitly selected mentions, in selection order. */
  items: ReadonlyMap<Id, T>;
  /** Index (in the list) of the last plain click, the anchor of a shift-click range. */
  anchor: number | null;
  /** True when the analyst chose every mention matching the filters. */
  allMatching: boolean;
}

export const emptySelection = <T extends { id: Id }>(): MentionSelection<T> => ({
  items: new Map(),
  anchor: null,
  allMatching: false,
});

/** Click on row `index` of `list`; with shift, selects the range from the anchor. */
export function toggleAt<T extends { id: Id }>(
  sel: MentionSelection<T>,
  list: readonly T[],
  index: number,
  shift: boolean,
): MentionSelection<T> {
  const target = list[index];
  if (!target) return sel;
  const items = new Map(sel.items);
  if (shift && sel.anchor !== null) {
    const [from, to] = sel.anchor <= index ? [sel.anchor, index] : [index, sel.anchor];
    for (const m of list.slice(from, to + 1)) items.set(m.id, m);
    return { items, anchor: sel.anchor, allMatching: false };
  }
  if (items.has(target.id)) items.delete(target.id);
  else items.set(target.id, target);
  return { items, anchor: index, allMatching: false };
}

export function selectAllMatching<T extends { id: Id }>(sel: MentionSelection<T>): MentionSelection<T> {
  return { ...sel, allMatching: true };
}

/** How many mentions an action would touch. */
export function selectionCount(sel: MentionSelection<{ id: Id }>, totalMatching: number | undefined): number {
  return sel.allMatching ? (totalMatching ?? 0) : sel.items.size;
}
