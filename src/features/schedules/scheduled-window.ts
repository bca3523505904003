import type { DateRangeSearch } from '@/lib/date-range';

/**
 * A run's window [from, to) as the report's own window (a custom range, whose end is inclusive):
 * the last millisecond before `to`, in the run's zone.
 */
export function scheduledReportWindow(from: string, to: string, tz: DateRangeSearch['tz']): DateRangeSearch {
  return {
    range: 'custom',
    since: new Date(from).toISOString(),
    to: new Date(Date.parse(to) - 1).toISOString(),
    tz,
  };
}
