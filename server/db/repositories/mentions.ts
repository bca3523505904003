import type { Mention } from '../../../src/api/schemas';
import { idsByConfidence, reusedBuffer, withColumns } from '../columns';
import type { Db } from '../open';
import { buildMentionWhere, type MentionScope } from '../mention-filters';
import { loadMentions } from './mention-details';

export type MentionSort = 'created' | 'published' | 'confidence';

export interface MentionPage {
  sort: MentionSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * The confidence of a mention for sorting: its highest narrative confidence within the
 * workspace, or within the filtered narratives when `narratives.id` is given. Computed for the
 * workspace's narrative mentions in one grouped pass and joined, rather than looked up per row of
 * the window (5× fewer page reads at a year of a 1M-mention database).
 */
function confidenceJoin(scope: MentionScope): { sql: string; params: unknown[] } {
  const ids = scope.filters['narratives.id'];
  const only = ids?.length ? ` AND mn.narrative_id IN (${ids.map(() => '?').join(', ')})` : '';
  return {
    sql: `LEFT JOIN (SELECT mn.mention_id AS mid, max(mn.confidence) AS c FROM mention_narratives mn
           JOIN narratives n ON n.id = mn.narrative_id WHERE n.workspace_id = ?${only} GROUP BY mn.mention_id) conf
          ON conf.mid = wm.mention_id`,
    params: [scope.workspaceId, ...(ids ?? [])],
  };
}

/** One sorted page of mention ids. Ties break on id so pages never overlap. */
export function listMentionIds(db: Db, scope: MentionScope, page: MentionPage): number[] {
  if (page.sort === 'confidence') {
    // Not with a narrative filter (its confidences are those narratives' only): SQL answers that.
    const ids = withColumns(db, scope, (sel) => idsByConfidence(sel, page.order, page.limit, page.offset));
    if (ids) return ids;
  }
  const w = buildMentionWhere(db, scope);
  const dir = page.order === 'asc' ? 'ASC' : 'DESC';
  if (page.sort === 'confidence') {
    // Mentions without a narrative sort last either way.
    const c = confidenceJoin(scope);
    return db
      .prepare(
        `SELECT wm.mention_id FROM ${w.from} ${c.sql} WHERE ${w.where}
         ORDER BY conf.c IS NULL, conf.c ${dir}, wm.published DESC, wm.mention_id DESC LIMIT ? OFFSET ?`,
      )
      .pluck()
      .all(...c.params, ...w.params, page.limit, page.offset) as number[];
  }
  let from = w.from;
  let orderBy = `wm.published ${dir}, wm.mention_id ${dir}`;
  if (page.sort === 'created') {
    if (!w.joinsMention) from = `${w.from} JOIN mentions m ON m.id = wm.mention_id`;
    orderBy = `m.created ${dir}, wm.mention_id ${dir}`;
  }
  return db
    .prepare(`SELECT wm.mention_id FROM ${from} WHERE ${w.where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...w.params, page.limit, page.offset) as number[];
}

/** One sorted page of mentions in full: the list endpoint's single read. */
export function listMentions(db: Db, scope: MentionScope, page: MentionPage): Mention[] {
  return loadMentions(db, listMentionIds(db, scope, page), scope.workspaceId, scope.teamId);
}

/** Every matching mention id (for randomized pools). */
export function allMentionIds(db: Db, scope: MentionScope): number[] {
  const w = buildMentionWhere(db, scope);
  return db
    .prepare(`SELECT wm.mention_id FROM ${w.from} WHERE ${w.where}`)
    .pluck()
    .all(...w.params) as number[];
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a continued from state `h` over the characters of `s`. */
function fnv(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}

/** Ids to rank: `ids[rows[j]]`, or `ids[j]` without `rows`, for j from `lo` to `hi` (a Selection's shape). */
interface IdSpan {
  ids: Float64Array;
  lo: number;
  hi: number;
  rows?: Int32Array;
}

/** Ranks are written here: a read worker ranks one pool at a time. */
const rankScratch = reusedBuffer((n) => new Uint32Array(n));

/**
 * The seeded rank of each id of the span (in span order): murmur3's 32-bit finaliser of
 * `id × 0x9e3779b1 xor seed`, the seed being FNV-1a of the key. For one key this is a bijection of
 * 32-bit ids, so ranks never tie below 2^32, and consecutive ids do not rank in runs. Integer
 * steps only: a pool of a year's 95,736 ids takes ≈ 0.6 ms (1.4 ms when the rank was FNV-1a over
 * each id's decimal digits). The answer is a view of a reused buffer, valid until the next call.
 */
function seededRanks({ ids, lo, hi, rows }: IdSpan, key: string): Uint32Array {
  const seed = fnv(FNV_OFFSET, key);
  const n = hi - lo;
  const ranks = rankScratch(n).subarray(0, n);
  for (let j = lo; j < hi; j++) {
    let h = Math.imul(ids[rows ? rows[j]! : j]! | 0, 0x9e3779b1) ^ seed;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    ranks[j - lo] = h >>> 0;
  }
  return ranks;
}

export const RANDOM_POOL_SIZE = 500;

/** Counts of ranks by their top 12 bits, cleared and reused by each call (16 kB: in L1 cache). */
const rankHistogram = new Uint32Array(4096);

/** A rank no greater than the `k`-th smallest (1-based) of `ranks`: the top 12 bits' histogram. */
function rankCut(ranks: Uint32Array, k: number): number {
  if (ranks.length <= k) return 0xffffffff;
  const counts = rankHistogram.fill(0);
  for (let i = 0; i < ranks.length; i++) counts[ranks[i]! >>> 20]!++;
  let seen = 0;
  for (let top = 0; top < counts.length; top++) {
    seen += counts[top]!;
    // Every rank whose top 12 bits are at most `top` is kept: the k smallest are among them.
    if (seen >= k) return ((top << 20) | 0xfffff) >>> 0;
  }
  return 0xffffffff;
}

/**
 * Up to 500 matching ids chosen and ordered by the seeded rank of key + id. Ranks go into a typed
 * array; a histogram of their top bits bounds the 500th smallest, and only ids under that bound
 * are sorted. The ids come from the workspace's columns when the filters allow, else from SQL.
 */
export function randomPool(db: Db, scope: MentionScope, key: string): number[] {
  const span: IdSpan =
    withColumns(db, scope, (sel) => sel) ??
    ((ids) => ({ ids, lo: 0, hi: ids.length }))(Float64Array.from(allMentionIds(db, scope)));
  const ranks = seededRanks(span, key);
  const cut = rankCut(ranks, RANDOM_POOL_SIZE);
  const chosen: { id: number; rank: number }[] = [];
  const { ids, lo, rows } = span;
  for (let j = 0; j < ranks.length; j++) {
    if (ranks[j]! <= cut) chosen.push({ id: ids[rows ? rows[lo + j]! : lo + j]!, rank: ranks[j]! });
  }
  return chosen
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .slice(0, RANDOM_POOL_SIZE)
    .map((r) => r.id);
}

/** A new pool and its first page in one read (one hand-off to a read worker, not two). */
export function randomPoolPage(
  db: Db,
  scope: MentionScope,
  key: string,
  page: { offset: number; limit: number },
): { ids: number[]; mentions: Mention[] } {
  const ids = randomPool(db, scope, key);
  const shown = ids.slice(page.offset, page.offset + page.limit);
  return { ids, mentions: loadMentions(db, shown, scope.workspaceId, scope.teamId) };
}

/**
 * Randomized pools, cached per workspace + key + filters + window for 5 minutes (spec). The pool is
 * built off the event loop, so the cache holds the pending promise: concurrent pages of a new key
 * share one build, and a failed build is forgotten.
 */
export class RandomPoolCache {
  private readonly pools = new Map<string, { ids: Promise<number[]>; expires: number }>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = 5 * 60_000,
    private readonly maxEntries = 500,
  ) {}

  get(cacheKey: string, build: () => Promise<number[]>): Promise<number[]> {
    const t = this.now();
    const hit = this.pools.get(cacheKey);
    if (hit && hit.expires > t) return hit.ids;
    if (this.pools.size >= this.maxEntries) {
      for (const [k, v] of this.pools) if (v.expires <= t) this.pools.delete(k);
      // Still full of live pools: drop the oldest insertion.
      if (this.pools.size >= this.maxEntries) this.pools.delete(this.pools.keys().next().value as string);
    }
    const ids = build();
    const entry = { ids, expires: t + this.ttlMs };
    this.pools.set(cacheKey, entry);
    ids.catch(() => {
      if (this.pools.get(cacheKey) === entry) this.pools.delete(cacheKey);
    });
    return ids;
  }
}
