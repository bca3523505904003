import { describe, expect, it } from 'vitest';
import { DateRangeSearchSchema, describeRange, formatInZone, resolveWindow, zoneName } from './date-range';

const NOW = Date.parse('2026-11-20T12:34:56.789Z');

describe('DateRangeSearchSchema', () => {
  it('fills defaults for an empty search', () => {
    expect(DateRangeSearchSchema.parse({})).toEqual({ range: '30d', tz: 'browser' });
  });
  it('falls back to defaults for garbage instead of failing', () => {
    const parsed = DateRangeSearchSchema.parse({ range: '5y', tz: 'mars', since: 'yesterday' });
    expect(parsed).toEqual({ range: '30d', tz: 'browser', since: undefined });
  });
  it('accepts any IANA zone in its canonical spelling, and nothing else', () => {
    expect(DateRangeSearchSchema.parse({ tz: 'America/New_York' }).tz).toBe('America/New_York');
    expect(DateRangeSearchSchema.parse({ tz: 'asia/tokyo' }).tz).toBe('Asia/Tokyo');
    expect(DateRangeSearchSchema.parse({ tz: 'UTC' }).tz).toBe('utc');
    expect(DateRangeSearchSchema.parse({ tz: 'Europe/Atlantis' }).tz).toBe('browser');
    expect(DateRangeSearchSchema.parse({ tz: 42 }).tz).toBe('browser');
  });
  it('keeps a valid custom window', () => {
    const search = {
      range: 'custom',
      since: '2026-11-01T00:00:00.000Z',
      to: '2026-11-10T00:00:00.000Z',
      tz: 'utc',
    };
    expect(DateRangeSearchSchema.parse(search)).toEqual(search);
  });
});

describe('resolveWindow', () => {
  it('rounds `to` down to the minute for presets', () => {
    expect(resolveWindow({ range: '24h' }, NOW)).toEqual({
      since: '2026-11-19T12:34:00.000Z',
      to: '2026-11-20T12:34:00.000Z',
    });
  });
  it('uses 30 days when no range is given', () => {
    expect(resolveWindow({}, NOW).since).toBe('2026-10-21T12:34:00.000Z');
  });
  it('computes 7d and 90d', () => {
    expect(resolveWindow({ range: '7d' }, NOW).since).toBe('2026-11-13T12:34:00.000Z');
    expect(resolveWindow({ range: '90d' }, NOW).since).toBe('2026-08-22T12:34:00.000Z');
  });
  it('returns a custom window as given, swapping reversed bounds', () => {
    const since = '2026-11-01T00:00:00.000Z';
    const to = '2026-11-10T00:00:00.000Z';
    expect(resolveWindow({ range: 'custom', since, to }, NOW)).toEqual({ since, to });
    expect(resolveWindow({ range: 'custom', since: to, to: since }, NOW)).toEqual({ since, to });
  });
  it('falls back to the default preset when custom lacks a bound', () => {
    expect(resolveWindow({ range: 'custom', since: '2026-11-01T00:00:00.000Z' }, NOW).since).toBe(
      '2026-10-21T12:34:00.000Z',
    );
  });
});

describe('formatInZone', () => {
  it('formats in UTC', () => {
    expect(formatInZone('2026-11-20T23:30:00Z', 'utc')).toBe('2026-11-20 23:30');
  });
  it('honours a custom format', () => {
    expect(formatInZone('2026-11-20T23:30:00Z', 'utc', 'DD/MM HH:mm')).toBe('20/11 23:30');
  });
  it('returns the input for an invalid date', () => {
    expect(formatInZone('nope', 'utc')).toBe('nope');
  });
});

describe('zoneName', () => {
  it('names the zone of every choice', () => {
    expect(zoneName('utc')).toBe('UTC');
    expect(zoneName('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(zoneName('browser')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
  it('formats in a named zone', () => {
    expect(formatInZone('2026-11-20T23:30:00Z', 'Asia/Kolkata')).toBe('2026-11-21 05:00');
  });
});

describe('describeRange', () => {
  it('shows clock times when a custom window does not cover whole days', () => {
    expect(
      describeRange({
        range: 'custom',
        since: '2026-11-01T08:30:00Z',
        to: '2026-11-02T17:45:59.999Z',
        tz: 'utc',
      }),
    ).toBe('2026-11-01 08:30 → 2026-11-02 17:45');
    expect(
      describeRange({
        range: 'custom',
        since: '2026-11-01T00:00:00Z',
        to: '2026-11-02T23:59:59.999Z',
        tz: 'utc',
      }),
    ).toBe('2026-11-01 → 2026-11-02');
  });
  it('labels presets and custom windows', () => {
    expect(describeRange({ range: '7d' })).toBe('Last 7 days');
    expect(describeRange({})).toBe('Last 30 days');
    expect(
      describeRange({
        range: 'custom',
        since: '2026-11-01T00:00:00Z',
        to: '2026-11-10T00:00:00Z',
        tz: 'utc',
      }),
    ).toBe('2026-11-01 00:00 → 2026-11-10 00:00');
  });
});
