import { canNegate } from './negation-offer';
import {
  activeFilters,
  addFilterValue,
  removeFilterValue,
  type ArrayFilterKey,
  type MentionFilterSearch,
} from './mention-filters-url';
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
 * "Filter for" / "filter out" one value, as Discover does on a document's field:
 * - for: kept values gain it ("is one of"); a negated kind becomes "is <value>".
 * - out: a negated kind leaves it out as well; kept values lose it (the others stay kept); when it
 *   was the only kept value, or the kind had none, the kind becomes "is not <value>".
 * The kind is switched on again either way. "Out" is only offered where `canNegate` says the
 * service can express it.
 */
export function filterValue<S extends Partial<MentionFilterSearch>>(
  s: S,
  key: ArrayFilterKey,
  value: string | number,
  mode: 'for' | 'out',
): S {
  // A kind switched off holds values the question does not use: a new choice replaces them.
  const off = (s.off ?? []).includes(key);
  const held = ((s as Record<string, unknown>)[key] as (string | number)[] | undefined) ?? [];
  const current = off ? [] : held;
  const negated = (s.not ?? []).includes(key) && canNegate(key, current);
  const same = (v: string | number) => String(v) === String(value);
  const has = current.some(same);
  const set = (values: (string | number)[], negate: boolean) =>
    setNegated({ ...s, [key]: values, off: toggled(s.off, key, false) }, key, negate);
  if (mode === 'for') {
    if (negated || !current.length) return set([value], false);
    return has ? s : set([...current, value], false);
  }
  if (!canNegate(key, [value])) return s;
  if (negated) return has ? s : set([...current, value], true);
  if (!has && current.length) return s; // not kept: already left out
  const rest = current.filter((v) => !same(v));
  return rest.length ? set(rest, false) : set([value], true);
}

/**
 * A click on a value of the panel of top values, where `kept` says whether the question keeps it
 * now (the API query holds it). A kept value is left out, another one taken in: on a negated kind
 * that means adding to, or taking from, the values left out; a switched-off kind starts again.
 */
export function toggleValue<S extends Partial<MentionFilterSearch>>(
  s: S,
  key: ArrayFilterKey,
  value: string | number,
  kept: boolean,
): S {
  if ((s.off ?? []).includes(key)) return filterValue(s, key, value, 'for');
  const current = ((s as Record<string, unknown>)[key] as (string | number)[] | undefined) ?? [];
  if ((s.not ?? []).includes(key) && canNegate(key, current)) {
    if (kept) return filterValue(s, key, value, 'out');
    const rest = removeFilterValue(s, key, value);
    return (rest as Record<string, unknown>)[key] === undefined ? removeKind(s, key) : rest;
  }
  return kept ? removeFilterValue(s, key, value) : addFilterValue(s, key, value);
}

/** The pills shown (places aside: they have their own): what the Filters button counts. */
export const pillKinds = (search: Partial<MentionFilterSearch>) =>
  activeKinds(search).filter((k) => !k.key.startsWith('locations.'));
