import { describe, expect, it } from 'vitest';
import { timeSlots } from './chart-timeline';
import { zonedIsoStamp } from '@/lib/csv-export';
import { canonicalZone } from '@/lib/date-range';
import { brushWindow, toHistogramBars } from './histogram';
import { periodShift, previousWindow } from './period-change';
import { foldZoneSearch, timeZoneOptions } from '@/lib/time-zones';
import { parseTypedEdge } from '@/lib/typed-date';
import { mergeAnswers, planTimeline, previousRequests } from './zoned-buckets';
import { wallTime, zonedInstant } from '@/lib/zoned-time';
import { HOUR } from '@/lib/time-units';

/**
 * One model of time, checked in zones west and east of UTC, with DST in either hemisphere, and
 * 30- and 45-minute offsets, over 2026 (both DST changes of each zone inside the window).
 */
const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Australia/Adelaide',
  'Pacific/Chatham',
] as const;
const YEAR = { since: '2026-01-01T00:00:00.000Z', to: '2026-12-31T23:59:59.999Z' };

/** Days of 2026 that are 23 or 25 hours long in each zone (hand-checked against the tz rules). */
const DST_DAYS: Record<(typeof ZONES)[number], [string, number][]> = {
  UTC: [],
  'America/New_York': [
    ['2026-03-08', 23],
    ['2026-11-01', 25],
  ],
  'America/Los_Angeles': [
    ['2026-03-08', 23],
    ['2026-11-01', 25],
  ],
  'Europe/Berlin': [
    ['2026-03-29', 23],
    ['2026-10-25', 25],
  ],
  'Asia/Kolkata': [],
  'Australia/Adelaide': [
    ['2026-04-05', 25],
    ['2026-10-04', 23],
  ],
  'Pacific/Chatham': [
    ['2026-04-05', 25],
    ['2026-09-27', 23],
  ],
};

const wallOf = (ms: number, zone: string) => wallTime(ms, zone);
const dayOf = (ms: number, zone: string) => {
  const w = wallOf(ms, zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

describe.each(ZONES)('buckets in %s', (zone) => {
  // The window in the zone's own year, so no slot is cut.
  const window = {
    since: new Date(zonedInstant(2026, 1, 1, 0, 0, zone)).toISOString(),
    to: new Date(zonedInstant(2027, 1, 1, 0, 0, zone) - 1).toISOString(),
  };

  it('starts every day at the zone’s own midnight; DST days are 23 or 25 hours', () => {
    const days = timeSlots(window, 'day', zone);
    expect(days).toHaveLength(365);
    for (const d of days) {
      const w = wallOf(d.start, zone);
      expect([w.hour, w.minute, w.second]).toEqual([0, 0, 0]);
    }
    const odd = days
      .map((d) => [dayOf(d.start, zone), (d.until - d.from) / HOUR] as [string, number])
      .filter(([, h]) => h !== 24);
    expect(odd).toEqual(DST_DAYS[zone]);
  });

  it('starts weeks on Monday 00:00 and months on the 1st at 00:00, tiling the window', () => {
    const weeks = timeSlots(window, 'week', zone);
    for (const w of weeks.slice(1))
      expect(wallOf(w.start, zone)).toMatchObject({ weekday: 1, hour: 0, minute: 0 });
    const months = timeSlots(window, 'month', zone);
    expect(months).toHaveLength(12);
    months.forEach((m, i) => expect(wallOf(m.start, zone)).toMatchObject({ month: i + 1, day: 1, hour: 0 }));
    for (const slots of [weeks, months])
      for (let i = 1; i < slots.length; i++) expect(slots[i]!.from).toBe(slots[i - 1]!.until);
  });

  it('sums hourly counts into the zone’s days exactly, and a brush opens exactly its bars', () => {
    // One mention per UTC hour of November: each bar holds its day's hours (25 on the fall-back day).
    const nov = {
      since: new Date(zonedInstant(2026, 11, 1, 0, 0, zone)).toISOString(),
      to: new Date(zonedInstant(2026, 12, 1, 0, 0, zone) - 1).toISOString(),
    };
    // What the plan asks: hourly counts, or (30/45-minute zones) one call per day, each answering
    // the hours it covers.
    const plan = planTimeline({ window: nov, interval: 'day', zone, hourly: true });
    const answers = plan.requests.map((r) => {
      const buckets = [];
      for (let t = Date.parse(r.since); t <= Date.parse(r.to); t += HOUR)
        buckets.push({ date: new Date(t).toISOString(), count: 1 });
      return { totalCount: buckets.length, buckets };
    });
    const merged = mergeAnswers(plan, plan.requests, answers);
    expect(merged.totalCount).toBe(
      30 * 24 + (zone === 'America/New_York' || zone === 'America/Los_Angeles' ? 1 : 0),
    );
    const bars = toHistogramBars(merged.buckets, nov, 'day', plan.bucketZone);
    expect(bars).toHaveLength(30);
    bars.forEach((b) => expect(b.count).toBe(Math.ceil((b.end - b.start) / HOUR)));
    const w = brushWindow(bars, 1, 6);
    expect(dayOf(Date.parse(w.since), zone)).toBe('2026-11-02');
    expect(wallOf(Date.parse(w.since), zone)).toMatchObject({ hour: 0, minute: 0 });
    expect(wallOf(Date.parse(w.to), zone)).toMatchObject({ day: 7, hour: 23, minute: 59, second: 59 });
  });

  it('compares with the same stretch of the zone’s calendar one period earlier', () => {
    for (const [day] of DST_DAYS[zone]) {
      // The week after the DST day is compared with the week holding it.
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      const week = {
        since: new Date(zonedInstant(y, m, d + 1, 0, 0, zone)).toISOString(),
        to: new Date(zonedInstant(y, m, d + 8, 0, 0, zone) - 1).toISOString(),
      };
      const prev = previousWindow(week, zone);
      expect(wallOf(Date.parse(prev.since), zone)).toMatchObject({ hour: 0, minute: 0 });
      expect(dayOf(Date.parse(prev.since), zone)).toBe(dayOf(zonedInstant(y, m, d - 6, 12, 0, zone), zone));
      expect(Date.parse(prev.to)).toBe(Date.parse(week.since) - 1);
      // The previous week's first hour lands on the current week's first slot.
      expect(periodShift(week, zone)(Date.parse(prev.since))).toBe(Date.parse(week.since));
    }
  });

  it('writes CSV times as the zone’s clock with its offset, the same instant as the UTC column', () => {
    for (const iso of ['2026-03-08T07:30:00Z', '2026-04-05T14:45:00Z', '2026-11-01T06:30:00Z']) {
      const local = zonedIsoStamp(iso, zone);
      expect(Date.parse(local)).toBe(Date.parse(iso));
      const w = wallOf(Date.parse(iso), zone);
      expect(local.slice(11, 16)).toBe(
        `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`,
      );
    }
    expect(zonedIsoStamp('2026-11-20T17:32:58Z', 'UTC')).toBe('2026-11-20T17:32:58Z');
  });
});

describe('spot checks against the tz rules', () => {
  it('New York’s week of 9 November starts 05:00Z; its CSV time reads 12:32 -05:00', () => {
    const w = timeSlots(
      { since: '2026-11-09T05:00:00Z', to: '2026-11-16T04:59:59.999Z' },
      'week',
      'America/New_York',
    );
    expect(w.map((s) => new Date(s.start).toISOString())).toEqual(['2026-11-09T05:00:00.000Z']);
    expect(zonedIsoStamp('2026-11-20T17:32:58Z', 'America/New_York')).toBe('2026-11-20T12:32:58-05:00');
    expect(zonedIsoStamp('2026-11-20T17:32:58Z', 'Pacific/Chatham')).toBe('2026-11-21T07:17:58+13:45');
    expect(zonedIsoStamp('2026-11-20T17:32:58Z', 'Asia/Kolkata')).toBe('2026-11-20T23:02:58+05:30');
  });
  it('Adelaide’s and Chatham’s days start at :30 and :45 past a UTC hour', () => {
    const a = timeSlots(
      { since: '2026-11-01T00:00:00Z', to: '2026-11-02T23:59:59Z' },
      'day',
      'Australia/Adelaide',
    );
    expect(new Date(a[1]!.start).toISOString()).toBe('2026-11-01T13:30:00.000Z');
    const c = timeSlots(
      { since: '2026-11-01T00:00:00Z', to: '2026-11-02T23:59:59Z' },
      'day',
      'Pacific/Chatham',
    );
    expect(new Date(c[1]!.start).toISOString()).toBe('2026-11-01T10:15:00.000Z');
  });
});

describe('how the zone’s buckets are asked of the service', () => {
  const month = { since: '2026-10-01T04:00:00.000Z', to: '2026-11-01T03:59:59.999Z' };
  it('asks UTC days as they are, whole-hour zones hourly, half-hour zones one call per bucket', () => {
    expect(planTimeline({ window: YEAR, interval: 'month', zone: 'UTC', hourly: true })).toMatchObject({
      mode: 'days',
      requests: [YEAR],
    });
    const ny = planTimeline({ window: month, interval: 'week', zone: 'America/New_York', hourly: true });
    expect(ny).toMatchObject({ mode: 'hours', interval: 'hour', bucketZone: 'America/New_York', note: null });
    expect(ny.requests).toHaveLength(1);
    const kolkata = planTimeline({ window: month, interval: 'week', zone: 'Asia/Kolkata', hourly: true });
    expect(kolkata.mode).toBe('per-bucket');
    expect(kolkata.requests.map((r) => dayOf(Date.parse(r.since), 'Asia/Kolkata'))).toEqual(
      timeSlots(month, 'week', 'Asia/Kolkata').map((s) => dayOf(s.from, 'Asia/Kolkata')),
    );
  });
  it('says plainly when it falls back to UTC days, and names the zone it did not use', () => {
    const plan = planTimeline({ window: YEAR, interval: 'day', zone: 'Asia/Kolkata', hourly: false });
    expect(plan).toMatchObject({ mode: 'utc', bucketZone: 'UTC' });
    expect(plan.note).toMatch(/^Buckets are UTC days, not Asia\/Kolkata days/);
  });
  it('asks a year hourly in quarter-long pieces, and the previous period one window earlier', () => {
    const plan = planTimeline({ window: YEAR, interval: 'month', zone: 'Europe/Berlin', hourly: true });
    expect(plan.requests).toHaveLength(4);
    expect(plan.requests.at(-1)!.to).toBe(YEAR.to);
    const prev = previousRequests(plan, YEAR, 'Europe/Berlin');
    expect(prev.at(-1)!.to).toBe('2025-12-31T23:59:59.999Z');
  });
  it('joins one call per bucket into one bucket each, its groups summed', () => {
    const merged = mergeAnswers(
      { mode: 'per-bucket' },
      [{ since: '2026-11-01T18:30:00.000Z', to: '2026-11-02T18:29:59.999Z' }],
      [
        {
          totalCount: 5,
          buckets: [
            { date: '2026-11-01T00:00:00Z', count: 2, groups: [{ key: 'news', count: 2 }] },
            { date: '2026-11-02T00:00:00Z', count: 3, groups: [{ key: 'news', count: 1 }] },
          ],
        },
      ],
    );
    expect(merged.buckets).toEqual([
      { date: '2026-11-01T18:30:00.000Z', count: 5, groups: [{ key: 'news', name: undefined, count: 3 }] },
    ]);
  });
});

describe('zones by every name', () => {
  const options = timeZoneOptions(Date.parse('2026-11-20T00:00:00Z'));
  const find = (q: string) =>
    options
      .filter((o) => foldZoneSearch(`${o.label} ${o.names.join(' ')}`).includes(foldZoneSearch(q)))
      .map((o) => o.value);
  it.each([
    ['Kolkata', 'Asia/Kolkata'],
    ['Calcutta', 'Asia/Kolkata'],
    ['Kyiv', 'Europe/Kyiv'],
    ['Kiev', 'Europe/Kyiv'],
    ['Ho_Chi', 'Asia/Ho_Chi_Minh'],
    ['saigon', 'Asia/Ho_Chi_Minh'],
    ['Kathmandu', 'Asia/Kathmandu'],
    ['Katmandu', 'Asia/Kathmandu'],
    ['US/Eastern', 'America/New_York'],
  ])('“%s” finds %s', (q, zone) => expect(find(q)).toContain(zone));
  it('lists each zone once, under its current name', () => {
    const values = options.map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).not.toContain('Asia/Calcutta');
  });
  it('keeps the name chosen in the URL, correcting only its case', () => {
    expect(canonicalZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalZone('Asia/Calcutta')).toBe('Asia/Calcutta');
    expect(canonicalZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalZone('Mars/Olympus')).toBeNull();
  });
});

describe('typed window edges', () => {
  it('reads a day, a day with a time, and refuses what is no date', () => {
    expect(parseTypedEdge('2026-10-01', '00:00')).toEqual({ day: '2026-10-01', time: '00:00' });
    expect(parseTypedEdge(' 2026-10-31 18:05 ', '23:59')).toEqual({ day: '2026-10-31', time: '18:05' });
    expect(parseTypedEdge('2026-02-30', '00:00')).toBeNull();
    expect(parseTypedEdge('2026-10-01 24:00', '00:00')).toBeNull();
    expect(parseTypedEdge('Oct 1', '00:00')).toBeNull();
  });
});
