/**
 * The buckets spikes are flagged in, and how a flagged bucket is named: what a page needs to
 * show flags and place them on a chart before the detection itself (spike-detection,
 * spike-buckets) has loaded.
 */
import { formatZoned } from '@/lib/zoned-time';

export type SpikeInterval = 'day' | 'hour';

/** Windows up to this long are examined hour by hour. */
export const HOURLY_MAX_WINDOW_MS = 7 * 86_400_000;

/** Per interval: the trailing window, the seasonal period and the least history that may flag. */
export const SPIKE_WINDOWS: Readonly<
  Record<SpikeInterval, { trailing: number; period: number; minHistory: number; ms: number }>
> = {
  day: { trailing: 28, period: 7, minHistory: 7, ms: 86_400_000 },
  hour: { trailing: 168, period: 24, minHistory: 24, ms: 3_600_000 },
};

/**
 * When the bucket was, for the analyst: a day bucket is the API's UTC day, so it says so unless
 * the analyst works in UTC; an hour bucket is shown in the analyst's zone.
 */
export function spikeWhen(date: string, interval: SpikeInterval, zone: string): string {
  const ms = Date.parse(date);
  if (interval === 'day') return `${formatZoned(ms, 'UTC', 'D MMM YYYY')}${zone === 'UTC' ? '' : ' (UTC)'}`;
  const end = formatZoned(ms + 3_600_000, zone, 'HH:mm');
  return `${formatZoned(ms, zone, 'D MMM YYYY, HH:mm')}–${end === '00:00' ? '24:00' : end} (${zone})`;
}
