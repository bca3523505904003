import { isFilterValue, type ArrayFilterKey } from './mention-filters-url';
import type { ChartInterval } from './chart-config';
import { formatZoned, wallTime, zonedInstant } from './zoned-time';

export const OTHER_KEY = '__other__';
const DAY = 86_400_000;

export function percentOfTotal(count: number, total: number): number {
  return total > 0 ? (count / total) * 100 : 0;
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
