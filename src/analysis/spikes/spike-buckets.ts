import type { VolumePoint } from './spike-detection';
import { HOURLY_MAX_WINDOW_MS, SPIKE_WINDOWS, type SpikeInterval } from './spike-window';
import { DAY, HOUR } from '@/lib/time-units';

/**
 * Which buckets spike detection runs on, and the timeline calls that fetch them. Hourly buckets
 * suit short windows; the reference server answers them in one call (`interval=hour`, an
 * extension), while a service without it needs one call per hour window, so past a call budget
 * the plan falls back to the API's daily buckets (UTC days). Every plan fetches history before
 * the analyst's window so that its first buckets have a baseline too.
 */

/** Default budget of hour-window calls when the service has no hourly interval. */
export const MAX_SPLIT_CALLS = 48;

export interface TimelineWindow {
  since: string;
  to: string;
  interval?: 'hour';
}

export interface SpikeSeriesPlan {
  interval: SpikeInterval;
  /** interval: one call with interval=hour; split: one call per hour; daily: one plain call. */
  mode: 'interval' | 'split' | 'daily';
  /** Start of the analyst's window: pass to detectSpikes as `flagFrom` (earlier buckets are history). */
  flagFrom: string;
  /** Timeline requests (add the workspace's filters); all can run in parallel. */
  requests: TimelineWindow[];
  calls: number;
  /** Why this plan, in words for a tooltip or the explanation panel. */
  note: string;
}

export interface SpikeSeriesInput {
  since: string;
  to: string;
  /** Whether the service honours `interval=hour` (the reference server does). */
  hourly: 'supported' | 'unsupported';
  /** 'auto' picks hours for windows of up to 7 days. */
  prefer?: 'auto' | SpikeInterval;
  maxSplitCalls?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;

export function planSpikeSeries(input: SpikeSeriesInput): SpikeSeriesPlan {
  const since = Date.parse(input.since);
  const to = Date.parse(input.to);
  const wantHours = input.prefer === 'hour' || (input.prefer !== 'day' && to - since <= HOURLY_MAX_WINDOW_MS);
  const daily = (note: string): SpikeSeriesPlan => {
    const start = floorTo(since, DAY);
    return {
      interval: 'day',
      mode: 'daily',
      flagFrom: iso(start),
      requests: [{ since: iso(start - SPIKE_WINDOWS.day.trailing * DAY), to: input.to }],
      calls: 1,
      note,
    };
  };
  if (!wantHours) return daily('Daily buckets (UTC days), with 28 days of history before the window.');
  const start = floorTo(since, HOUR);
  const windowHours = Math.max(1, Math.ceil((to - start) / HOUR));
  if (input.hourly === 'supported') {
    return {
      interval: 'hour',
      mode: 'interval',
      flagFrom: iso(start),
      requests: [{ since: iso(start - SPIKE_WINDOWS.hour.trailing * HOUR), to: input.to, interval: 'hour' }],
      calls: 1,
      note: 'Hourly buckets, with 7 days of history before the window.',
    };
  }
  const budget = input.maxSplitCalls ?? MAX_SPLIT_CALLS;
  const history = Math.min(SPIKE_WINDOWS.hour.trailing, budget - windowHours);
  if (history < SPIKE_WINDOWS.hour.minHistory) {
    const needed = windowHours + SPIKE_WINDOWS.hour.minHistory;
    return daily(
      `Hourly buckets would take ${needed} calls (the service has no hourly interval; the budget is ${budget}): daily buckets (UTC days) instead.`,
    );
  }
  const requests: TimelineWindow[] = [];
  const end = start + windowHours * HOUR;
  // The last hour window also takes the window's own end (the API's `to` is inclusive).
  for (let h = start - history * HOUR; h < end; h += HOUR) {
    requests.push({ since: iso(h), to: h + HOUR >= end ? input.to : iso(h + HOUR - 1) });
  }
  return {
    interval: 'hour',
    mode: 'split',
    flagFrom: iso(start),
    requests,
    calls: requests.length,
    note: `Hourly buckets from ${requests.length} one-hour calls (the service has no hourly interval), ${history} hours of history.`,
  };
}

type TimelineAnswer = { totalCount: number; buckets: readonly { date: string; count: number }[] };

export type SeriesResult =
  { ok: true; series: VolumePoint[] } | { ok: false; reason: string; hourlyUnsupported?: boolean };

/**
 * The volume series from the plan's answers (in request order). Missing empty buckets are filled
 * with 0; buckets off the expected grid mean the service bucketed differently, which is reported
 * (for an hourly plan: re-plan with `hourly: 'unsupported'`).
 */
export function seriesFromAnswers(plan: SpikeSeriesPlan, answers: readonly TimelineAnswer[]): SeriesResult {
  if (answers.length !== plan.requests.length)
    return { ok: false, reason: 'Some timeline answers are missing.' };
  if (plan.mode === 'split') {
    return {
      ok: true,
      series: plan.requests.map((r, i) => ({
        date: r.since,
        count: (answers[i] as TimelineAnswer).totalCount,
      })),
    };
  }
  const unit = plan.interval === 'hour' ? HOUR : DAY;
  const counts = new Map<number, number>();
  for (const b of (answers[0] as TimelineAnswer).buckets) {
    const t = Date.parse(b.date);
    if (Number.isNaN(t) || t % unit !== 0) {
      return plan.mode === 'interval'
        ? { ok: false, reason: 'The service does not answer hourly buckets.', hourlyUnsupported: true }
        : { ok: false, reason: `The service's timeline buckets are not UTC days (${b.date}).` };
    }
    counts.set(t, (counts.get(t) ?? 0) + b.count);
  }
  if (plan.mode === 'interval' && counts.size > 1 && [...counts.keys()].every((t) => t % DAY === 0)) {
    return {
      ok: false,
      reason: 'The service answered daily buckets to interval=hour.',
      hourlyUnsupported: true,
    };
  }
  const first = floorTo(Date.parse((plan.requests[0] as TimelineWindow).since), unit);
  const last = Date.parse((plan.requests[0] as TimelineWindow).to);
  const series: VolumePoint[] = [];
  for (let t = first; t <= last; t += unit) series.push({ date: iso(t), count: counts.get(t) ?? 0 });
  return { ok: true, series };
}
