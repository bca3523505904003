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
 * workspace, or within the filtered narratives when `narratives.id` is given.
 */
function confidenceExpr(scope: MentionScope): { sql: string; params: unknown[] } {
  const ids = scope.filters['narratives.id'];
  const only = ids?.length ? ` AND mn.narrative_id IN (${ids.map(() => '?').join(', ')})` : '';
  return {
    sql: `(SELECT max(mn.confidence) FROM mention_narratives mn JOIN narratives n ON n.id = mn.narrative_id
           WHERE mn.mention_id = wm.mention_id AND n.workspace_id = ?${only})`,
    params: [scope.workspaceId, ...(ids ?? [])],
  };
}

/** One sorted page of mention ids. Ties break on id so pages never overlap. */
export function listMentionIds(db: Db, scope: MentionScope, page: MentionPage): number[] {
  const w = buildMentionWhere(db, scope);
  const dir = page.order === 'asc' ? 'ASC' : 'DESC';
  if (page.sort === 'confidence') {
    // Computed once per row in a subselect; mentions without a narrative sort last either way.
    const c = confidenceExpr(scope);
    return db
      .prepare(
        `SELECT id FROM (SELECT wm.mention_id AS id, wm.published AS p, ${c.sql} AS c FROM ${w.from} WHERE ${w.where})
         ORDER BY c IS NULL, c ${dir}, p DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .pluck()
      .all(...c.params, ...w.params, page.limit, page.offset) as number[];
  }
  let from = w.from;
  let orderBy = `wm.published ${dir}, wm.mention_id ${dir}`;
  if (page.sort === 'created') {
    if (!w.joinsMention) from = 'workspace_mentions wm JOIN mentions m ON m.id = wm.mention_id';
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

/** FNV-1a of the key and the id: a stable, seedable pseudo-random rank. */
function seededRank(key: string, id: number): number {
  let h = 0x811c9dc5;
  const s = `${key}\u0000${id}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // A final avalanche so that consecutive ids do not rank in runs.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

export const RANDOM_POOL_SIZE = 500;

/** Up to 500 matching ids chosen and ordered by the seeded rank of key + id. */
export function randomPool(db: Db, scope: MentionScope, key: string): number[] {
  return allMentionIds(db, scope)
    .map((id) => ({ id, rank: seededRank(key, id) }))
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
