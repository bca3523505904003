import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketWindow, percentOfTotal } from './chart-transforms';

describe('labels and bucket windows', () => {
  it('labels hours, days, weeks and months in the zone the buckets were cut in', () => {
    expect(bucketLabel('2026-11-02T05:00:00Z', 'day', 'America/New_York')).toBe('2026-11-02');
    expect(bucketLabel('2026-11-02T00:00:00Z', 'day', 'UTC')).toBe('2026-11-02');
    expect(bucketLabel('2026-11-02T00:00:00Z', 'hour', 'Asia/Kolkata')).toBe('2026-11-02 05:30');
    expect(bucketLabel('2026-11-01T23:00:00.000Z', 'week', 'Europe/Berlin')).toBe('Wk 2026-11-02');
    expect(bucketLabel('2026-10-31T23:00:00.000Z', 'month', 'Europe/Berlin')).toBe('Nov 2026');
  });
  it('gives a bucket window ending 1 ms before the next bucket', () => {
    expect(bucketWindow('2026-11-02T00:00:00Z', 'day', 'UTC')).toEqual({
      since: '2026-11-02T00:00:00.000Z',
      to: '2026-11-02T23:59:59.999Z',
    });
    expect(bucketWindow('2026-10-31T23:00:00.000Z', 'month', 'Europe/Berlin').to).toBe(
      '2026-11-30T22:59:59.999Z',
    );
    expect(bucketWindow('2026-11-02T00:00:00.000Z', 'week', 'UTC').to).toBe('2026-11-08T23:59:59.999Z');
  });
});

describe('percentOfTotal', () => {
  it('computes percentages safely', () => {
    expect(percentOfTotal(1, 0)).toBe(0);
    expect(percentOfTotal(1, 4)).toBe(25);
  });
});
