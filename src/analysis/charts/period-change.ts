/**
 * A window's previous period and the change between two figures: what every comparison with the
 * period before reads (charts, share of voice, reports, the narrative explorer, the pulse).
 */
import { zonedInstant, zoneOffset } from '@/lib/zoned-time';

/** The instant as a wall-clock reading in `zone`, counted in ms as if that reading were UTC. */
export function toWallMs(ms: number, zone: string): number {
  return ms + zoneOffset(ms, zone);
}

/**
 * The instant a wall-clock reading (see toWallMs) happens in `zone`. A reading skipped by a DST
 * jump resolves to the instant just after the gap; a repeated one to its first occurrence.
 */
export function fromWallMs(wallMs: number, zone: string): number {
  const d = new Date(wallMs);
  const minuteStart = zonedInstant(
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    zone,
  );
  return minuteStart + (wallMs % 60_000);
}

export type Window = { since: string; to: string };

/**
 * The window of equal length on the wall clock of `zone` that ends just before `current` starts:
 * the week before Mon 2 Nov 00:00 – Sun 8 Nov 23:59 in New York is Mon 26 Oct 00:00 – Sun 1 Nov
 * 23:59, 169 hours across the DST change. The API's window is inclusive at both ends, so the
 * previous one stops 1 ms before `since` to count no mention twice.
 */
export function previousWindow(current: Window, zone = 'UTC'): Window {
  const since = Date.parse(current.since);
  const wallSince = toWallMs(since, zone);
  const length = toWallMs(Date.parse(current.to), zone) + 1 - wallSince;
  return {
    since: new Date(fromWallMs(wallSince - length, zone)).toISOString(),
    to: new Date(since - 1).toISOString(),
  };
}

/**
 * Where an instant of the previous period (see previousWindow) lies in the current one: the same
 * wall-clock reading one window later, so bucket i of both periods is the same stretch of days.
 */
export function periodShift(current: Window, zone = 'UTC'): (ms: number) => number {
  const wallSince = toWallMs(Date.parse(current.since), zone);
  const length = toWallMs(Date.parse(current.to), zone) + 1 - wallSince;
  if (zone === 'UTC') return (ms) => ms + length;
  return (ms) => fromWallMs(toWallMs(ms, zone) + length, zone);
}

export type PeriodChange = { current: number; previous: number; delta: number; percent: number | null };

/** Change from the previous period: absolute and relative (null when the previous figure is 0). */
export function periodChange(current: number, previous: number): PeriodChange {
  const delta = current - previous;
  const percent = previous === 0 ? null : Math.round((delta / previous) * 1000) / 10;
  return { current, previous, delta, percent };
}

const signed = (n: number, digits = 0) => {
  const text = Math.abs(n).toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
  return n > 0 ? `+${text}` : n < 0 ? `−${text}` : text;
};

/** "+120 (+35.2%)", "−4 (−10.0%)", "+7 (new)", "0 (0.0%)". */
export function formatChange(change: PeriodChange): string {
  const pct =
    change.percent === null ? (change.delta === 0 ? '0.0%' : 'new') : `${signed(change.percent, 1)}%`;
  return `${signed(change.delta)} (${pct})`;
}
