import { describe, expect, it } from 'vitest';
import { baselineAt, detectSpikes, median, type VolumePoint } from './spike-detection';
import { DAY } from '@/lib/time-units';

/** 2026-10-05 is a Monday. */
const MONDAY = Date.UTC(2026, 9, 5);

/** A daily series from Monday 2026-10-05, one count per day. */
const daily = (counts: readonly number[]): VolumePoint[] =>
  counts.map((count, i) => ({ date: new Date(MONDAY + i * DAY).toISOString(), count }));

/** Deterministic noise in [-amp, amp] so tests do not depend on a flat line. */
const noise = (i: number, amp: number) => Math.round(((Math.sin(i * 12.9898) * 43758.5453) % 1) * amp);

const flatNoisy = (n: number, level: number, amp: number) =>
  Array.from({ length: n }, (_, i) => level + noise(i, amp));

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

describe('detectSpikes', () => {
  it('flags nothing on a flat series, at any sensitivity', () => {
    const series = daily(flatNoisy(70, 100, 8));
    for (const sensitivity of ['low', 'medium', 'high'] as const) {
      expect(detectSpikes(series, { interval: 'day', sensitivity })).toEqual([]);
    }
  });

  it('flags a single outlier with its baseline, excess, ratio and score', () => {
    const counts = flatNoisy(50, 100, 6);
    counts[40] = 400;
    const spikes = detectSpikes(daily(counts), { interval: 'day', sensitivity: 'medium' });
    expect(spikes.map((s) => s.index)).toEqual([40]);
    const [spike] = spikes;
    expect(spike!.baseline).toBeGreaterThan(95);
    expect(spike!.baseline).toBeLessThan(105);
    expect(spike!.excess).toBeCloseTo(400 - spike!.baseline, 5);
    expect(spike!.ratio).toBeCloseTo(400 / spike!.baseline, 1);
    expect(spike!.score).toBeGreaterThan(10);
    expect(spike!.seasonal).toBe(true);
    expect(spike!.limitedHistory).toBe(false);
    // The same outlier at low and high sensitivity too.
    expect(detectSpikes(daily(counts), { interval: 'day', sensitivity: 'low' }).map((s) => s.index)).toEqual([
      40,
    ]);
    expect(detectSpikes(daily(counts), { interval: 'day', sensitivity: 'high' }).map((s) => s.index)).toEqual(
      [40],
    );
  });

  it('flags only the first bucket of a step change at low sensitivity (more at medium)', () => {
    const counts = [...flatNoisy(35, 100, 5), ...flatNoisy(20, 300, 10)];
    const low = detectSpikes(daily(counts), { interval: 'day', sensitivity: 'low' });
    expect(low.map((s) => s.index)).toEqual([35]);
    const medium = detectSpikes(daily(counts), { interval: 'day', sensitivity: 'medium' });
    expect(medium[0]!.index).toBe(35);
    expect(medium.length).toBeGreaterThan(1);
  });

  it('does not flag every Monday when Mondays are always busier (medium)', () => {
    const counts = Array.from({ length: 63 }, (_, i) => (i % 7 === 0 ? 260 : 100) + noise(i, 6));
    expect(detectSpikes(daily(counts), { interval: 'day', sensitivity: 'medium' })).toEqual([]);
    // Weekends at half volume do not make Mondays spikes either.
    const weekends = Array.from({ length: 63 }, (_, i) => (i % 7 >= 5 ? 50 : 100) + noise(i, 5));
    expect(detectSpikes(daily(weekends), { interval: 'day', sensitivity: 'medium' })).toEqual([]);
  });

  it('still flags a spike on a busy weekday against that weekday’s level', () => {
    const counts = Array.from({ length: 63 }, (_, i) => (i % 7 === 0 ? 260 : 100) + noise(i, 6));
    counts[56] = 700; // a Monday, 2.7× the usual Monday
    const spikes = detectSpikes(daily(counts), { interval: 'day', sensitivity: 'medium' });
    expect(spikes.map((s) => s.index)).toEqual([56]);
    expect(spikes[0]!.baseline).toBeGreaterThan(240);
  });

  it('needs a week of history, and applies a stricter rule before four full weeks', () => {
    const short = daily([100, 400, 100, 100, 100]);
    expect(detectSpikes(short, { interval: 'day' })).toEqual([]);
    // Day 10 of the series: 10 days of history, 2.5× the level → not enough with limited history…
    const counts = flatNoisy(14, 100, 4);
    counts[10] = 250;
    expect(detectSpikes(daily(counts), { interval: 'day', sensitivity: 'medium' })).toEqual([]);
    // …but 4× is, and the flag says its history was limited.
    counts[10] = 400;
    const [spike] = detectSpikes(daily(counts), { interval: 'day', sensitivity: 'medium' });
    expect(spike).toMatchObject({ index: 10, history: 10, limitedHistory: true, seasonal: false });
  });

  it('handles zeros: an empty history never divides by zero, and tiny counts are not spikes', () => {
    const counts = new Array<number>(40).fill(0);
    counts[30] = 3;
    expect(detectSpikes(daily(counts), { interval: 'day', sensitivity: 'high' })).toEqual([]);
    counts[30] = 40;
    const [spike] = detectSpikes(daily(counts), { interval: 'day', sensitivity: 'medium' });
    expect(spike).toMatchObject({ index: 30, baseline: 0, ratio: null, excess: 40 });
    expect(Number.isFinite(spike!.score)).toBe(true);
  });

  it('keeps buckets before flagFrom as history only', () => {
    const counts = flatNoisy(50, 100, 6);
    counts[20] = 400;
    counts[40] = 400;
    const flagFrom = new Date(MONDAY + 30 * DAY).toISOString();
    expect(detectSpikes(daily(counts), { interval: 'day', flagFrom }).map((s) => s.index)).toEqual([40]);
  });

  it('takes the hour-of-day pattern out of hourly series', () => {
    const hours = Array.from({ length: 24 * 10 }, (_, i) => {
      const h = i % 24;
      return {
        date: new Date(MONDAY + i * 3_600_000).toISOString(),
        count: (h >= 8 && h <= 20 ? 40 : 4) + noise(i, 3),
      };
    });
    expect(detectSpikes(hours, { interval: 'hour', sensitivity: 'medium' })).toEqual([]);
    hours[24 * 9 + 3]!.count = 60; // 3 am, usually ~4
    const spikes = detectSpikes(hours, { interval: 'hour', sensitivity: 'medium' });
    expect(spikes.map((s) => s.index)).toEqual([24 * 9 + 3]);
    expect(baselineAt(hours, 24 * 9 + 3, 'hour').seasonal).toBe(true);
  });
});
