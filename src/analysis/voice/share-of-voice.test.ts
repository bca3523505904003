import { describe, expect, it } from 'vitest';
import { percentShares, shareChanges, shareSeries, windowShares } from './share-of-voice';

const sum = (xs: number[]) => Math.round(xs.reduce((s, x) => s + x, 0) * 10) / 10;

describe('percentShares', () => {
  it('sums to exactly 100 % even when every share rounds down', () => {
    expect(percentShares([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(sum(percentShares([7, 11, 13, 17, 19]))).toBe(100);
  });
  it('keeps a workspace with no mentions at 0 %', () => {
    expect(percentShares([0, 3, 1])).toEqual([0, 75, 25]);
  });
  it('gives 0 % to everyone when nobody has mentions', () => {
    expect(percentShares([0, 0])).toEqual([0, 0]);
  });
});

describe('windowShares and shareChanges', () => {
  it('keeps every workspace, in order, with its share of the combined volume', () => {
    const shares = windowShares([
      { id: 3, count: 600 },
      { id: 1, count: 0 },
      { id: 2, count: 400 },
    ]);
    expect(shares).toEqual([
      { id: 3, count: 600, share: 60 },
      { id: 1, count: 0, share: 0 },
      { id: 2, count: 400, share: 40 },
    ]);
  });
  it('sets this period beside the previous one, in percentage points', () => {
    const rows = shareChanges(
      [
        { id: 1, count: 75 },
        { id: 2, count: 25 },
      ],
      [
        { id: 1, count: 50 },
        { id: 2, count: 50 },
      ],
    );
    expect(rows.map((r) => [r.share, r.previousShare, r.change])).toEqual([
      [75, 50, 25],
      [25, 50, -25],
    ]);
    const fresh = shareChanges([{ id: 1, count: 10 }], []);
    expect(fresh[0]).toMatchObject({ previousCount: 0, previousShare: 0, change: null });
  });
});

describe('shareSeries', () => {
  const series = shareSeries([
    {
      id: 1,
      buckets: [
        { date: '2026-11-01T00:00:00Z', count: 2 },
        { date: '2026-11-02T00:00:00Z', count: 1 },
      ],
    },
    {
      id: 2,
      buckets: [
        { date: '2026-11-02T00:00:00Z', count: 1 },
        { date: '2026-11-03T00:00:00Z', count: 0 },
      ],
    },
    { id: 3, buckets: [{ date: '2026-11-02T00:00:00Z', count: 1 }] },
  ]);

  it('puts every workspace on one grid of buckets, missing ones counting 0', () => {
    expect(series.map((b) => b.date)).toEqual([
      '2026-11-01T00:00:00Z',
      '2026-11-02T00:00:00Z',
      '2026-11-03T00:00:00Z',
    ]);
    expect(series[0]).toMatchObject({
      total: 2,
      counts: { 1: 2, 2: 0, 3: 0 },
      shares: { 1: 100, 2: 0, 3: 0 },
    });
  });
  it('sums the shares of every non-empty bucket to 100 %, and an empty bucket to 0', () => {
    expect(sum(Object.values(series[1]!.shares))).toBe(100);
    expect(series[1]!.shares).toEqual({ 1: 33.4, 2: 33.3, 3: 33.3 });
    expect(series[2]).toMatchObject({ total: 0, shares: { 1: 0, 2: 0, 3: 0 } });
  });
});
