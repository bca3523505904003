import { OTHER_GROUP_KEY } from '@/filters/dimensions';
import type { ChartInterval } from './chart-config';
import { formatZoned, wallTime, zonedInstant } from './zoned-time';

/** The derived "Other" group (one home: the filter registry's dimensions). */
export const OTHER_KEY = OTHER_GROUP_KEY;
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
export function bucketWindow(
  startIso: string,
  interval: ChartInterval,
  zone: string,
): { since: string; to: string } {
  const start = Date.parse(startIso);
  return {
    since: new Date(start).toISOString(),
    to: new Date(bucketEnd(start, interval, zone) - 1).toISOString(),
  };
}
