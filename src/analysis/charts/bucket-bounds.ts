import type { ChartInterval } from './chart-config';
import { wallTime, zonedInstant } from '@/lib/zoned-time';
import { HOUR } from '@/lib/time-units';

/*
 * Where a bucket of a zone starts and ends: the one home of the zone's hours, days, weeks and
 * months, kept free of the chart code so the mention browser's histogram loads only this.
 */

/**
 * Start of the hour, day, week (Monday 00:00) or month holding `ms`, from the wall clock of
 * `zone`: a day starts at the zone's own midnight (DST days are 23 or 25 hours long). An hour is
 * the UTC hour (what the service counts), which in a zone 30 or 45 minutes off starts at :30 or :45.
 */
export function bucketStartInZone(ms: number, interval: ChartInterval, zone: string): number {
  if (interval === 'hour') return Math.floor(ms / HOUR) * HOUR;
  const w = wallTime(ms, zone);
  if (interval === 'day') return zonedInstant(w.year, w.month, w.day, 0, 0, zone);
  if (interval === 'month') return zonedInstant(w.year, w.month, 1, 0, 0, zone);
  const back = (w.weekday + 6) % 7;
  const monday = new Date(Date.UTC(w.year, w.month - 1, w.day - back));
  return zonedInstant(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), 0, 0, zone);
}

/** First instant after the bucket starting at `startMs` (the next bucket's start in `zone`). */
export function bucketEnd(startMs: number, interval: ChartInterval, zone: string): number {
  if (interval === 'hour') return startMs + HOUR;
  const w = wallTime(startMs, zone);
  const next =
    interval === 'day'
      ? new Date(Date.UTC(w.year, w.month - 1, w.day + 1))
      : interval === 'week'
        ? new Date(Date.UTC(w.year, w.month - 1, w.day + 7))
        : new Date(Date.UTC(w.year, w.month, 1));
  return zonedInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0, 0, zone);
}
