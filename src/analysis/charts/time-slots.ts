import { bucketEnd, bucketStartInZone } from './bucket-bounds';
import type { ChartInterval } from './chart-config';
import type { DayBucket } from './chart-timeline';

/*
 * Every bucket of a window in a zone, and the API's counts summed into them (chart-timeline.ts
 * re-exports these; the histogram imports them alone).
 */
type Window = { since: string; to: string };

/** One bucket of the chart, clipped to the window; `partial` when the window cuts it. */
export interface TimeSlot {
  start: number;
  from: number;
  until: number;
  partial: boolean;
}

const MAX_SLOTS = 5000;

/** Every bucket from `since` to `to`: hours, or days, weeks (from Monday) and months of `zone`. */
export function timeSlots(window: Window, interval: ChartInterval, zone: string): TimeSlot[] {
  const since = Date.parse(window.since);
  const end = Date.parse(window.to) + 1;
  const slots: TimeSlot[] = [];
  for (let b = bucketStartInZone(since, interval, zone); b < end && slots.length < MAX_SLOTS;) {
    const next = bucketEnd(b, interval, zone);
    slots.push({
      start: b,
      from: Math.max(b, since),
      until: Math.min(next, end),
      partial: b < since || next > end,
    });
    b = next;
  }
  return slots;
}

/** The slot holding `ms` (clamped to the first and last slot). */
export function slotIndex(slots: readonly TimeSlot[], ms: number): number {
  let lo = 0;
  let hi = slots.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (slots[mid]!.from <= ms) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export interface SlotCounts {
  count: number;
  groups: Map<string, number>;
  /** Sum of the groups listed for the bucket (all of them = every mention accounted for). */
  groupSum: number;
}

/**
 * Sums the API's buckets (days, or hours summed into the zone's days) into the slots; `shift`
 * moves a previous period onto the current slots: a length in ms, or periodShift's mapping.
 */
export function fillSlots(
  days: readonly DayBucket[],
  slots: readonly TimeSlot[],
  shift: number | ((ms: number) => number) = 0,
): SlotCounts[] {
  const out = slots.map(() => ({ count: 0, groups: new Map<string, number>(), groupSum: 0 }));
  if (slots.length === 0) return out;
  const move = typeof shift === 'number' ? (ms: number) => ms + shift : shift;
  for (const day of days) {
    const at = Date.parse(day.date);
    if (Number.isNaN(at)) continue;
    const slot = out[slotIndex(slots, move(at))]!;
    slot.count += day.count;
    for (const g of day.groups ?? []) {
      slot.groups.set(g.key, (slot.groups.get(g.key) ?? 0) + g.count);
      slot.groupSum += g.count;
    }
  }
  return out;
}
