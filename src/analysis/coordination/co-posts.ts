import { clusterTexts } from './text-clusters';
import type { ContentKind, Post } from './types';

/**
 * Co-posts: two posts by different accounts of the same content (near-identical text, the same
 * link) or, for "time", of anything, at most the window apart. Tallied per pair of accounts.
 */

export interface PairTally {
  a: string;
  b: string;
  /** Distinct posts of each side that took part. */
  aPosts: Set<number>;
  bPosts: Set<number>;
  /** Distinct post pairs (i * n + j, i < j): the pair's co-posts. */
  events: Set<number>;
  kinds: Set<ContentKind>;
}

export interface ContentBucket {
  kind: ContentKind;
  key: string;
  /** Post indices. */
  posts: number[];
}

/**
 * Posting at the same moment with no shared content is weaker evidence than copying: it counts
 * within a sixth of the window (10 s at the default 60 s).
 */
export const TIME_WINDOW_DIVISOR = 6;

/** Most co-post events held at once: the bound on the finder's memory. */
export const MAX_EVENTS = 400_000;

/** Posts grouped by what they share: text clusters, links and (one bucket) time alone. */
export function contentBuckets(posts: readonly Post[], similarity: number): ContentBucket[] {
  const clusters = clusterTexts(
    posts.map((p) => p.text),
    similarity,
  );
  const byKey = new Map<string, ContentBucket>();
  const add = (kind: ContentKind, key: string, i: number) => {
    const id = `${kind}:${key}`;
    const bucket = byKey.get(id);
    if (bucket) bucket.posts.push(i);
    else byKey.set(id, { kind, key, posts: [i] });
  };
  posts.forEach((p, i) => {
    if (!p.account) return;
    const c = clusters[i] as number;
    if (c >= 0) add('text', String(c), i);
    for (const link of p.links) add('link', link, i);
    add('time', '', i);
  });
  // A bucket of one account can hold no co-post.
  return [...byKey.values()].filter((b) => new Set(b.posts.map((i) => posts[i]!.account)).size > 1);
}

export const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/**
 * Every co-post of the buckets with the given times (the real ones, or a shuffle): a sliding
 * window over each bucket in time order. Stops adding at MAX_EVENTS (returns how many it dropped).
 */
export function tallyPairs(
  posts: readonly Post[],
  times: ArrayLike<number>,
  buckets: readonly ContentBucket[],
  windowMs: number,
): { pairs: Map<string, PairTally>; truncated: number } {
  const n = posts.length;
  const pairs = new Map<string, PairTally>();
  let held = 0;
  let truncated = 0;
  for (const bucket of buckets) {
    const window = bucket.kind === 'time' ? windowMs / TIME_WINDOW_DIVISOR : windowMs;
    const order = [...bucket.posts].sort((x, y) => (times[x] as number) - (times[y] as number));
    for (let s = 0; s < order.length; s++) {
      const i = order[s] as number;
      const ti = times[i] as number;
      for (let e = s + 1; e < order.length; e++) {
        const j = order[e] as number;
        if ((times[j] as number) - ti > window) break;
        const pi = posts[i] as Post;
        const pj = posts[j] as Post;
        if (pi.account === pj.account) continue;
        const key = pairKey(pi.account, pj.account);
        let tally = pairs.get(key);
        if (!tally) {
          const [a, b] = pi.account < pj.account ? [pi.account, pj.account] : [pj.account, pi.account];
          tally = { a, b, aPosts: new Set(), bPosts: new Set(), events: new Set(), kinds: new Set() };
          pairs.set(key, tally);
        }
        const code = i < j ? i * n + j : j * n + i;
        if (!tally.events.has(code)) {
          if (held >= MAX_EVENTS) {
            truncated++;
            continue;
          }
          tally.events.add(code);
          held++;
        }
        tally.kinds.add(bucket.kind);
        const [ia, ib] = pi.account === tally.a ? [i, j] : [j, i];
        tally.aPosts.add(ia);
        tally.bPosts.add(ib);
      }
    }
  }
  return { pairs, truncated };
}

/** How often a pair co-posted, counting each side's posts once: the "repeatedly" of the finder. */
export const repeats = (t: PairTally) => Math.min(t.aPosts.size, t.bPosts.size);
