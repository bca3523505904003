import type { DistributionQuery, MentionFilters, TimelineQuery } from '@/api/schemas';
import { SPIKE_WINDOWS, type SpikeInterval } from './spike-window';
import type { DriverDimension } from './spike-drivers';

/**
 * The API calls that explain one flagged bucket, as pure request descriptors (the caller adds the
 * workspace id and runs them; all of a stage in parallel). Stage 1 counts every dimension in the
 * spike and in the baseline window: a dimension with few values (bot ratings, channels, languages)
 * takes ONE timeline call over baseline + spike, grouped by it, whose buckets split the two
 * windows; the others take a distribution call per window. That is 11 calls, so with stage 2 (the
 * top mentions of the leading driver, which stage 1 names) an explanation costs at most a dozen.
 */

export type Window = { since: string; to: string };

/** The bucket to explain: a flag of detectSpikes plus the series' interval. */
export interface SpikeRef {
  date: string;
  interval: SpikeInterval;
  count: number;
  /** The detector's expected count for the bucket. */
  baseline: number;
  /** Buckets of history the detector had (the baseline window is at most the trailing window). */
  history?: number;
}

export interface ExplainInput {
  spike: SpikeRef;
  /** The workspace's current filters: every call carries them. */
  filters: MentionFilters;
  /** Whether the service honours `interval=hour` (needed for one-call dimensions of hourly spikes). */
  hourly?: 'supported' | 'unsupported';
}

export type ExplainRequest =
  | {
      id: string;
      kind: 'distribution';
      dimension: DriverDimension;
      window: 'spike' | 'baseline';
      query: DistributionQuery;
    }
  | { id: string; kind: 'timeline'; dimension: DriverDimension; query: TimelineQuery };

export interface ExplainPlan {
  spike: SpikeRef;
  filters: MentionFilters;
  /** The spike bucket as an API window (both ends inclusive). */
  window: Window;
  baselineWindow: Window;
  baselineBuckets: number;
  /** Stage 1: every call, to be issued in parallel. */
  requests: ExplainRequest[];
  /** Dimensions the call budget left out, and why. */
  omitted: { dimension: DriverDimension; reason: string }[];
}

/** Calls of stage 1; stage 2 adds one (the top mentions). */
export const STAGE1_BUDGET = 11;
/** Groups asked for in a baseline distribution, so the spike's groups are found there too. */
const BASELINE_LIMIT = 1000;
/** Dimensions in order of importance; `oneCall` ones can share a grouped timeline call. */
const PLAN_ORDER: readonly { dimension: DriverDimension; oneCall: boolean }[] = [
  { dimension: 'narratives.id', oneCall: false },
  { dimension: 'bot_ratings', oneCall: true },
  { dimension: 'channels', oneCall: true },
  { dimension: 'authors', oneCall: false },
  { dimension: 'domains', oneCall: false },
  { dimension: 'languages', oneCall: true },
  { dimension: 'locations.country', oneCall: false },
];

const iso = (ms: number) => new Date(ms).toISOString();

/** The spike bucket's window and the baseline window just before it. */
export function spikeWindows(spike: SpikeRef): {
  window: Window;
  baselineWindow: Window;
  baselineBuckets: number;
} {
  const { ms, trailing } = SPIKE_WINDOWS[spike.interval];
  const start = Date.parse(spike.date);
  const baselineBuckets = Math.max(1, Math.min(trailing, spike.history ?? trailing));
  return {
    window: { since: iso(start), to: iso(start + ms - 1) },
    baselineWindow: { since: iso(start - baselineBuckets * ms), to: iso(start - 1) },
    baselineBuckets,
  };
}

export function planExplanation(input: ExplainInput): ExplainPlan {
  const { spike, filters } = input;
  const { window, baselineWindow, baselineBuckets } = spikeWindows(spike);
  // A grouped timeline splits the windows only when its buckets are the spike's buckets.
  const oneCallOk = spike.interval === 'day' || input.hourly === 'supported';
  const requests: ExplainRequest[] = [];
  const omitted: ExplainPlan['omitted'] = [];
  for (const { dimension, oneCall } of PLAN_ORDER) {
    const single = oneCall && oneCallOk;
    if (requests.length + (single ? 1 : 2) > STAGE1_BUDGET) {
      omitted.push({
        dimension,
        reason: `Left out to keep the explanation within ${STAGE1_BUDGET + 1} API calls.`,
      });
      continue;
    }
    if (single) {
      const query: TimelineQuery = {
        ...filters,
        since: baselineWindow.since,
        to: window.to,
        group_by: dimension,
      };
      if (spike.interval === 'hour') query.interval = 'hour';
      requests.push({ id: `${dimension}/timeline`, kind: 'timeline', dimension, query });
      continue;
    }
    requests.push(
      {
        id: `${dimension}/spike`,
        kind: 'distribution',
        dimension,
        window: 'spike',
        query: { ...filters, ...window, group_by: dimension },
      },
      {
        id: `${dimension}/baseline`,
        kind: 'distribution',
        dimension,
        window: 'baseline',
        query: { ...filters, ...baselineWindow, group_by: dimension, limit: BASELINE_LIMIT },
      },
    );
  }
  return { spike, filters, window, baselineWindow, baselineBuckets, requests, omitted };
}
