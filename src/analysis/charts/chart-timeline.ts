import type { ChartInterval } from './chart-config';
import { bucketEnd } from './bucket-bounds';
import { OTHER_KEY, bucketLabel, percentOfTotal } from './chart-transforms';
import type { SlotCounts, TimeSlot } from './time-slots';
import type { Group } from './chart-buckets';
import { DAY } from '@/lib/time-units';

/**
 * Timelines: every bucket of the window (the service may send sparse buckets), series from the
 * keys of all buckets, and the previous period laid onto the same buckets shifted back by the
 * window's length on the zone's wall clock (period-change.ts), so bucket i of both periods covers
 * the same days. Slots are cut in the zone the answers were counted in (zoned-buckets.ts).
 */
export type DayBucket = { date: string; count: number; groups?: readonly Group[] | null };

export { fillSlots, slotIndex, timeSlots } from './time-slots';
export type { SlotCounts, TimeSlot } from './time-slots';

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
