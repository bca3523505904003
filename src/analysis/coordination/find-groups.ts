import { contentBuckets, pairKey, repeats, tallyPairs, type ContentBucket, type PairTally } from './co-posts';
import { chanceBaseline } from './baseline';
import type { ContentKind, CoordinationGroup, CoordinationResult, Evidence, Post, Thresholds } from './types';

/** A group is shown only when its co-posts are at least this many times what chance gives. */
export const MIN_LIFT = 3;
export const DEFAULT_SHUFFLES = 10;

export interface FindOptions {
  shuffles?: number;
  /** Seeds the shuffles: the same scope gives the same baseline. */
  seed?: number;
}

function components(edges: PairTally[]): string[][] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r) as string;
    parent.set(x, r);
    return r;
  };
  for (const e of edges) {
    if (!parent.has(e.a)) parent.set(e.a, e.a);
    if (!parent.has(e.b)) parent.set(e.b, e.b);
    const ra = find(e.a);
    const rb = find(e.b);
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  }
  const byRoot = new Map<string, string[]>();
  for (const x of parent.keys()) {
    const r = find(x);
    const list = byRoot.get(r);
    if (list) list.push(x);
    else byRoot.set(r, [x]);
  }
  return [...byRoot.values()].map((l) => l.sort());
}

const KIND_ORDER: ContentKind[] = ['text', 'link', 'time'];

function evidenceOf(posts: readonly Post[], used: Set<number>, buckets: ContentBucket[]) {
  const evidence: Evidence[] = [];
  const covered = new Set<number>();
  for (const kind of KIND_ORDER) {
    for (const bucket of buckets) {
      if (bucket.kind !== kind) continue;
      const mine = bucket.posts.filter((i) => used.has(i) && (kind !== 'time' || !covered.has(i)));
      if (new Set(mine.map((i) => posts[i]!.account)).size < 2) continue;
      mine.sort((x, y) => posts[x]!.time - posts[y]!.time);
      if (kind !== 'time') mine.forEach((i) => covered.add(i));
      const first = posts[mine[0] as number] as Post;
      evidence.push({
        kind,
        label: kind === 'link' ? bucket.key : kind === 'text' ? first.excerpt : 'Posts at the same moment',
        posts: mine.map((i) => {
          const p = posts[i] as Post;
          return { id: p.id, account: p.account, time: p.time, url: p.url };
        }),
      });
    }
  }
  return evidence.sort((a, b) => b.posts.length - a.posts.length);
}

function mix(values: (string | null)[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v ?? 'unknown'] = (out[v ?? 'unknown'] ?? 0) + 1;
  return out;
}

/**
 * The coordination finder: groups of at least `minAccounts` distinct accounts joined by pairs
 * that co-posted at least `minRepeats` times, each with its evidence and its chance baseline.
 */
export function findCoordination(
  posts: readonly Post[],
  thresholds: Thresholds,
  options: FindOptions = {},
): CoordinationResult {
  const windowMs = thresholds.windowSec * 1000;
  const buckets = contentBuckets(posts, thresholds.similarity);
  const times = Float64Array.from(posts, (p) => p.time);
  const { pairs, truncated } = tallyPairs(posts, times, buckets, windowMs);
  const edges = [...pairs.values()].filter((t) => repeats(t) >= thresholds.minRepeats);
  const candidates = components(edges).filter((c) => c.length >= thresholds.minAccounts);

  const groupOf = new Map<string, number>();
  candidates.forEach((accounts, g) => accounts.forEach((a) => groupOf.set(a, g)));
  const shuffles = options.shuffles ?? DEFAULT_SHUFFLES;
  const baseline = chanceBaseline(posts, buckets, windowMs, groupOf, candidates.length, {
    shuffles,
    seed: options.seed ?? 1,
  });

  let dismissed = 0;
  const groups: CoordinationGroup[] = [];
  candidates.forEach((accounts, g) => {
    let observed = 0;
    const used = new Set<number>();
    const kinds = new Set<ContentKind>();
    for (let x = 0; x < accounts.length; x++) {
      for (let y = x + 1; y < accounts.length; y++) {
        const t = pairs.get(pairKey(accounts[x] as string, accounts[y] as string));
        if (!t) continue;
        observed += t.events.size;
        t.aPosts.forEach((i) => used.add(i));
        t.bPosts.forEach((i) => used.add(i));
        t.kinds.forEach((k) => kinds.add(k));
      }
    }
    const expected = baseline.perGroup[g] ?? 0;
    if (observed < MIN_LIFT * expected) {
      dismissed++;
      return;
    }
    const mine = [...used].map((i) => posts[i] as Post);
    const evidence = evidenceOf(posts, used, buckets);
    groups.push({
      key: accounts.join('\n'),
      accounts,
      kinds: KIND_ORDER.filter((k) => evidence.some((e) => e.kind === k) || (k !== 'time' && kinds.has(k))),
      observed,
      expected,
      evidence,
      postIds: mine.sort((a, b) => a.time - b.time).map((p) => p.id),
      first: Math.min(...mine.map((p) => p.time)),
      last: Math.max(...mine.map((p) => p.time)),
      botMix: mix(mine.map((p) => p.botRating)),
      typeMix: mix(mine.map((p) => p.mentionType)),
    });
  });
  groups.sort((a, b) => b.observed - a.observed || a.key.localeCompare(b.key));
  let observedAll = 0;
  for (const t of pairs.values()) observedAll += t.events.size;
  return {
    groups,
    dismissed,
    posts: posts.length,
    accounts: new Set(posts.map((p) => p.account).filter(Boolean)).size,
    observed: observedAll,
    expected: baseline.overall,
    shuffles,
    truncated,
  };
}
