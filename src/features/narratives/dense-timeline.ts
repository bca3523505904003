import { fillSlots, timeSlots, type TimeSlot } from '@/analysis/charts/chart-timeline';
import { HOUR } from '@/lib/time-units';

/**
 * A narrative timeline with every bucket of the window, empty ones as zeros: the public reference's
 * timeline (and the real service) may leave empty days out, which drew the volume chart evenly
 * spaced and flattened the sparklines. Uses the charts' gap-fill (timeSlots/fillSlots of
 * lib/chart-timeline.ts); hours are not one of its intervals, so this file lays the UTC hour slots
 * itself (a thin adapter: the API's hour buckets are UTC hours in every zone).
 */
type Bucket = { date: string; count: number };
type Timeline = { totalCount: number; buckets: Bucket[] };
type Window = { since: string; to: string };

/** Beyond this many buckets nothing is filled (a hand-made window of years by the hour). */
const MAX_BUCKETS = 5000;

function hourSlots(window: Window): TimeSlot[] {
  const since = Date.parse(window.since);
  const end = Date.parse(window.to) + 1;
  const slots: TimeSlot[] = [];
  for (let b = Math.floor(since / HOUR) * HOUR; b < end && slots.length < MAX_BUCKETS; b += HOUR)
    slots.push({
      start: b,
      from: Math.max(b, since),
      until: Math.min(b + HOUR, end),
      partial: b < since || b + HOUR > end,
    });
  return slots;
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

export function denseTimeline<T extends Timeline>(
  timeline: T | undefined,
  window: Window,
  interval: 'day' | 'hour' = 'day',
): T | undefined {
  if (!timeline) return timeline;
  // The API's day buckets are UTC days (the volume chart labels them so).
  const slots = interval === 'hour' ? hourSlots(window) : timeSlots(window, 'day', 'UTC');
  if (slots.length === 0 || slots.length >= MAX_BUCKETS) return timeline;
  const counts = fillSlots(timeline.buckets, slots);
  return { ...timeline, buckets: slots.map((s, i) => ({ date: iso(s.start), count: counts[i]!.count })) };
}
