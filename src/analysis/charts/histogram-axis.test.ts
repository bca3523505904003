import { describe, expect, it } from 'vitest';
import { histogramInterval, toHistogramBars } from './histogram';
import { histogramTicks } from './histogram-axis';

const barsOf = (since: string, to: string, zone: string) => {
  const window = { since, to };
  const interval = histogramInterval(window);
  return { interval, bars: toHistogramBars([], window, interval, zone) };
};

describe('histogramTicks', () => {
  it('labels a day’s hours every few hours, the zone’s midnight by its date', () => {
    const { interval, bars } = barsOf('2026-11-02T23:00:00Z', '2026-11-03T23:00:00Z', 'Europe/Berlin');
    expect(interval).toBe('hour');
    const ticks = histogramTicks(bars, interval, 'Europe/Berlin');
    expect(ticks.map((t) => t.label)).toEqual(['Nov 3', '06:00', '12:00', '18:00', 'Nov 4']);
    expect(ticks[0]!.index).toBe(0);
    expect(ticks.length).toBeLessThanOrEqual(6);
  });

  it('labels a month of days at Mondays, in the zone (not UTC)', () => {
    const { interval, bars } = barsOf('2026-10-31T23:00:00Z', '2026-11-30T22:59:59Z', 'Europe/Berlin');
    expect(interval).toBe('day');
    const ticks = histogramTicks(bars, interval, 'Europe/Berlin');
    expect(ticks.map((t) => t.label)).toEqual(['Nov 2', 'Nov 9', 'Nov 16', 'Nov 23', 'Nov 30']);
  });

  it('thins a long run of weeks and never labels more than asked', () => {
    const { interval, bars } = barsOf('2024-01-01T00:00:00Z', '2026-11-01T00:00:00Z', 'UTC');
    expect(interval).toBe('week');
    const ticks = histogramTicks(bars, interval, 'UTC', 6);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks.every((t, i) => i === 0 || t.index > ticks[i - 1]!.index)).toBe(true);
    expect(histogramTicks([], 'day', 'UTC')).toEqual([]);
  });
});
