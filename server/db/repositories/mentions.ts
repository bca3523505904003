import type { Mention } from '../../../src/api/schemas';
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

/** FNV-1a state after `<key>\u0000`: the prefix every id's rank shares. */
function seededPrefix(key: string): number {
  let h = FNV_OFFSET;
  const s = `${key}\u0000`;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}

/** FNV-1a of the key and the id (continued from the key's prefix): a stable, seedable pseudo-random rank. */
function seededRank(prefix: number, id: number): number {
  let h = prefix;
  const s = String(id);
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  // A final avalanche so that consecutive ids do not rank in runs.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

export const RANDOM_POOL_SIZE = 500;

/**
 * Up to 500 matching ids chosen and ordered by the seeded rank of key + id. Ranks go into a typed
 * array whose numeric sort gives the 500th smallest rank; only ids up to it are then sorted.
 */
export function randomPool(db: Db, scope: MentionScope, key: string): number[] {
  const ids = allMentionIds(db, scope);
  const prefix = seededPrefix(key);
  const ranks = new Uint32Array(ids.length);
  for (let i = 0; i < ids.length; i++) ranks[i] = seededRank(prefix, ids[i]!);
  const cut = ids.length > RANDOM_POOL_SIZE ? ranks.slice().sort()[RANDOM_POOL_SIZE - 1]! : 0xffffffff;
  const chosen: { id: number; rank: number }[] = [];
  for (let i = 0; i < ids.length; i++) if (ranks[i]! <= cut) chosen.push({ id: ids[i]!, rank: ranks[i]! });
  return chosen
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .slice(0, RANDOM_POOL_SIZE)
    .map((r) => r.id);
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
