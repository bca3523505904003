import { WeightedTable, type Rng } from '../lib/random';
import type { StoryRef } from './story-text';
import { DAY } from '../../src/lib/time-units';

export const SEED_DAYS = 180;

/** Hour-of-day activity (UTC), low at night, peaks mid-morning and evening. */
const HOURLY = [2, 1.5, 1, 1, 1.2, 2, 3.5, 5, 6, 6.5, 6.5, 6, 6, 6, 5.5, 5.5, 5.5, 6, 6.5, 6.5, 6, 5, 4, 3];
const HOURS = new WeightedTable(
  HOURLY.map((_, h) => h),
  HOURLY,
);

/**
 * Per storyline, the weight of each of the 180 days before `now` (day 0 oldest): a weekly rhythm
 * (weekends quieter), a slow trend, and one to three story bursts that decay over a few days.
 */
export function storyDayTables(rng: Rng, stories: readonly StoryRef[], now: number): WeightedTable<number>[] {
  const days = Array.from({ length: SEED_DAYS }, (_, d) => d);
  return stories.map(() => {
    const weights = new Array<number>(SEED_DAYS).fill(0);
    const trend = 0.6 + rng.next() * 0.8;
    for (let d = 0; d < SEED_DAYS; d++) {
      const weekday = new Date(now - (SEED_DAYS - d) * DAY).getUTCDay();
      const weekly = weekday === 0 || weekday === 6 ? 0.55 : 1;
      weights[d] = weekly * (1 + (trend - 1) * (d / SEED_DAYS));
    }
    const bursts = rng.int(1, 3);
    for (let b = 0; b < bursts; b++) {
      const peak = rng.int(0, SEED_DAYS - 1);
      const height = 3 + rng.next() * 10;
      const decay = 1.5 + rng.next() * 3;
      for (let d = peak; d < SEED_DAYS; d++)
        weights[d] = (weights[d] as number) + height * Math.exp(-(d - peak) / decay);
    }
    return new WeightedTable(days, weights);
  });
}

/** An hour of the day (UTC), drawn from the daily activity profile. */
export const hourOfDay = (rng: Rng): number => HOURS.pick(rng);

/** A publication time on day `day` (0 = 180 days ago), never after `now`. */
export function publishedAt(rng: Rng, day: number, now: number): number {
  const windowStart = now - (SEED_DAYS - day) * DAY;
  const dayStart = windowStart - (((windowStart % DAY) + DAY) % DAY);
  let t = dayStart + HOURS.pick(rng) * 3_600_000 + Math.floor(rng.next() * 3_600_000);
  if (t < windowStart) t += DAY;
  return Math.min(t, now - 60_000);
}
