import type { ChartInterval } from './chart-config';
import type { DayBucket } from './chart-timeline';
import { timeSlots } from './time-slots';
import type { Group } from './chart-buckets';
import { fromWallMs, previousWindow, toWallMs, type Window } from './period-change';
import { zoneOffset } from '@/lib/zoned-time';
import { HOUR } from '@/lib/time-units';

/**
 * How a timeline gets buckets of the analyst's zone from a service that counts UTC days (and, as
 * an extension, UTC hours):
 * - `days`: the zone is UTC (offset 0 all window long), so the service's days are the zone's days;
 * - `hours`: `interval=hour`, summed into the zone's days, weeks and months (zones a whole number
 *   of hours from UTC), one call per 92 days;
 * - `per-bucket`: one call per bucket of the zone (zones 30 or 45 minutes off, or a service without
 *   hours), when there are at most `maxCalls` buckets;
 * - `utc`: else the service's UTC days, cut into UTC weeks and months, and said so (`note`).
 * The same plan asks the previous period (see previousRequests).
 */
export type TimelineMode = 'days' | 'hours' | 'per-bucket' | 'utc';

export interface TimelinePlan {
  mode: TimelineMode;
  /** The zone the buckets are cut in: the analyst's, or 'UTC' (mode `utc`). */
  bucketZone: string;
  /** The buckets drawn: the interval asked, or days when hours were asked of a service without them. */
  unit: ChartInterval;
  /** Sent with every request (mode `hours`, and hourly charts). */
  interval?: 'hour';
  /** The current window's requests (add the filters); their answers go to mergeAnswers. */
  requests: Window[];
  /** Plain words for a chart's notes and exports when the buckets are not the zone's. */
  note: string | null;
}

/** Whether `zone` is a whole number of hours from UTC everywhere from `sinceMs` to `toMs`. */
export function wholeHourOffsets(sinceMs: number, toMs: number, zone: string): boolean {
  if (zone === 'UTC') return true;
  const step = 6 * 3_600_000;
  for (let t = sinceMs; ; t = Math.min(t + step, toMs)) {
    if (zoneOffset(t, zone) % 3_600_000 !== 0) return false;
    if (t >= toMs) return true;
  }
}

export interface PlanInput {
  window: Window;
  interval: ChartInterval;
  zone: string;
  /** The service honours `interval=hour` (capabilities: timelineInterval). */
  hourly: boolean;
  /** Most calls for one period in mode `per-bucket` (default 36). */
  maxCalls?: number;
}

/** Hours per call in mode `hours` (92 days: a quarter in one answer). */
export const HOURS_PER_CALL = 92 * 24;
const MAX_HOUR_CALLS = 12;
export const MAX_BUCKET_CALLS = 36;

const iso = (ms: number) => new Date(ms).toISOString();

/** `window` cut into pieces of at most `hours` hours (the API's `to` is inclusive). */
function chunks(window: Window, hours: number): Window[] {
  const since = Date.parse(window.since);
  const to = Date.parse(window.to);
  const out: Window[] = [];
  for (let from = since; from <= to; from += hours * HOUR)
    out.push({ since: iso(from), to: iso(Math.min(to, from + hours * HOUR - 1)) });
  return out;
}

function isUtcAllWindow(since: number, to: number, zone: string): boolean {
  return (
    zone === 'UTC' ||
    (wholeHourOffsets(since, to, zone) && zoneOffset(since, zone) === 0 && zoneOffset(to, zone) === 0)
  );
}

export function planTimeline({
  window,
  interval,
  zone,
  hourly,
  maxCalls = MAX_BUCKET_CALLS,
}: PlanInput): TimelinePlan {
  const since = Date.parse(window.since);
  const to = Date.parse(window.to);
  const hours = (to - since) / HOUR;
  if (interval === 'hour' && hourly)
    return {
      mode: 'hours',
      bucketZone: zone,
      unit: 'hour',
      interval: 'hour',
      requests: chunks(window, HOURS_PER_CALL),
      note: null,
    };
  const unit = interval === 'hour' ? 'day' : interval;
  if (isUtcAllWindow(since, to, zone))
    return { mode: 'days', bucketZone: zone, unit, requests: [window], note: null };
  if (hourly && wholeHourOffsets(since, to, zone) && hours <= HOURS_PER_CALL * MAX_HOUR_CALLS)
    return {
      mode: 'hours',
      bucketZone: zone,
      unit,
      interval: 'hour',
      requests: chunks(window, HOURS_PER_CALL),
      note: null,
    };
  const slots = timeSlots(window, unit, zone);
  if (slots.length <= maxCalls)
    return {
      mode: 'per-bucket',
      bucketZone: zone,
      unit,
      requests: slots.map((s) => ({ since: iso(s.from), to: iso(s.until - 1) })),
      note: null,
    };
  const why = !hourly
    ? 'the service counts UTC days only'
    : `${zone} is not a whole number of hours from UTC`;
  return {
    mode: 'utc',
    bucketZone: 'UTC',
    unit,
    requests: [window],
    note: `Buckets are UTC ${unit}s, not ${zone} ${unit}s: ${why}, and one call per ${unit} would take ${slots.length} calls (at most ${maxCalls}).`,
  };
}

/** The previous period's requests: the same pieces, one window earlier on the zone's wall clock. */
export function previousRequests(plan: TimelinePlan, window: Window, zone: string): Window[] {
  const prev = previousWindow(window, zone);
  if (plan.mode !== 'per-bucket') return plan.mode === 'hours' ? chunks(prev, HOURS_PER_CALL) : [prev];
  const wallSince = toWallMs(Date.parse(window.since), zone);
  const length = toWallMs(Date.parse(window.to), zone) + 1 - wallSince;
  const back = (ms: number) => fromWallMs(toWallMs(ms, zone) - length, zone);
  return plan.requests.map((r, i) => ({
    since: i === 0 ? prev.since : iso(back(Date.parse(r.since))),
    to: i === plan.requests.length - 1 ? prev.to : iso(back(Date.parse(r.to) + 1) - 1),
  }));
}

type Answer = { totalCount: number; buckets: DayBucket[] };

/**
 * One timeline from a plan's answers (in request order): pieces joined, or in mode `per-bucket`
 * one bucket per call, dated at its request's start, holding the call's total and summed groups.
 */
export function mergeAnswers(
  plan: Pick<TimelinePlan, 'mode'>,
  requests: readonly Window[],
  answers: readonly { totalCount: number; buckets: readonly DayBucket[] }[],
): Answer {
  if (plan.mode !== 'per-bucket')
    return {
      totalCount: answers.reduce((n, a) => n + a.totalCount, 0),
      buckets: answers.flatMap((a) => a.buckets),
    };
  const buckets = answers.map((a, i): DayBucket => {
    const groups = new Map<string, Group>();
    let grouped = false;
    for (const b of a.buckets)
      for (const g of b.groups ?? []) {
        grouped = true;
        const seen = groups.get(g.key);
        groups.set(g.key, { key: g.key, name: seen?.name || g.name, count: (seen?.count ?? 0) + g.count });
      }
    return {
      date: requests[i]!.since,
      count: a.totalCount,
      groups: grouped ? [...groups.values()] : undefined,
    };
  });
  return { totalCount: answers.reduce((n, a) => n + a.totalCount, 0), buckets };
}
