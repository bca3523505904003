import { describe, expect, it } from 'vitest';
import { denseTimeline } from './dense-timeline';

const window = { since: '2026-11-01T00:00:00Z', to: '2026-11-05T23:59:59Z' };

describe('denseTimeline', () => {
  it('fills the days a sparse timeline leaves out with zeros, in order', () => {
    const sparse = {
      totalCount: 12,
      buckets: [
        { date: '2026-11-04T00:00:00Z', count: 4 },
        { date: '2026-11-02T00:00:00Z', count: 8 },
      ],
    };
    const dense = denseTimeline(sparse, window)!;
    expect(dense.buckets.map((b) => [b.date.slice(0, 10), b.count])).toEqual([
      ['2026-11-01', 0],
      ['2026-11-02', 8],
      ['2026-11-03', 0],
      ['2026-11-04', 4],
      ['2026-11-05', 0],
    ]);
    expect(dense.totalCount).toBe(12);
  });

  it('fills hours too, and leaves a missing timeline missing', () => {
    const hours = { since: '2026-11-01T00:00:00Z', to: '2026-11-01T05:59:59Z' };
    const dense = denseTimeline(
      { totalCount: 3, buckets: [{ date: '2026-11-01T02:00:00Z', count: 3 }] },
      hours,
      'hour',
    )!;
    expect(dense.buckets.map((b) => b.count)).toEqual([0, 0, 3, 0, 0, 0]);
    expect(denseTimeline(undefined, window)).toBeUndefined();
  });
});
