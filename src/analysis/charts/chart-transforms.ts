import { OTHER_GROUP_KEY } from '@/filters/dimensions';
import type { ChartInterval } from './chart-config';
import { bucketEnd } from './bucket-bounds';
import { formatZoned } from '@/lib/zoned-time';

/** The derived "Other" group (one home: the filter registry's dimensions). */
export const OTHER_KEY = OTHER_GROUP_KEY;

export function percentOfTotal(count: number, total: number): number {
  return total > 0 ? (count / total) * 100 : 0;
}

export { bucketEnd, bucketStartInZone } from './bucket-bounds';

const LABELS: Record<ChartInterval, string> = {
  hour: 'YYYY-MM-DD HH:mm',
  day: 'YYYY-MM-DD',
  week: '[Wk ]YYYY-MM-DD',
  month: 'MMM YYYY',
};

/** Label of a bucket in the zone its buckets were cut in (`zone`: 'UTC' when they are UTC days). */
export function bucketLabel(startIso: string, interval: ChartInterval, zone: string): string {
  return formatZoned(Date.parse(startIso), zone, LABELS[interval]);
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
