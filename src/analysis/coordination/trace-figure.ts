import { z } from 'zod/mini';
import type { Trace } from './trace';

/**
 * A propagation trace as a figure: what the drawing (trace-svg.ts) and a report's exports need,
 * compact and plain (a report keeps it in the browser's storage and in a shared link). Each
 * lane's posts are kept as the columns of the figure's time axis they fall in (BINS of them),
 * not one by one: a lane of 5,000 posts stays a few hundred numbers, and draws the same.
 */
export const TRACE_BINS = 400;

const SightingSchema = z.object({
  time: z.number(),
  url: z.string().check(z.maxLength(2000)),
  account: z.string().check(z.maxLength(300)),
  domain: z.string().check(z.maxLength(300)),
});

export const TraceFigureSchema = z.object({
  /** The phrase or link traced; absent: the workspace's whole scope. */
  traced: z.optional(z.string().check(z.maxLength(300))),
  /** Workspace · traced · window (zone): the figure's second line. */
  subtitle: z.string().check(z.maxLength(600)),
  /** The analyst's IANA zone the times are written in. */
  zone: z.string().check(z.maxLength(64)),
  /** When the trace was made (ISO): the figure is a snapshot of that moment's data. */
  tracedAt: z.string(),
  posts: z.number(),
  /** Span of the time axis, epoch ms. */
  start: z.number(),
  end: z.number(),
  lanes: z
    .array(
      z.object({
        channel: z.string().check(z.maxLength(100)),
        count: z.number(),
        first: SightingSchema,
        /** Columns of the axis (0 to TRACE_BINS − 1) holding at least one of the lane's posts. */
        bins: z
          .array(z.number().check(z.int(), z.minimum(0), z.maximum(TRACE_BINS - 1)))
          .check(z.maxLength(TRACE_BINS)),
      }),
    )
    .check(z.maxLength(40)),
  hops: z.array(z.object({ from: z.string(), to: z.string(), lagMs: z.number() })).check(z.maxLength(40)),
});
export type TraceFigure = z.infer<typeof TraceFigureSchema>;

/** The column of the axis a time falls in. */
export const binOf = (time: number, start: number, end: number) =>
  Math.min(TRACE_BINS - 1, Math.floor(((time - start) / Math.max(1, end - start)) * TRACE_BINS));

/** The middle of a column, epoch ms. */
export const binTime = (bin: number, start: number, end: number) =>
  start + ((bin + 0.5) / TRACE_BINS) * Math.max(1, end - start);

/** A trace (of at least one post) as its figure. */
export function traceFigure(
  trace: Trace,
  meta: { traced?: string; subtitle: string; zone: string; tracedAt: string },
): TraceFigure {
  const times = trace.lanes.flatMap((l) => [l.first.time, l.times.at(-1) ?? l.first.time]);
  const start = Math.min(...times);
  const end = Math.max(...times);
  return {
    ...(meta.traced ? { traced: meta.traced } : {}),
    subtitle: meta.subtitle,
    zone: meta.zone,
    tracedAt: meta.tracedAt,
    posts: trace.posts,
    start,
    end,
    lanes: trace.lanes.map((l) => ({
      channel: l.channel,
      count: l.count,
      first: { time: l.first.time, url: l.first.url, account: l.first.account, domain: l.first.domain },
      bins: [...new Set(l.times.map((t) => binOf(t, start, end)))],
    })),
    hops: trace.hops.map((h) => ({ ...h })),
  };
}
