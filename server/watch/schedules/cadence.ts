import type { Cadence, SCHEDULE_WINDOWS } from '../../../src/api/schemas/alerts';
import { wallTime, zoneOffset } from '../../../src/lib/zoned-time';

/**
 * When a report schedule runs, and what window a run reports on, in the schedule's own IANA zone
 * (pure; docs/alerts.md "Scheduled reports"). Calendar arithmetic is done on local dates and each
 * wall-clock time is resolved to an instant with the zone's rules (src/lib/zoned-time.ts), so a
 * 23- or 25-hour day is a day.
 *
 * DST choices (the same as cron's and Temporal's "compatible" disambiguation):
 * - a slot in the spring-forward gap (02:30 on a day that jumps 02:00 → 03:00) runs at the first
 *   instant after the gap, shifted by its length: 03:30 local that day;
 * - a slot in the repeated hour of a fall-back day (01:30 happens twice) runs once, at the first
 *   occurrence (the earlier offset).
 */

export type ScheduleWindow = (typeof SCHEDULE_WINDOWS)[number];

type LocalDate = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;

/** A calendar date `days` after (or before) `d`, by the proleptic calendar (no zone involved). */
function addDays(d: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
function isoWeekday(d: LocalDate): number {
  const w = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return w === 0 ? 7 : w;
}

function localDateOf(ms: number, zone: string): LocalDate {
  const w = wallTime(ms, zone);
  return { year: w.year, month: w.month, day: w.day };
}

function parseTime(time: string): { hour: number; minute: number } {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  if (!(hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59)) throw new Error(`Invalid time "${time}"`);
  return { hour, minute };
}

/**
 * The instant a wall-clock time happens in `zone`: the earlier one when it happens twice, and the
 * time shifted forward by the gap when it does not happen at all (see the header).
 */
export function resolveWallTime(d: LocalDate, hour: number, minute: number, zone: string): number {
  const guess = Date.UTC(d.year, d.month - 1, d.day, hour, minute);
  const before = zoneOffset(guess - DAY_MS, zone);
  const after = zoneOffset(guess + DAY_MS, zone);
  const matches = [...new Set([before, after])]
    .map((offset) => guess - offset)
    .filter((t) => {
      const w = wallTime(t, zone);
      return (
        w.year === d.year && w.month === d.month && w.day === d.day && w.hour === hour && w.minute === minute
      );
    });
  if (matches.length > 0) return Math.min(...matches);
  // In the gap: read the wall time with the offset in force before it, which lands after the gap.
  return guess - before;
}

/** The zone's midnight starting `d` (the first instant of that local day). */
export function zoneMidnight(d: LocalDate, zone: string): number {
  return resolveWallTime(d, 0, 0, zone);
}

function matchesCadence(cadence: Cadence, d: LocalDate): boolean {
  if (cadence.kind === 'weekly') return isoWeekday(d) === cadence.weekday;
  if (cadence.kind === 'monthly') return d.day === cadence.day;
  return true;
}

/** How many local days to scan to be sure to meet a slot (a month of days, plus DST slack). */
const scanDays = (cadence: Cadence) => (cadence.kind === 'monthly' ? 33 : cadence.kind === 'weekly' ? 9 : 3);

/** The cadence's slots around `ms`, in order: from `daysBefore` local days before it to `daysAfter` after. */
function slotsAround(
  cadence: Cadence,
  zone: string,
  ms: number,
  daysBefore: number,
  daysAfter: number,
): number[] {
  const { hour, minute } = parseTime(cadence.time);
  const today = localDateOf(ms, zone);
  const slots: number[] = [];
  for (let i = -daysBefore; i <= daysAfter; i++) {
    const d = addDays(today, i);
    if (matchesCadence(cadence, d)) slots.push(resolveWallTime(d, hour, minute, zone));
  }
  return slots;
}

/** The first slot strictly after `afterMs`. */
export function nextSlot(cadence: Cadence, zone: string, afterMs: number): number {
  const found = slotsAround(cadence, zone, afterMs, 1, scanDays(cadence)).find((t) => t > afterMs);
  if (found === undefined) throw new Error('No slot found for the cadence');
  return found;
}

/** The latest slot at or before `atMs` (the one a late start runs, once). */
export function latestSlotAtOrBefore(cadence: Cadence, zone: string, atMs: number): number {
  const slots = slotsAround(cadence, zone, atMs, scanDays(cadence), 1).filter((t) => t <= atMs);
  const last = slots.at(-1);
  if (last === undefined) throw new Error('No slot found for the cadence');
  return last;
}

/**
 * The window a run for `slotMs` reports on, [from, to), from the zone's own midnights and ending
 * at the midnight that starts the slot's local day:
 * - last_day: the day before; last_7_days: the seven days before;
 * - last_week: the previous ISO week (Monday–Sunday) before the slot's week;
 * - last_month: the previous calendar month.
 */
export function runWindow(
  window: ScheduleWindow,
  zone: string,
  slotMs: number,
): { from: number; to: number } {
  const today = localDateOf(slotMs, zone);
  const span = (from: LocalDate, to: LocalDate) => ({
    from: zoneMidnight(from, zone),
    to: zoneMidnight(to, zone),
  });
  switch (window) {
    case 'last_day':
      return span(addDays(today, -1), today);
    case 'last_7_days':
      return span(addDays(today, -7), today);
    case 'last_week': {
      const monday = addDays(today, 1 - isoWeekday(today));
      return span(addDays(monday, -7), monday);
    }
    case 'last_month': {
      const first = { year: today.year, month: today.month, day: 1 };
      const previous =
        today.month === 1
          ? { year: today.year - 1, month: 12, day: 1 }
          : { ...first, month: today.month - 1 };
      return span(previous, first);
    }
  }
}
