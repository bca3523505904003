import { fromWallMs, toWallMs } from '../../src/analysis/charts/period-change';
import { formatZoned } from '../../src/lib/zoned-time';
import { DAY, HOUR } from '../../src/lib/time-units';

/**
 * The watch's periods, counted in the rule's zone from its own midnights (a day in London is 23
 * or 25 hours across a DST change; a week starts on Monday 00:00). A window is [from, to) in
 * epoch ms; the API's windows are inclusive at both ends, so apiWindow stops 1 ms before `to`.
 */
export type Period = 'hour' | 'day' | 'week';
export interface Win {
  from: number;
  to: number;
}

export function periodStart(ms: number, period: Period, zone: string): number {
  const wall = toWallMs(ms, zone);
  if (period === 'hour') return fromWallMs(Math.floor(wall / HOUR) * HOUR, zone);
  let day = Math.floor(wall / DAY) * DAY;
  if (period === 'week') day -= ((new Date(day).getUTCDay() + 6) % 7) * DAY;
  return fromWallMs(day, zone);
}

/** The period after the one starting at `start`. */
export function nextStart(start: number, period: Period, zone: string): number {
  if (period === 'hour') return start + HOUR;
  // Past any DST change (at most an hour), then back to the period's own start.
  return periodStart(start + (period === 'day' ? DAY : 7 * DAY) + 2 * HOUR, period, zone);
}

/** The last period that ended at or before `at`. */
export function lastCompleted(at: number, period: Period, zone: string): Win {
  const to = periodStart(at, period, zone);
  return { from: periodStart(to - 1, period, zone), to };
}

export const previousOf = (w: Win, period: Period, zone: string): Win => ({
  from: periodStart(w.from - 1, period, zone),
  to: w.from,
});

/** Every whole period within [from, to). */
export function periodsIn(from: number, to: number, period: Period, zone: string): Win[] {
  const out: Win[] = [];
  let start = periodStart(from, period, zone);
  if (start < from) start = nextStart(start, period, zone);
  while (start < to) {
    const end = nextStart(start, period, zone);
    if (end > to) break;
    out.push({ from: start, to: end });
    start = end;
  }
  return out;
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const apiWindow = (w: Win) => ({ since: iso(w.from), to: iso(w.to - 1) });

/** "12 Nov 2026 (Europe/London)", "12 Nov 2026, 14:00–15:00 (UTC)", "week of 9 Nov 2026 (UTC)". */
export function describeWindow(w: Win, period: Period, zone: string): string {
  if (period === 'hour') {
    const end = formatZoned(w.to, zone, 'HH:mm');
    return `${formatZoned(w.from, zone, 'D MMM YYYY, HH:mm')}–${end === '00:00' ? '24:00' : end} (${zone})`;
  }
  const day = formatZoned(w.from, zone, 'D MMM YYYY');
  return period === 'day' ? `${day} (${zone})` : `the week of ${day} (${zone})`;
}
