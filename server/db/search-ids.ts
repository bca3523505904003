import { parseFilterExpression } from '../../src/lib/filter-expression';
import { buildMentionWhere, type MentionScope } from './mention-filters';
import { prepared, type Db } from './open';
import { toFtsMatch } from './search';

/** Which mention ids a search matched. */
export interface IdTest {
  has(id: number): boolean;
}

/**
 * The mention ids that match the scope's search, or undefined without one: full text is the one
 * filter the in-memory columns cannot answer, so its matches come from SQL and the columns test
 * each row of their window against them.
 *
 * A search FTS5 can state alone is asked of mentions_fts alone, and tested per row with a bitmap:
 * joining the match with the window's rows in SQL cost 50 of a year's "solar OR battery" 62 ms at
 * 1M (95,000 rows probing 59,000 matches), the match alone 18. The match covers every workspace,
 * so its bitmap is kept per connection (`cache`) until the database changes: the panels of one
 * question (a distribution, then its timeline, another grouping, the next page) ask it again.
 * A search that needs the "all mentions" set (a NOT alone) keeps the join.
 */
export function searchMatches(db: Db, scope: MentionScope): IdTest | undefined {
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
  return matchTest(db, match);
}

/** Ids spanning more than this are kept in a Set: their bitmap (one bit per id in the span) would not pay. */
const BITMAP_SPAN = 64 * 1024 * 1024;

/**
 * A test for the matched ids: one bit per id between the first and the last (5M mentions' ids in
 * 625 kB, where a byte per id of a window cost 5 MB allocated and filled per request at 5M, and
 * its reads missed the cache); a Set where the span is too wide.
 */
export function idTest(matched: ArrayLike<number>): { test: IdTest; bytes: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < matched.length; i++) {
    const id = matched[i]!;
    if (id < min) min = id;
    if (id > max) max = id;
  }
  if (min > max) return { test: { has: () => false }, bytes: 0 };
  if (max - min > BITMAP_SPAN) return { test: new Set(Array.from(matched)), bytes: matched.length * 40 };
  const words = new Uint32Array(Math.floor((max - min) / 32) + 1);
  for (let i = 0; i < matched.length; i++) {
    const d = matched[i]! - min;
    words[d >>> 5]! |= 1 << (d & 31);
  }
  const has = (id: number) => {
    const d = id - min;
    return d >= 0 && id <= max && (words[d >>> 5]! & (1 << (d & 31))) !== 0;
  };
  return { test: { has }, bytes: words.byteLength };
}

interface MatchCache {
  /** When filled: data_version moves with another connection's commit, total_changes() with this one's. */
  version: string;
  entries: Map<string, { test: IdTest; bytes: number }>;
  bytes: number;
}
const caches = new WeakMap<Db, MatchCache>();
/** Bytes of tests kept per connection across matches (a 5M-mention database's bitmaps are ≤ 625 kB each). */
const CACHED_BYTES = 16 * 1024 * 1024;

/** The test for an FTS5 query's matches, from this connection's cache while the data is unchanged. */
function matchTest(db: Db, match: string): IdTest {
  const version = `${db.pragma('data_version', { simple: true })}:${prepared(db, 'SELECT total_changes()', 'pluck').get()}`;
  let cache = caches.get(db);
  if (!cache || cache.version !== version)
    caches.set(db, (cache = { version, entries: new Map(), bytes: 0 }));
  const hit = cache.entries.get(match);
  if (hit) {
    cache.entries.delete(match);
    cache.entries.set(match, hit); // most recently used last
    return hit.test;
  }
  const found = idTest(
    prepared(db, 'SELECT rowid FROM mentions_fts WHERE mentions_fts MATCH ?', 'pluck').all(match) as number[],
  );
  cache.entries.set(match, found);
  cache.bytes += found.bytes;
  for (const [key, entry] of cache.entries) {
    if (cache.bytes <= CACHED_BYTES || key === match) break;
    cache.entries.delete(key);
    cache.bytes -= entry.bytes;
  }
  return found.test;
}
