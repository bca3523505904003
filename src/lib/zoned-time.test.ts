import { describe, expect, it } from 'vitest';
import {
  dayBoundaryInZone,
  formatZoned,
  wallClockEdge,
  wallTime,
  zoneOffset,
  zonedInstant,
} from './zoned-time';

const T = Date.parse('2026-11-20T23:30:05Z');

describe('zoned time', () => {
  it('reads the wall time in a zone', () => {
    expect(wallTime(T, 'UTC')).toMatchObject({
      year: 2026,
      month: 11,
      day: 20,
      hour: 23,
      minute: 30,
      second: 5,
    });
    expect(wallTime(T, 'Europe/Berlin')).toMatchObject({ day: 21, hour: 0, minute: 30 });
    expect(wallTime(T, 'America/New_York')).toMatchObject({ day: 20, hour: 18 });
  });
  it('computes offsets across DST', () => {
    expect(zoneOffset(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(3_600_000);
    expect(zoneOffset(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(7_200_000);
    expect(zoneOffset(T, 'Asia/Kolkata')).toBe(19_800_000);
  });
  it('finds the instant of a wall-clock time', () => {
    expect(new Date(zonedInstant(2026, 11, 21, 0, 0, 'Europe/Berlin')).toISOString()).toBe(
      '2026-11-20T23:00:00.000Z',
    );
    // The day clocks go forward: midnight still exists and is UTC+1.
    expect(new Date(zonedInstant(2026, 3, 29, 0, 0, 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
  });
  it('gives day boundaries in a zone', () => {
    expect(dayBoundaryInZone('2026-11-20', 'UTC', 'start')).toBe('2026-11-20T00:00:00.000Z');
    expect(dayBoundaryInZone('2026-11-20', 'UTC', 'end')).toBe('2026-11-20T23:59:59.999Z');
    expect(dayBoundaryInZone('2026-11-30', 'America/New_York', 'end')).toBe('2026-12-01T04:59:59.999Z');
  });
  it('formats with dayjs-style tokens and literals', () => {
    expect(formatZoned(T, 'UTC', 'YYYY-MM-DD HH:mm:ss')).toBe('2026-11-20 23:30:05');
    expect(formatZoned(T, 'UTC', 'ddd D MMM YY, h:mm A')).toBe('Fri 20 Nov 26, 11:30 PM');
    expect(formatZoned(T, 'Europe/Berlin', 'MMMM D [at] HH:mm Z')).toBe('November 21 at 00:30 +01:00');
    expect(formatZoned(T, 'America/New_York', 'Z')).toBe('-05:00');
  });
  it('turns a wall-clock day and minute into a window edge', () => {
    expect(wallClockEdge('2026-11-20', '14:30', 'Europe/Berlin', 'start')).toBe('2026-11-20T13:30:00.000Z');
    expect(wallClockEdge('2026-11-20', '14:30', 'Europe/Berlin', 'end')).toBe('2026-11-20T13:30:59.999Z');
    expect(wallClockEdge('2026-07-01', '23:59', 'America/New_York', 'end')).toBe('2026-07-02T03:59:59.999Z');
  });
});
