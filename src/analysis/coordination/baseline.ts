import { tallyPairs, type ContentBucket } from './co-posts';
import type { Post } from './types';

/** A small seeded generator (mulberry32): the baseline of a scope is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The scope's publication times dealt out again at random (Fisher-Yates). */
export function shuffledTimes(posts: readonly Post[], random: () => number): Float64Array {
  const times = Float64Array.from(posts, (p) => p.time);
  for (let i = times.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = times[i] as number;
    times[i] = times[j] as number;
    times[j] = t;
  }
  return times;
}

/**
 * The chance baseline: the same posts, accounts and contents with their times shuffled, the
 * co-posts counted again. Returns the mean over `shuffles` runs, for the whole scope and among
 * each group's accounts (`groupOf` maps an account to its group index).
 */
export function chanceBaseline(
  posts: readonly Post[],
  buckets: readonly ContentBucket[],
  windowMs: number,
  groupOf: ReadonlyMap<string, number>,
  groupCount: number,
  options: { shuffles: number; seed: number },
): { overall: number; perGroup: number[] } {
  const random = seededRandom(options.seed);
  const perGroup = new Array<number>(groupCount).fill(0);
  let overall = 0;
  const runs = Math.max(1, options.shuffles);
  for (let r = 0; r < runs; r++) {
    const { pairs } = tallyPairs(posts, shuffledTimes(posts, random), buckets, windowMs);
    for (const t of pairs.values()) {
      overall += t.events.size;
      const g = groupOf.get(t.a);
      if (g !== undefined && g === groupOf.get(t.b)) perGroup[g] = (perGroup[g] as number) + t.events.size;
    }
  }
  return { overall: overall / runs, perGroup: perGroup.map((v) => v / runs) };
}
