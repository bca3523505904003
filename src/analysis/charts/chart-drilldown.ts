import { isMultiValued, type ChartSpec } from './chart-config';
import type { ArrayFilterKey, MentionFilterSearch } from '@/filters/mention-filters-url';
// The derived groups' keys from their home, not through chart-buckets or chart-transforms (which
// a chart's first load leaves to the models' chunk).
import {
  filterForGroup,
  NO_VALUE_GROUP_KEY as NONE_KEY,
  OTHER_GROUP_KEY as OTHER_KEY,
} from '@/filters/dimensions';

/**
 * From a chart group to the filters that select exactly its mentions: for the previous period's
 * counts of the shown groups and for click-through to the mention browser.
 */
type Filters = Partial<MentionFilterSearch>;

/** Keys in one restricted query: beyond this the URL grows past what servers accept. */
export const MAX_RESTRICT_KEYS = 200;

export type Restriction = { ok: true; filters: Filters } | { ok: false; reason: string };

const valuesOf = (filters: Filters, key: ArrayFilterKey) =>
  ((filters as Record<string, unknown>)[key] as (string | number)[] | undefined) ?? [];

/**
 * `filters` narrowed to mentions holding one of `keys`. Values of one parameter combine with OR,
 * so narrowing a parameter the chart already filters is exact only for a single-valued dimension
 * whose keys are all among the filter's values (the intersection is then the keys themselves).
 */
export function restrictToKeys(filters: Filters, groupBy: string, keys: readonly string[]): Restriction {
  if (keys.includes(OTHER_KEY))
    return {
      ok: false,
      reason: '“Other” gathers the values outside the shown groups; no single filter selects it.',
    };
  if (keys.includes(NONE_KEY))
    return { ok: false, reason: 'No filter selects mentions without a value of this dimension.' };
  if (keys.length === 0 || keys.length > MAX_RESTRICT_KEYS)
    return { ok: false, reason: `Only up to ${MAX_RESTRICT_KEYS} groups can be asked for at once.` };
  const mapped = keys.map((k) => filterForGroup(groupBy, k));
  const bad = mapped.find((f) => !f.ok);
  if (bad && !bad.ok) return { ok: false, reason: bad.reason };
  const found = mapped.flatMap((f) => (f.ok ? [f] : []));
  const filterKey = found[0]!.key;
  if (found.some((f) => f.key !== filterKey)) {
    return {
      ok: false,
      reason: 'These groups belong to different filters, which the API combines with AND.',
    };
  }
  const values = found.map((f) => f.value);
  const state = kindState(filters, filterKey, values);
  if (state !== 'kept') return state;
  const existing = valuesOf(filters, filterKey);
  const within = values.every((v) => existing.some((e) => String(e) === String(v)));
  if (existing.length === 0 || (!isMultiValued(groupBy) && within))
    return { ok: true, filters: { ...filters, [filterKey]: values } };
  if (existing.length === 1 && values.length === 1 && within) return { ok: true, filters };
  return {
    ok: false,
    reason:
      'The chart already filters on this dimension and a mention can carry several of its values: the API cannot narrow that filter to this group exactly.',
  };
}

const without = (list: readonly string[] | undefined, key: string) => {
  const rest = (list ?? []).filter((k) => k !== key);
  return rest.length ? (rest as Filters['not']) : undefined;
};

/**
 * A kind switched off asks nothing, and a negated kind ("Channel is not News", sent as every other
 * channel) leaves out values a single-valued dimension then never draws: either way the groups'
 * own values are the filter, exactly. `kept` where the kind's values are kept as they are.
 */
function kindState(filters: Filters, key: ArrayFilterKey, values: (string | number)[]): Restriction | 'kept' {
  const off = (filters.off ?? []).includes(key);
  const negated = !off && (filters.not ?? []).includes(key);
  if (!off && !negated) return 'kept';
  const leftOut = negated ? valuesOf(filters, key).map(String) : [];
  if (values.some((v) => leftOut.includes(String(v))))
    return {
      ok: false,
      reason:
        'The chart leaves this value out, yet a mention can carry it beside values it keeps: the API cannot select those mentions exactly.',
    };
  return {
    ok: true,
    filters: { ...filters, [key]: values, not: without(filters.not, key), off: without(filters.off, key) },
  };
}

export type DrillTarget = { ok: true; search: Record<string, unknown> } | { ok: false; reason: string };

/** The mention browser's search for one distribution group: its filter plus the chart's filters and window. */
export function groupTarget(spec: ChartSpec, key: string): DrillTarget {
  const r = restrictToKeys(spec.filters, spec.options.dim, [key]);
  return r.ok ? { ok: true, search: { ...r.filters, ...spec.range } } : r;
}

/**
 * One time bucket (and, for a series segment, that series' own key) in the chart's filters; the
 * window is the bucket's, as given by the row.
 */
export function bucketTarget(
  spec: ChartSpec,
  window: { since: string; to: string },
  seriesKey?: string | null,
): DrillTarget {
  let filters: Filters = spec.filters;
  if (seriesKey && spec.options.breakdown) {
    const r = restrictToKeys(spec.filters, spec.options.breakdown, [seriesKey]);
    if (!r.ok) return r;
    filters = r.filters;
  }
  return {
    ok: true,
    search: { ...filters, range: 'custom', since: window.since, to: window.to, tz: spec.range.tz },
  };
}
