import type { DayBucket } from './chart-timeline';
import { fillSlots, timeSlots } from './time-slots';
import { HOURLY_MAX_WINDOW_MS } from '@/analysis/spikes/spike-window';
import { formatZoned } from '@/lib/zoned-time';
import { DAY } from '@/lib/time-units';

/**
 * The mention browser's volume histogram: bars from timeline buckets, and the window a brushed
 * run of bars stands for. Pure, so the reconciliation (a brushed window holds exactly the mentions
 * of its bars) is tested here.
 */

export type HistogramInterval = 'hour' | 'day' | 'week';
export interface Window {
  since: string;
  to: string;
}
export interface HistogramBar {
  /** First instant of the bar (epoch ms), clipped to the window. */
  start: number;
  /** First instant after the bar (epoch ms, exclusive), clipped to the window. */
  end: number;
  count: number;
}

/**
 * Bucket width to ask for: between about 24 and 180 bars for the windows analysts use. Up to 7
 * days are hours, the windows whose spikes are flagged hour by hour (spike-buckets.ts).
 */
export function histogramInterval(window: Window): HistogramInterval {
  const span = Date.parse(window.to) - Date.parse(window.since);
  const days = span / DAY;
  if (span <= HOURLY_MAX_WINDOW_MS) return 'hour';
  if (days <= 180) return 'day';
  return 'week';
}

/**
 * Bars on the buckets of `zone` (the hours, or the zone's own days and weeks from its midnights:
 * use-zoned-timeline asks for counts that fill them exactly), each clipped to the window, which is
 * what the API counted. `zone` is 'UTC' when the service could only count UTC days (the readout
 * says so).
 */
export function toHistogramBars(
  buckets: readonly DayBucket[],
  window: Window,
  interval: HistogramInterval | 'month',
  zone: string,
): HistogramBar[] {
  const slots = timeSlots(window, interval, zone);
  return fillSlots(buckets, slots).map((c, i) => ({
    start: slots[i]!.from,
    end: slots[i]!.until,
    count: c.count,
  }));
}

/**
 * The window of bars `a`..`b` (either order): from the first bar's start to one millisecond
 * before the last bar's end (the API's window is inclusive at both ends), so the mentions in it
 * are exactly the bars' counts.
 */
export function brushWindow(bars: readonly HistogramBar[], a: number, b: number): Window {
  const first = bars[Math.max(0, Math.min(a, b))]!;
  const last = bars[Math.min(bars.length - 1, Math.max(a, b))]!;
  return { since: new Date(first.start).toISOString(), to: new Date(last.end - 1).toISOString() };
}

/** Mentions in bars `a`..`b`. */
export const barsTotal = (bars: readonly HistogramBar[], a: number, b: number): number =>
  bars.slice(Math.min(a, b), Math.max(a, b) + 1).reduce((n, bar) => n + bar.count, 0);

/** "2026-11-03 14:00 – 15:00" style text of a span of bars, in the analyst's zone. */
export function describeSpan(bars: readonly HistogramBar[], a: number, b: number, zone: string): string {
  const w = brushWindow(bars, a, b);
  const from = Date.parse(w.since);
  const to = Date.parse(w.to);
  const sameDay = formatZoned(from, zone, 'YYYY-MM-DD') === formatZoned(to, zone, 'YYYY-MM-DD');
  return `${formatZoned(from, zone, 'YYYY-MM-DD HH:mm')} – ${formatZoned(to, zone, sameDay ? 'HH:mm' : 'YYYY-MM-DD HH:mm')}`;
}
