import { describe, expect, it } from 'vitest';
import { buildTimelineModel } from './chart-model';
import {
  fillSlots,
  slotCoverage,
  slotWindow,
  timeSlots,
  timelineSeries,
  type DayBucket,
} from './chart-timeline';
import { OTHER_KEY } from './chart-transforms';

const day = (date: string, count: number, groups?: [string, number][]): DayBucket => ({
  date: `${date}T00:00:00Z`,
  count,
  groups: groups?.map(([key, n]) => ({ key, count: n })),
});

describe('timeline series from all buckets (sparse answers)', () => {
  // The real service sends only non-empty buckets and groups without names.
  const sparse: DayBucket[] = [
    day('2026-11-01', 3, [['twitter', 3]]),
    // 2026-11-02 missing entirely
    day('2026-11-03', 6, [
      ['reddit', 4],
      ['twitter', 1],
    ]),
    day('2026-11-04', 2, [['news', 1]]),
  ];
  const window = { since: '2026-11-01T00:00:00.000Z', to: '2026-11-04T23:59:59.999Z' };

  it('takes the union of keys over every bucket, largest first, named from known labels', () => {
    const names: Record<string, string> = { twitter: 'X (Twitter)', reddit: 'Reddit' };
    const series = timelineSeries(sparse, (k) => names[k]);
    expect(series.map((s) => [s.dataKey, s.key, s.name])).toEqual([
      ['s0', 'reddit', 'Reddit'],
      ['s1', 'twitter', 'X (Twitter)'],
      ['s2', 'news', 'news'],
      ['s3', OTHER_KEY, 'Other'],
    ]);
  });

  it('has a row for every day of the window, zeros where a key or a day is missing', () => {
    const model = buildTimelineModel(
      { interval: 'day', unit: 'count', breakdown: 'channels' },
      { window, zone: 'UTC', current: { totalCount: 11, buckets: sparse } },
    );
    // Hand-computed: [label, total, reddit, twitter, news, other]
    expect(model.rows.map((r) => [r.label, r.total, r.s0, r.s1, r.s2, r.s3])).toEqual([
      ['2026-11-01', 3, 0, 3, 0, 0],
      ['2026-11-02', 0, 0, 0, 0, 0],
      ['2026-11-03', 6, 4, 1, 0, 1],
      ['2026-11-04', 2, 0, 0, 1, 1],
    ]);
  });
});

describe('weeks aligned by equal length, partial buckets marked', () => {
  // Wednesday 21 October to Thursday 19 November (UTC): the first week has 5 days, the last 4.
  const window = { since: '2026-10-21T00:00:00.000Z', to: '2026-11-19T23:59:59.999Z' };
  const days = (from: string, n: number, count: number) =>
    Array.from({ length: n }, (_, i) => ({
      date: new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString(),
      count,
    }));

  it('cuts the first and last week to the window and says how much of them it covers', () => {
    const slots = timeSlots(window, 'week', 'UTC');
    expect(slots.map((s) => [new Date(s.start).toISOString().slice(0, 10), s.partial])).toEqual([
      ['2026-10-19', true],
      ['2026-10-26', false],
      ['2026-11-02', false],
      ['2026-11-09', false],
      ['2026-11-16', true],
    ]);
    expect(slotCoverage(slots[0]!, 'week', 'UTC')).toEqual({ days: 5, of: 7 });
    expect(slotCoverage(slots[4]!, 'week', 'UTC')).toEqual({ days: 4, of: 7 });
    expect(slotWindow(slots, 0)).toEqual({
      since: '2026-10-21T00:00:00.000Z',
      to: '2026-10-25T23:59:59.999Z',
    });
  });

  it('lays the previous period onto the same buckets shifted by the window length: 5 days against 5, not 3', () => {
    // One mention a day now, two a day in the previous 30 days (21 September – 20 October).
    const model = buildTimelineModel(
      { interval: 'week', unit: 'count', breakdown: undefined },
      {
        window,
        zone: 'UTC',
        current: { totalCount: 30, buckets: days('2026-10-21', 30, 1) },
        previous: {
          totals: { totalCount: 60, buckets: days('2026-09-21', 30, 2) },
          series: null,
          seriesExact: false,
        },
      },
    );
    expect(model.rows.map((r) => [r.label, r.total, r.prevTotal])).toEqual([
      ['Wk 2026-10-19 *', 5, 10],
      ['Wk 2026-10-26', 7, 14],
      ['Wk 2026-11-02', 7, 14],
      ['Wk 2026-11-09', 7, 14],
      ['Wk 2026-11-16 *', 4, 8],
    ]);
    expect(model.notes.some((n) => n.startsWith('* partial'))).toBe(true);
    expect(model.period?.at(-1)).toMatchObject({
      name: 'Total',
      current: 30,
      previous: 60,
      change: -30,
      changePercent: -50,
    });
  });

  it('opens a week of another zone from its own Monday midnight, the hours it was counted from', () => {
    const slots = timeSlots(window, 'week', 'Europe/Berlin');
    // Berlin's week starts Sunday 23:00 UTC (CET, after the switch on 25 October).
    expect(slotWindow(slots, 1)).toEqual({
      since: '2026-10-25T23:00:00.000Z',
      to: '2026-11-01T22:59:59.999Z',
    });
    const filled = fillSlots(
      [
        { date: '2026-10-25T22:00:00Z', count: 2 },
        { date: '2026-10-25T23:00:00Z', count: 3 },
        { date: '2026-11-01T23:00:00Z', count: 4 },
      ],
      slots,
    );
    expect(filled.slice(0, 3).map((s) => s.count)).toEqual([2, 3, 4]);
  });
});

describe('a broken-down timeline compared series by series', () => {
  const window = { since: '2026-11-01T00:00:00.000Z', to: '2026-11-02T23:59:59.999Z' };
  const current = {
    totalCount: 11,
    buckets: [
      day('2026-11-01', 5, [
        ['a', 3],
        ['b', 1],
      ]),
      day('2026-11-02', 6, [
        ['a', 2],
        ['b', 4],
      ]),
    ],
  };
  const prevTotals = { totalCount: 9, buckets: [day('2026-10-30', 5), day('2026-10-31', 4)] };

  it('gives each series its own previous series (restricted query: an absent key is 0) and Other the rest', () => {
    const prevSeries = {
      totalCount: 7,
      buckets: [day('2026-10-30', 4, [['a', 4]]), day('2026-10-31', 3, [['b', 3]])],
    };
    const model = buildTimelineModel(
      { interval: 'day', unit: 'count', breakdown: 'channels' },
      {
        window,
        zone: 'UTC',
        current,
        previous: { totals: prevTotals, series: prevSeries, seriesExact: true },
      },
    );
    expect(model.series.map((s) => s.key)).toEqual(['a', 'b', OTHER_KEY]);
    expect(model.rows.map((r) => [r.s0, r.p0, r.s1, r.p1, r.s2, r.p2, r.prevTotal])).toEqual([
      [3, 4, 1, 0, 1, 1, 5],
      [2, 0, 4, 3, 0, 1, 4],
    ]);
    expect(model.previousSeries).toBe(true);
  });

  it('compares shares in percent mode: each series over its own bucket in its own period', () => {
    const prevSeries = {
      totalCount: 7,
      buckets: [day('2026-10-30', 4, [['a', 4]]), day('2026-10-31', 3, [['b', 3]])],
    };
    const model = buildTimelineModel(
      { interval: 'day', unit: 'percent', breakdown: 'channels' },
      {
        window,
        zone: 'UTC',
        current,
        previous: { totals: prevTotals, series: prevSeries, seriesExact: true },
      },
    );
    expect([model.rows[0]!.s0, model.rows[0]!.p0, model.rows[0]!.total, model.rows[0]!.prevTotal]).toEqual([
      60,
      80,
      (5 / 11) * 100,
      (5 / 9) * 100,
    ]);
  });
});
