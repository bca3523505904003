import { describe, expect, it } from 'vitest';
import {
  confidenceBand,
  narrativeConfidence,
  percentOf,
  toBotShareSeries,
  LOW_BASE_MENTIONS,
  toBreakdownRows,
  toSparklineSeries,
} from './narrative-transforms';
import { formatChange, periodChange, previousWindow } from '@/analysis/charts/period-change';

const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T00:00:00.000Z`;

describe('toSparklineSeries', () => {
  it('orders buckets oldest first and keeps empty days', () => {
    const series = toSparklineSeries({
      totalCount: 5,
      buckets: [
        { date: day(3), count: 2 },
        { date: day(1), count: 3 },
        { date: day(2), count: 0 },
      ],
    });
    expect(series).toEqual([
      { date: day(1), count: 3 },
      { date: day(2), count: 0 },
      { date: day(3), count: 2 },
    ]);
  });

  it('is empty before the timeline arrives', () => {
    expect(toSparklineSeries(undefined)).toEqual([]);
  });
});

describe('toBotShareSeries', () => {
  it('divides bot-rated by all mentions per day, null on empty days, zero when the bot day is missing', () => {
    const total = {
      totalCount: 14,
      buckets: [
        { date: day(1), count: 10 },
        { date: day(2), count: 0 },
        { date: day(3), count: 4 },
      ],
    };
    const bots = { totalCount: 3, buckets: [{ date: day(1), count: 3 }] };
    expect(toBotShareSeries(total, bots)).toEqual([
      { date: day(1), total: 10, bots: 3, share: 30, lowBase: false },
      { date: day(2), total: 0, bots: 0, share: null, lowBase: false },
      { date: day(3), total: 4, bots: 0, share: 0, lowBase: true },
    ]);
  });

  it('matches days by instant, not by string form', () => {
    const total = { totalCount: 3, buckets: [{ date: '2026-11-01T00:00:00Z', count: 3 }] };
    const bots = { totalCount: 1, buckets: [{ date: '2026-11-01T00:00:00.000Z', count: 1 }] };
    expect(toBotShareSeries(total, bots)[0]?.share).toBe(33.3);
  });

  it('never reports more bots than mentions', () => {
    const series = toBotShareSeries(
      { totalCount: 2, buckets: [{ date: day(1), count: 2 }] },
      { totalCount: 5, buckets: [{ date: day(1), count: 5 }] },
    );
    expect(series[0]).toMatchObject({ bots: 2, share: 100 });
  });

  it('marks a share from fewer than LOW_BASE_MENTIONS mentions as a low base', () => {
    const series = toBotShareSeries(
      {
        totalCount: 2 + LOW_BASE_MENTIONS,
        buckets: [
          { date: day(1), count: 2 },
          { date: day(2), count: LOW_BASE_MENTIONS },
        ],
      },
      { totalCount: 2, buckets: [{ date: day(1), count: 1 }] },
    );
    expect(series.map((p) => [p.share, p.lowBase])).toEqual([
      [50, true],
      [0, false],
    ]);
  });
});

describe('previousWindow', () => {
  it('has the same length and ends 1 ms before the current window starts', () => {
    const prev = previousWindow({ since: '2026-11-11T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' });
    expect(prev).toEqual({ since: '2026-10-31T23:59:59.999Z', to: '2026-11-10T23:59:59.999Z' });
    expect(Date.parse(prev.to) - Date.parse(prev.since)).toBe(10 * 86_400_000);
  });
});

describe('periodChange and formatChange', () => {
  it('gives absolute and relative change', () => {
    expect(periodChange(150, 100)).toEqual({ current: 150, previous: 100, delta: 50, percent: 50 });
    expect(formatChange(periodChange(150, 100))).toBe('+50 (+50.0%)');
    expect(formatChange(periodChange(90, 120))).toBe('−30 (−25.0%)');
    expect(formatChange(periodChange(1234, 1000))).toBe('+234 (+23.4%)');
  });

  it('has no percentage when the previous period was empty', () => {
    expect(periodChange(7, 0).percent).toBeNull();
    expect(formatChange(periodChange(7, 0))).toBe('+7 (new)');
    expect(formatChange(periodChange(0, 0))).toBe('0 (0.0%)');
  });
});

describe('toBreakdownRows', () => {
  const current = {
    totalCount: 10,
    groups: [
      { key: 'news', name: 'News', count: 6, percentage: 60 },
      { key: 'reddit', name: null, count: 4 },
    ],
  };

  it('keeps names, falls back to key and computes a missing percentage', () => {
    expect(toBreakdownRows(current, undefined)).toEqual([
      { key: 'news', name: 'News', count: 6, percentage: 60 },
      { key: 'reddit', name: 'reddit', count: 4, percentage: 40 },
    ]);
  });

  it('adds the previous count (0 when absent) and the change', () => {
    const rows = toBreakdownRows(current, { totalCount: 3, groups: [{ key: 'news', count: 3 }] });
    expect(rows[0]).toMatchObject({ previous: 3, change: { delta: 3, percent: 100 } });
    expect(rows[1]).toMatchObject({ previous: 0, change: { delta: 4, percent: null } });
  });

  it('cuts to the top N', () => {
    expect(toBreakdownRows(current, undefined, 1)).toHaveLength(1);
  });
});

describe('confidence', () => {
  it('bands at 70 and 40', () => {
    expect(confidenceBand(70)).toBe('defining');
    expect(confidenceBand(69.9)).toBe('related');
    expect(confidenceBand(40)).toBe('related');
    expect(confidenceBand(39.9)).toBe('borderline');
  });

  it('reads the confidence of one narrative on a mention', () => {
    const enrichments = {
      narratives: [
        { id: 3, confidence: 88 },
        { id: 5, confidence: 12 },
      ],
    };
    expect(narrativeConfidence(enrichments, 5)).toBe(12);
    expect(narrativeConfidence(enrichments, 9)).toBeNull();
  });

  it('percentOf guards against empty totals', () => {
    expect(percentOf(1, 0)).toBeNull();
    expect(percentOf(1, 3)).toBe(33.3);
  });
});
