import { isFilterValue, type ArrayFilterKey } from './mention-filters-url';
import type { ChartInterval } from './chart-config';
import { formatZoned, wallTime, zonedInstant } from './zoned-time';

/** One category of a distribution chart (the "Other" bucket included). */
export interface CategoryRow {
  key: string;
  name: string;
  count: number;
  /** Share of the window's mentions, 0–100. */
  percent: number;
  /** Same group's count in the previous period (compare mode). */
  previous?: number;
  other?: true;
}

export const OTHER_KEY = '__other__';
const DAY = 86_400_000;

export function percentOfTotal(count: number, total: number): number {
  return total > 0 ? (count / total) * 100 : 0;
}

type Group = { key: string; name?: string | null; count: number };

/**
 * The top `n` groups plus "Other" = totalCount − sum(top n). For multi-valued dimensions a mention
 * can sit in several groups (or none), so that difference is only an estimate: `otherApproximate`.
 */
export function topNWithOther(
  groups: readonly Group[],
  totalCount: number,
  n: number,
  multiValued: boolean,
): { rows: CategoryRow[]; otherApproximate: boolean } {
  const sorted = [...groups].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const top = sorted.slice(0, Math.max(0, n));
  const rows: CategoryRow[] = top.map((g) => ({
    key: g.key,
    name: g.name || g.key,
    count: g.count,
    percent: percentOfTotal(g.count, totalCount),
  }));
  const other = Math.max(0, totalCount - top.reduce((s, g) => s + g.count, 0));
  if (other > 0) {
    rows.push({ key: OTHER_KEY, name: 'Other', count: other, percent: percentOfTotal(other, totalCount), other: true });
  }
  return { rows, otherApproximate: multiValued && other > 0 };
}

/** Adds the previous period's count of each group (0 when the group was absent then). */
export function withPreviousCounts(rows: CategoryRow[], previous: readonly Group[], previousTotal: number): CategoryRow[] {
  const byKey = new Map(previous.map((g) => [g.key, g.count]));
  const listed = rows.filter((r) => !r.other).reduce((s, r) => s + (byKey.get(r.key) ?? 0), 0);
  return rows.map((r) => ({ ...r, previous: r.other ? Math.max(0, previousTotal - listed) : (byKey.get(r.key) ?? 0) }));
}

export interface TimeBucket {
  /** ISO instant the bucket starts at. */
  start: string;
  count: number;
  groups: Map<string, number>;
}

/** Start of the week (Monday 00:00) or month holding `ms`, as wall time in `zone`. */
export function bucketStartInZone(ms: number, interval: ChartInterval, zone: string): number {
  if (interval === 'day') return Math.floor(ms / DAY) * DAY;
  const w = wallTime(ms, zone);
  if (interval === 'month') return zonedInstant(w.year, w.month, 1, 0, 0, zone);
  const back = (w.weekday + 6) % 7;
  const monday = new Date(Date.UTC(w.year, w.month - 1, w.day - back));
  return zonedInstant(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), 0, 0, zone);
}

/** First instant after the bucket starting at `startMs`. */
export function bucketEnd(startMs: number, interval: ChartInterval, zone: string): number {
  if (interval === 'day') return startMs + DAY;
  const w = wallTime(startMs, zone);
  const next =
    interval === 'week'
      ? new Date(Date.UTC(w.year, w.month - 1, w.day + 7))
      : new Date(Date.UTC(w.year, w.month, 1));
  return zonedInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0, 0, zone);
}

type DayBucket = { date: string; count: number; groups?: readonly Group[] };

/** Daily buckets (the server's UTC days) summed into weeks or months of `zone`, in order. */
export function aggregateBuckets(days: readonly DayBucket[], interval: ChartInterval, zone: string): TimeBucket[] {
  const out = new Map<number, TimeBucket>();
  for (const day of days) {
    const start = bucketStartInZone(Date.parse(day.date), interval, zone);
    let bucket = out.get(start);
    if (!bucket) {
      bucket = { start: new Date(start).toISOString(), count: 0, groups: new Map() };
      out.set(start, bucket);
    }
    bucket.count += day.count;
    for (const g of day.groups ?? []) bucket.groups.set(g.key, (bucket.groups.get(g.key) ?? 0) + g.count);
  }
  return [...out.entries()].sort((a, b) => a[0] - b[0]).map(([, b]) => b);
}

/** Label of a bucket: UTC day (the server's days are UTC), week start or month in `zone`. */
export function bucketLabel(startIso: string, interval: ChartInterval, zone: string): string {
  const ms = Date.parse(startIso);
  if (interval === 'day') return formatZoned(ms, 'UTC', 'YYYY-MM-DD');
  if (interval === 'week') return `Wk ${formatZoned(ms, zone, 'YYYY-MM-DD')}`;
  return formatZoned(ms, zone, 'MMM YYYY');
}

/** The window of one bucket, for "open these mentions": [start, end − 1 ms]. */
export function bucketWindow(startIso: string, interval: ChartInterval, zone: string): { since: string; to: string } {
  const start = Date.parse(startIso);
  return { since: new Date(start).toISOString(), to: new Date(bucketEnd(start, interval, zone) - 1).toISOString() };
}

export interface SeriesDef {
  /** recharts reads dotted dataKeys as paths, so series live under s0, s1, …, never their raw key. */
  dataKey: string;
  key: string;
  name: string;
  other?: true;
}

export interface TimeRow {
  start: string;
  label: string;
  total: number;
  /** Previous period's total at the same offset (compare mode). */
  previous?: number | null;
  [series: string]: string | number | null | undefined;
}

/** The breakdown series of a timeline (its first bucket lists every key), plus Other when needed. */
export function seriesOf(days: readonly DayBucket[]): SeriesDef[] {
  const first = days.find((d) => d.groups && d.groups.length > 0);
  const defs: SeriesDef[] = (first?.groups ?? []).map((g, i) => ({ dataKey: `s${i}`, key: g.key, name: g.name || g.key }));
  if (defs.length === 0) return defs;
  const hasOther = days.some((d) => d.count > (d.groups ?? []).reduce((s, g) => s + g.count, 0));
  if (hasOther) defs.push({ dataKey: `s${defs.length}`, key: OTHER_KEY, name: 'Other', other: true });
  return defs;
}

/**
 * Chart rows of a timeline. With `percent`, series are shares of their bucket's mentions and the
 * total is the bucket's share of the window's mentions.
 */
export function toTimeRows(
  buckets: readonly TimeBucket[],
  series: readonly SeriesDef[],
  interval: ChartInterval,
  zone: string,
  unit: 'count' | 'percent',
  windowTotal: number,
): TimeRow[] {
  return buckets.map((b) => {
    const row: TimeRow = {
      start: b.start,
      label: bucketLabel(b.start, interval, zone),
      total: unit === 'percent' ? percentOfTotal(b.count, windowTotal) : b.count,
    };
    const listed = series.filter((s) => !s.other).reduce((sum, s) => sum + (b.groups.get(s.key) ?? 0), 0);
    for (const s of series) {
      const count = s.other ? Math.max(0, b.count - listed) : (b.groups.get(s.key) ?? 0);
      row[s.dataKey] = unit === 'percent' ? percentOfTotal(count, b.count) : count;
    }
    return row;
  });
}

/** Overlays the previous period by offset: bucket i of the previous window beside bucket i. */
export function alignPrevious(current: TimeRow[], previous: readonly TimeRow[]): TimeRow[] {
  return current.map((row, i) => ({ ...row, previous: previous[i]?.total ?? null }));
}

/** The mention filter (key and value) that selects one group of a dimension; null for "Other". */
export function groupFilter(groupBy: string, key: string): { key: ArrayFilterKey; value: string | number } | null {
  if (key === OTHER_KEY) return null;
  if (groupBy.startsWith('smart_category_enrichment_id:')) return { key: 'smart_categories', value: key };
  if (groupBy.startsWith('custom_enrichment_id:')) return { key: 'custom_enrichments', value: key };
  if (groupBy === 'mention_type') {
    const dot = key.indexOf('.');
    if (dot < 0) return null;
    return { key: `mention_type.${key.slice(0, dot)}` as ArrayFilterKey, value: key.slice(dot + 1) };
  }
  if (groupBy === 'narratives.id' || groupBy.startsWith('locations.')) {
    const id = Number(key);
    return Number.isInteger(id) && id > 0 ? { key: groupBy as ArrayFilterKey, value: id } : null;
  }
  // A group the filter cannot express (e.g. the `custom` channel of custom-channel mentions).
  return isFilterValue(groupBy as ArrayFilterKey, key) ? { key: groupBy as ArrayFilterKey, value: key } : null;
}
