import { canNegate } from './negation-offer';
import { activeFilters, type ArrayFilterKey, type MentionFilterSearch } from './mention-filters-url';
import type { FilterKey } from './registry';

/** One active filter kind as a pill shows it: its values, negated or not, switched off or not. */
export interface ActiveKind {
  key: FilterKey;
  values: string[];
  negated: boolean;
  disabled: boolean;
}

/** The active kinds in pill order (places aside: they have their own pills). */
export function activeKinds(search: Partial<MentionFilterSearch>): ActiveKind[] {
  const byKey = new Map<FilterKey, string[]>();
  for (const f of activeFilters(search)) byKey.set(f.key, [...(byKey.get(f.key) ?? []), f.value]);
  return [...byKey].map(([key, values]) => ({
    key,
    values,
    negated: (search.not ?? []).includes(key) && canNegate(key, values),
    disabled: (search.off ?? []).includes(key),
  }));
}

const toggled = (list: readonly FilterKey[] | undefined, key: FilterKey, on: boolean) => {
  const rest = (list ?? []).filter((k) => k !== key);
  const next = on ? [...rest, key] : rest;
  return next.length ? next : undefined;
};

/** Sets a kind's negation (`not` in the URL). */
export const setNegated = <S extends Partial<MentionFilterSearch>>(s: S, key: FilterKey, on: boolean): S => ({
  ...s,
  not: toggled(s.not, key, on),
});

/** Switches a kind off for now, or on again (`off` in the URL). */
export const setDisabled = <S extends Partial<MentionFilterSearch>>(
  s: S,
  key: FilterKey,
  on: boolean,
): S => ({
  ...s,
  off: toggled(s.off, key, on),
});

/** Removes a kind with its values and state. */
export function removeKind<S extends Partial<MentionFilterSearch>>(s: S, key: FilterKey): S {
  return { ...s, [key]: undefined, not: toggled(s.not, key, false), off: toggled(s.off, key, false) };
}

/**
 * "Filter for" / "filter out" one value: for keeps the value (and clears a negation of a kind
 * that held other values); out leaves it out, by negation where the kind allows it.
 */
export function filterValue<S extends Partial<MentionFilterSearch>>(
  s: S,
  key: ArrayFilterKey,
  value: string | number,
  mode: 'for' | 'out',
): S {
  const current = ((s as Record<string, unknown>)[key] as (string | number)[] | undefined) ?? [];
  const negated = (s.not ?? []).includes(key);
  const has = current.some((v) => String(v) === String(value));
  const fresh = !current.length || negated !== (mode === 'out');
  // A new direction replaces the kind's values; the same direction adds to them.
  const values = fresh ? [value] : has ? current : [...current, value];
  const next = { ...s, [key]: values, off: toggled(s.off, key, false) };
  return setNegated(next, key, mode === 'out');
}

/** The pills shown (places aside: they have their own): what the Filters button counts. */
export const pillKinds = (search: Partial<MentionFilterSearch>) =>
  activeKinds(search).filter((k) => !k.key.startsWith('locations.'));
