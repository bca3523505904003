import { NO_VALUE_GROUP_KEY } from '@/filters/dimensions';
import type { ShareBase } from './chart-config';
import { OTHER_KEY, percentOfTotal } from './chart-transforms';

/**
 * Honest buckets of a distribution: the shown groups, "Other" (values outside the shown groups)
 * and "No value" (mentions without any value of the dimension), each measured the same way in
 * the current and the previous period.
 */
export const NONE_KEY = NO_VALUE_GROUP_KEY;
export type SpecialBucket = 'other' | 'none';

export type Group = { key: string; name?: string | null; count: number };

/** The API's default group count when `limit` is not honoured (real-api.md §2). */
export const SERVICE_DEFAULT_GROUPS = 100;

/**
 * Whether an answer lists every group. Fewer groups than asked means "all" when `limit` was sent
 * to a service known to honour it, or once it has shown it does (more than its default came
 * back), or when fewer than its default came back.
 */
export function listsAllGroups(returned: number, requested: number, limitHonoured = false): boolean {
  if (limitHonoured || returned > SERVICE_DEFAULT_GROUPS) return returned < requested;
  return returned < Math.min(requested, SERVICE_DEFAULT_GROUPS);
}

/** What the API told about one period. */
export interface PeriodFacts {
  total: number;
  groups: readonly Group[];
  /** `groups` lists every group of the dimension. */
  complete: boolean;
  /** Counts of the shown keys from a query restricted to them (exact even outside the top groups). */
  exact?: { groups: readonly Group[]; complete: boolean; total: number } | null;
  /** Multi-valued: mentions with at least one value (a query restricted to every key). */
  valuedTotal?: number | null;
}

/** One period measured against a fixed list of shown keys; null = not derivable. */
export interface PeriodBuckets {
  total: number;
  counts: Map<string, number | null>;
  other: number | null;
  none: number | null;
  /** Mentions with a value of the dimension (the "valued" share base). */
  valued: number | null;
  otherApproximate: boolean;
}

function countOf(facts: PeriodFacts, key: string): number | null {
  const exact = facts.exact?.groups.find((g) => g.key === key);
  if (exact) return exact.count;
  if (facts.exact?.complete) return 0;
  const listed = facts.groups.find((g) => g.key === key);
  if (listed) return listed.count;
  return facts.complete ? 0 : null;
}

/** Whether a period's answers can split "No value" from "Other" exactly. */
export function canSplit(facts: PeriodFacts, multiValued: boolean): boolean {
  return multiValued ? facts.valuedTotal != null && facts.exact != null : facts.complete;
}

/**
 * Measures a period against `shownKeys`. `split` (use it only when `canSplit` holds for every
 * compared period, so both are measured the same way): single-valued, valued = the sum of all
 * groups, No value = total − valued, Other = valued − shown; multi-valued, valued comes from
 * `valuedTotal` and Other = valued − mentions in a shown group (the restricted query's total).
 * Otherwise "Other" holds the rest, no value included (approximate for multi-valued dimensions).
 */
export function measurePeriod(
  facts: PeriodFacts,
  shownKeys: readonly string[],
  multiValued: boolean,
  split = canSplit(facts, multiValued),
): PeriodBuckets {
  const counts = new Map(shownKeys.map((k) => [k, countOf(facts, k)] as const));
  const known = [...counts.values()].every((c) => c !== null);
  const shownSum = [...counts.values()].reduce<number>((s, c) => s + (c ?? 0), 0);
  const total = facts.total;
  if (split && !multiValued) {
    const valued = facts.groups.reduce((s, g) => s + g.count, 0);
    const other = known ? Math.max(0, valued - shownSum) : null;
    return { total, counts, other, none: Math.max(0, total - valued), valued, otherApproximate: false };
  }
  if (split) {
    const valued = facts.valuedTotal!;
    return {
      total,
      counts,
      other: Math.max(0, valued - facts.exact!.total),
      none: Math.max(0, total - valued),
      valued,
      otherApproximate: false,
    };
  }
  const other = known ? Math.max(0, total - shownSum) : null;
  return { total, counts, other, none: null, valued: null, otherApproximate: multiValued };
}

/** One row of a distribution chart or table ("Other" and "No value" included). */
export interface CategoryRow {
  key: string;
  name: string;
  count: number;
  /** Share of the stated base, 0–100. */
  percent: number;
  /** The same bucket in the previous period (compare mode); null when the API cannot tell. */
  previous?: number | null;
  previousPercent?: number | null;
  special?: SpecialBucket;
}

export interface CategoryRowsInput {
  shown: readonly Group[];
  current: PeriodBuckets;
  previous?: PeriodBuckets | null;
  base: ShareBase;
  hideOther?: boolean;
  hideNone?: boolean;
}

/** The base a share is taken over, per period (falls back to all mentions when unknown). */
export function shareBase(p: PeriodBuckets, base: ShareBase): number {
  return base === 'valued' && p.valued !== null ? p.valued : p.total;
}

/**
 * Rows in draw order: shown groups, Other, No value. With the "valued" base No value lies
 * outside the base, so it is left out; zero-count buckets are left out too.
 */
export function toCategoryRows({
  shown,
  current,
  previous,
  base,
  hideOther,
  hideNone,
}: CategoryRowsInput): CategoryRow[] {
  const curBase = shareBase(current, base);
  const prevBase = previous ? shareBase(previous, base) : 0;
  const valuedBase = base === 'valued' && current.valued !== null;
  const row = (
    key: string,
    name: string,
    count: number,
    prev: number | null | undefined,
    special?: SpecialBucket,
  ) => {
    const r: CategoryRow = { key, name, count, percent: percentOfTotal(count, curBase) };
    if (special) r.special = special;
    if (previous) {
      r.previous = prev ?? null;
      r.previousPercent = prev === null || prev === undefined ? null : percentOfTotal(prev, prevBase);
    }
    return r;
  };
  const rows = shown.map((g) =>
    row(g.key, g.name || g.key, current.counts.get(g.key) ?? g.count, previous?.counts.get(g.key)),
  );
  if (!hideOther && current.other !== null && (current.other > 0 || (previous?.other ?? 0) > 0)) {
    rows.push(row(OTHER_KEY, 'Other', current.other, previous?.other, 'other'));
  }
  if (!hideNone && !valuedBase && current.none !== null && (current.none > 0 || (previous?.none ?? 0) > 0)) {
    rows.push(row(NONE_KEY, 'No value', current.none, previous?.none, 'none'));
  }
  return rows;
}

/**
 * The buckets toCategoryRows would list but the options hide ("Hide Other", "Hide No value"):
 * they still count in the total, so the table and the subtitle say what they hold.
 */
export function hiddenBuckets({
  current,
  previous,
  base,
  hideOther,
  hideNone,
}: Omit<CategoryRowsInput, 'shown'>): {
  key: string;
  name: string;
  count: number;
  previous: number | null;
}[] {
  const out: { key: string; name: string; count: number; previous: number | null }[] = [];
  const listed = (now: number | null, before: number | null | undefined) =>
    now !== null && (now > 0 || (before ?? 0) > 0);
  if (hideOther && listed(current.other, previous?.other))
    out.push({ key: OTHER_KEY, name: 'Other', count: current.other ?? 0, previous: previous?.other ?? null });
  const valuedBase = base === 'valued' && current.valued !== null;
  if (hideNone && !valuedBase && listed(current.none, previous?.none))
    out.push({ key: NONE_KEY, name: 'No value', count: current.none ?? 0, previous: previous?.none ?? null });
  return out;
}

/** The top `n` groups by count (ties by key), as the chart shows them. */
export function topGroups(groups: readonly Group[], n: number): Group[] {
  return [...groups].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)).slice(0, Math.max(0, n));
}
