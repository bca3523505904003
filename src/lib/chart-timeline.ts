import type { ChartInterval } from './chart-config';
import { OTHER_KEY, bucketEnd, bucketLabel, bucketStartInZone, percentOfTotal } from './chart-transforms';
import type { Group } from './chart-buckets';

/**
 * Timelines: every bucket of the window (the service may send sparse buckets), series from the
 * keys of all buckets, and the previous period laid onto the same buckets shifted back by the
 * window's length on the zone's wall clock (period-change.ts), so bucket i of both periods covers
 * the same days. Slots are cut in the zone the answers were counted in (zoned-buckets.ts).
 */
export type DayBucket = { date: string; count: number; groups?: readonly Group[] | null };
type Window = { since: string; to: string };

/** One bucket of the chart, clipped to the window; `partial` when the window cuts it. */
export interface TimeSlot {
  start: number;
  from: number;
  until: number;
  partial: boolean;
}

const MAX_SLOTS = 5000;

/** Every bucket from `since` to `to`: hours, or days, weeks (from Monday) and months of `zone`. */
export function timeSlots(window: Window, interval: ChartInterval, zone: string): TimeSlot[] {
  const since = Date.parse(window.since);
  const end = Date.parse(window.to) + 1;
  const slots: TimeSlot[] = [];
  for (let b = bucketStartInZone(since, interval, zone); b < end && slots.length < MAX_SLOTS;) {
    const next = bucketEnd(b, interval, zone);
    slots.push({
      start: b,
      from: Math.max(b, since),
      until: Math.min(next, end),
      partial: b < since || next > end,
    });
    b = next;
  }
  return slots;
}

/** The slot holding `ms` (clamped to the first and last slot). */
export function slotIndex(slots: readonly TimeSlot[], ms: number): number {
  let lo = 0;
  let hi = slots.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (slots[mid]!.from <= ms) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export interface SlotCounts {
  count: number;
  groups: Map<string, number>;
  /** Sum of the groups listed for the bucket (all of them = every mention accounted for). */
  groupSum: number;
}

/**
 * Sums the API's buckets (days, or hours summed into the zone's days) into the slots; `shift`
 * moves a previous period onto the current slots: a length in ms, or periodShift's mapping.
 */
export function fillSlots(
  days: readonly DayBucket[],
  slots: readonly TimeSlot[],
  shift: number | ((ms: number) => number) = 0,
): SlotCounts[] {
  const out = slots.map(() => ({ count: 0, groups: new Map<string, number>(), groupSum: 0 }));
  if (slots.length === 0) return out;
  const move = typeof shift === 'number' ? (ms: number) => ms + shift : shift;
  for (const day of days) {
    const at = Date.parse(day.date);
    if (Number.isNaN(at)) continue;
    const slot = out[slotIndex(slots, move(at))]!;
    slot.count += day.count;
    for (const g of day.groups ?? []) {
      slot.groups.set(g.key, (slot.groups.get(g.key) ?? 0) + g.count);
      slot.groupSum += g.count;
    }
  }
  return out;
}

export interface SeriesDef {
  /** recharts reads dotted dataKeys as paths, so series live under s0, s1, …, never their raw key. */
  dataKey: string;
  /** The previous period's value of this series (compare mode). */
  prevKey: string;
  key: string;
  name: string;
  special?: 'other';
}

/**
 * The breakdown series: the union of the keys of ALL buckets (a key absent on the first day still
 * counts), largest first, named by `nameOf` (labels the API did not send), then "Other" when some
 * bucket holds mentions outside the listed keys.
 */
export function timelineSeries(
  days: readonly DayBucket[],
  nameOf: (key: string) => string | undefined = () => undefined,
): SeriesDef[] {
  const totals = new Map<string, { count: number; name?: string | null }>();
  let uncovered = false;
  for (const day of days) {
    let sum = 0;
    for (const g of day.groups ?? []) {
      const t = totals.get(g.key) ?? { count: 0, name: g.name };
      t.count += g.count;
      t.name ||= g.name;
      totals.set(g.key, t);
      sum += g.count;
    }
    if (day.groups && day.count > sum) uncovered = true;
  }
  const keys = [...totals.entries()].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]));
  const defs: SeriesDef[] = keys.map(([key, t], i) => ({
    dataKey: `s${i}`,
    prevKey: `p${i}`,
    key,
    name: t.name || nameOf(key) || key,
  }));
  if (defs.length > 0 && uncovered) {
    const i = defs.length;
    defs.push({ dataKey: `s${i}`, prevKey: `p${i}`, key: OTHER_KEY, name: 'Other', special: 'other' });
  }
  return defs;
}

export interface TimeRow {
  start: string;
  label: string;
  /** The mentions behind this row, for click-through (see slotWindow). */
  since: string;
  to: string;
  partial?: true;
  total: number;
  /** Previous period's total in the same slot (compare mode). */
  prevTotal?: number | null;
  [series: string]: string | number | boolean | null | undefined;
}

/** The previous period on the current slots: its totals and, with a breakdown, its series. */
export interface PreviousSlots {
  totals: SlotCounts[];
  windowTotal: number;
  series?: SlotCounts[] | null;
  /** The series counts come from a query restricted to the series keys: absent = 0. */
  seriesExact?: boolean;
}

export interface TimeRowsInput {
  slots: readonly TimeSlot[];
  current: readonly SlotCounts[];
  series: readonly SeriesDef[];
  interval: ChartInterval;
  zone: string;
  unit: 'count' | 'percent';
  windowTotal: number;
  previous?: PreviousSlots | null;
}

function seriesValues(
  slot: SlotCounts,
  count: number,
  series: readonly SeriesDef[],
  exact: boolean,
): (number | null)[] {
  const listed = series
    .filter((s) => !s.special)
    .map((s) => slot.groups.get(s.key) ?? (exact || slot.groupSum >= count ? 0 : null));
  const known = listed.every((v) => v !== null);
  const other = known ? Math.max(0, count - listed.reduce<number>((a, v) => a + (v ?? 0), 0)) : null;
  return series.map((s, i) => (s.special ? other : listed[i]!));
}

/**
 * Chart rows. With `percent`, series are shares of their bucket's mentions and the total is the
 * bucket's share of the window's mentions, in both periods.
 */
export function toTimeRows({
  slots,
  current,
  series,
  interval,
  zone,
  unit,
  windowTotal,
  previous,
}: TimeRowsInput): TimeRow[] {
  const value = (v: number | null, whole: number) =>
    v === null ? null : unit === 'percent' ? percentOfTotal(v, whole) : v;
  return slots.map((slot, i) => {
    const cur = current[i]!;
    const row: TimeRow = {
      start: new Date(slot.start).toISOString(),
      // A cut bucket says so on the axis; the notes explain the asterisk.
      label: `${bucketLabel(new Date(slot.start).toISOString(), interval, zone)}${slot.partial ? ' *' : ''}`,
      ...slotWindow(slots, i),
      total: value(cur.count, windowTotal)!,
    };
    if (slot.partial) row.partial = true;
    seriesValues(cur, cur.count, series, true).forEach(
      (v, j) => (row[series[j]!.dataKey] = value(v, cur.count) ?? 0),
    );
    if (previous) {
      const prevTotal = previous.totals[i]?.count ?? 0;
      row.prevTotal = value(prevTotal, previous.windowTotal);
      const prevSeries = previous.series?.[i];
      if (prevSeries) {
        seriesValues(prevSeries, prevTotal, series, previous.seriesExact ?? false).forEach(
          (v, j) => (row[series[j]!.prevKey] = value(v, prevTotal)),
        );
      }
    }
    return row;
  });
}

const DAY = 86_400_000;

/**
 * The window whose mentions a slot counts: the slot itself, clipped to the chart's window. The
 * slots are cut in the zone the counts were (the zone's own days, or UTC days said so), so the
 * mentions it opens are exactly the slot's count.
 */
export function slotWindow(slots: readonly TimeSlot[], i: number): { since: string; to: string } {
  const slot = slots[i]!;
  return { since: new Date(slot.from).toISOString(), to: new Date(slot.until - 1).toISOString() };
}

/** Days the slot covers of the days its bucket has (e.g. 3 of 7 for a cut week). */
export function slotCoverage(
  slot: TimeSlot,
  interval: ChartInterval,
  zone: string,
): { days: number; of: number } {
  const full = bucketEnd(slot.start, interval, zone) - slot.start;
  return { days: Math.round(((slot.until - slot.from) / DAY) * 10) / 10, of: Math.round(full / DAY) };
}
