/**
 * Spike detection on a daily or hourly volume series: a bucket is flagged when it rises above a
 * robust baseline of the buckets before it (a median, with a spread from the median absolute
 * deviation), so earlier spikes in the history barely move the baseline. Weekly (daily buckets)
 * or daily (hourly buckets) seasonality is taken out when the history holds at least three
 * buckets of each phase, so "every Monday is busier" is the baseline, not a spike.
 */

import { SPIKE_WINDOWS, type SpikeInterval } from './spike-window';

export type Sensitivity = 'low' | 'medium' | 'high';

/** One bucket of a volume series: the timeline bucket's start (ISO instant) and its count. */
export interface VolumePoint {
  date: string;
  count: number;
}

export interface Spike {
  /** Position of the bucket in the input series. */
  index: number;
  date: string;
  count: number;
  /** The count expected from the history (seasonal median), one decimal. */
  baseline: number;
  /** count − baseline, one decimal. */
  excess: number;
  /** count ÷ baseline (two decimals); null when the baseline is 0. */
  ratio: number | null;
  /** Robust z-score: excess ÷ spread (one decimal); higher is more unusual. */
  score: number;
  /** Buckets of history the baseline was computed from. */
  history: number;
  /** Whether the weekday (or hour-of-day) pattern was taken out. */
  seasonal: boolean;
  /** Less history than a full trailing window: the stricter fallback rule applied. */
  limitedHistory: boolean;
}

export interface SpikeOptions {
  interval: SpikeInterval;
  sensitivity?: Sensitivity;
  /** Only buckets starting at or after this instant may be flagged; earlier ones are history. */
  flagFrom?: string;
  /** Overrides the sensitivity's minimum count of a flagged bucket. */
  minCount?: number;
}

interface Rule {
  /** Spreads above the baseline a bucket must reach. */
  k: number;
  /** And at least this multiple of the baseline. */
  minRatio: number;
  minCount: number;
  /** Low sensitivity flags onsets only: the bucket must also jump above the bucket before it. */
  requireJump: boolean;
}

export const SENSITIVITY_RULES: Readonly<Record<Sensitivity, Rule>> = {
  low: { k: 5, minRatio: 2, minCount: 20, requireJump: true },
  medium: { k: 3.5, minRatio: 1.5, minCount: 10, requireJump: false },
  high: { k: 2.5, minRatio: 1.25, minCount: 5, requireJump: false },
};

/** With limited history the rule is this much stricter (k and the ratio are multiplied). */
const LIMITED_FACTOR = 2;

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Expected count and spread of bucket `i` from up to `trailing` buckets before it. */
export function baselineAt(series: readonly VolumePoint[], i: number, interval: SpikeInterval) {
  const { trailing, period, ms } = SPIKE_WINDOWS[interval];
  const from = Math.max(0, i - trailing);
  const phase = (j: number) => {
    const p = Math.round(Date.parse((series[j] as VolumePoint).date) / ms) % period;
    return p < 0 ? p + period : p;
  };
  const history: number[] = [];
  const byPhase = new Map<number, number[]>();
  for (let j = from; j < i; j++) {
    const c = (series[j] as VolumePoint).count;
    history.push(c);
    const list = byPhase.get(phase(j)) ?? [];
    list.push(c);
    byPhase.set(phase(j), list);
  }
  const seasonal = byPhase.size === period && [...byPhase.values()].every((l) => l.length >= 3);
  // Additive seasonal model: a bucket's phase median, moved to the level of the last period (a
  // busy fortnight earlier in the window must not hide a spike in a quiet week); residuals from
  // the phase medians give the spread.
  const phaseMedian = new Map([...byPhase].map(([p, l]) => [p, median(l)]));
  const expectedOf = (j: number) => (seasonal ? (phaseMedian.get(phase(j)) as number) : median(history));
  const residuals = history.map((c, n) => c - expectedOf(from + n));
  const centre = median(residuals);
  const mad = median(residuals.map((r) => Math.abs(r - centre)));
  const level = seasonal ? median(residuals.slice(-period)) : 0;
  const expected = Math.max(0, expectedOf(i) + level);
  // Counts are at least Poisson-noisy: the spread never falls below √expected (or 1).
  const spread = Math.max(1.4826 * mad, Math.sqrt(Math.max(expected, 1)));
  return { expected, spread, history: history.length, seasonal };
}

/**
 * The flagged buckets of `series` (oldest first, evenly spaced, empty buckets included as 0).
 * A bucket needs `minHistory` buckets before it; with less than a full trailing window it must
 * clear a rule twice as strict.
 */
export function detectSpikes(series: readonly VolumePoint[], options: SpikeOptions): Spike[] {
  const rule = SENSITIVITY_RULES[options.sensitivity ?? 'medium'];
  const { trailing, minHistory } = SPIKE_WINDOWS[options.interval];
  const minCount = options.minCount ?? rule.minCount;
  const flagFrom = options.flagFrom ? Date.parse(options.flagFrom) : -Infinity;
  const spikes: Spike[] = [];
  for (let i = minHistory; i < series.length; i++) {
    const point = series[i] as VolumePoint;
    if (point.count < minCount || Date.parse(point.date) < flagFrom) continue;
    const b = baselineAt(series, i, options.interval);
    const limited = b.history < trailing;
    const k = rule.k * (limited ? LIMITED_FACTOR : 1);
    const minRatio = rule.minRatio * (limited ? LIMITED_FACTOR : 1);
    const excess = point.count - b.expected;
    if (excess < k * b.spread || point.count < minRatio * b.expected) continue;
    if (rule.requireJump && point.count - (series[i - 1] as VolumePoint).count < k * b.spread) continue;
    spikes.push({
      index: i,
      date: point.date,
      count: point.count,
      baseline: round(b.expected, 1),
      excess: round(excess, 1),
      ratio: b.expected > 0 ? round(point.count / b.expected, 2) : null,
      score: round(excess / b.spread, 1),
      history: b.history,
      seasonal: b.seasonal,
      limitedHistory: limited,
    });
  }
  return spikes;
}
