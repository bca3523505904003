import { parseFilterExpression } from '../../src/lib/filter-expression';
import { buildMentionWhere, type MentionScope } from './mention-filters';
import { prepared, type Db } from './open';
import { toFtsMatch } from './search';

/** Which mention ids a search matched. */
export interface IdTest {
  has(id: number): boolean;
}

/**
 * The mentions of a window (`ids[lo..hi)`, a workspace's ids in its columns) that match the
 * scope's search, or undefined without one: full text is the one filter the in-memory columns
 * cannot answer, so its matches come from SQL and the columns test each row against them.
 *
 * A search FTS5 can state alone is asked of mentions_fts alone, and tested per row with a bitmap:
 * joining the match with the window's rows in SQL cost 50 of a year's "solar OR battery" 62 ms at
 * 1M (95,000 rows probing 59,000 matches), the match alone 18. The match covers every workspace,
 * so its ids are kept per connection (`cache`) until the database changes: the panels of one
 * question (a distribution, then its timeline, another grouping, the next page) ask it again.
 * A search that needs the "all mentions" set (a NOT alone) keeps the join.
 */
export function searchMatches(
  db: Db,
  scope: MentionScope,
  ids: Float64Array,
  lo: number,
  hi: number,
): IdTest | undefined {
  const expression = scope.filters.filter_expression?.trim();
  if (!expression) return undefined;
  const parsed = parseFilterExpression(expression);
  const match = parsed.ok ? toFtsMatch(parsed.ast) : null;
  if (match === null) {
    const w = buildMentionWhere(db, { ...scope, filters: { filter_expression: expression } });
    const found = db
      .prepare(`SELECT wm.mention_id FROM ${w.from} WHERE ${w.where}`)
      .pluck()
      .all(...w.params);
    return new Set(found as number[]);
  }
  let min = Infinity;
  let max = -Infinity;
  for (let i = lo; i < hi; i++) {
    const id = ids[i]!;
    if (id < min) min = id;
    if (id > max) max = id;
  }
  if (min > max) return new Set();
  return idTest(matchIds(db, match), min, max);
}

/** A bitmap of the ids within min..max (a Set where the range is too wide to pay). */
function idTest(matched: Float64Array, min: number, max: number): IdTest {
  if (max - min > 64 * 1024 * 1024) return new Set(matched);
  const bits = new Uint8Array(max - min + 1);
  for (const id of matched) if (id >= min && id <= max) bits[id - min] = 1;
  return { has: (id) => id >= min && id <= max && bits[id - min] === 1 };
}

interface MatchCache {
  /** When filled: data_version moves with another connection's commit, total_changes() with this one's. */
  version: string;
  entries: Map<string, Float64Array>;
  size: number;
}
const caches = new WeakMap<Db, MatchCache>();
/** Ids kept per connection across matches (8 bytes each): 2M ids, 16 MB. */
const CACHED_IDS = 2_000_000;

/** Every mention id matching an FTS5 query, from this connection's cache while the data is unchanged. */
function matchIds(db: Db, match: string): Float64Array {
  const version = `${db.pragma('data_version', { simple: true })}:${prepared(db, 'SELECT total_changes()', 'pluck').get()}`;
  let cache = caches.get(db);
  if (!cache || cache.version !== version) caches.set(db, (cache = { version, entries: new Map(), size: 0 }));
  const hit = cache.entries.get(match);
  if (hit) {
    cache.entries.delete(match);
    cache.entries.set(match, hit); // most recently used last
    return hit;
  }
  const found = Float64Array.from(
    prepared(db, 'SELECT rowid FROM mentions_fts WHERE mentions_fts MATCH ?', 'pluck').all(match) as number[],
  );
  cache.entries.set(match, found);
  cache.size += found.length;
  for (const [key, ids] of cache.entries) {
    if (cache.size <= CACHED_IDS || key === match) break;
    cache.entries.delete(key);
    cache.size -= ids.length;
  }
  return found;
}
