import type { Db } from './open';

/**
 * workspace_facts (migration 003) holds, per workspace mention, every `mentions` column that a
 * filter or a group_by dimension reads, in (workspace_id, published, mention_id) order. Reads over
 * a window use it in place of `workspace_mentions wm JOIN mentions m`: one contiguous range of
 * narrow rows instead of one random page of `mentions` per matching mention (3–4× faster at a
 * year of a 1M-mention database; docs/benchmarks.md). The triggers of migration 003 keep it equal
 * to that join, so answers are the same; facts.test.ts checks every path against the plain join.
 *
 * `usePlainScan(db)` turns it off for one connection (the tests' reference answers); the
 * environment variable ND_PLAIN_SCAN=1 turns it off for the process and its read workers (the
 * bench's before/after figures, `npm run bench:server -- --plain`). The in-memory columns
 * (server/db/columns.ts) build on the facts: off with them, and alone by `useFactsOnly(db)` or
 * ND_NO_COLUMNS=1 (`--no-columns`).
 */
export const FACT_COLUMNS = new Set([
  'channel',
  'custom_channel_id',
  'domain',
  'author',
  'language',
  'mention_type',
  'bot_rating',
  'pub_country',
  'pub_region',
  'pub_subregion',
  'loc_region',
  'loc_subregion',
  'loc_country',
  'loc_state',
  'loc_county',
  'loc_city',
]);

const plainScan = new WeakSet<Db>();
const factsOnly = new WeakSet<Db>();

/** Answers reads on this connection from the plain join (the reference the facts are checked against). */
export function usePlainScan(db: Db): void {
  plainScan.add(db);
}

export function factsEnabled(db: Db): boolean {
  return !plainScan.has(db) && process.env.ND_PLAIN_SCAN !== '1';
}

/** Answers reads on this connection from workspace_facts in SQL, without the in-memory columns. */
export function useFactsOnly(db: Db): void {
  factsOnly.add(db);
}

export function columnsEnabled(db: Db): boolean {
  return factsEnabled(db) && !factsOnly.has(db) && process.env.ND_NO_COLUMNS !== '1';
}

/**
 * Rewrites our own SQL fragments (column filters, dimension keys: fixed strings, never input)
 * from `m.<column>` to `wm.<column>` of workspace_facts. Undefined when a column is not copied.
 */
export function onFacts(sql: string): string | undefined {
  let covered = true;
  const out = sql.replace(/\bm\.([a-z_]+)/g, (_all, column: string) => {
    if (!FACT_COLUMNS.has(column)) covered = false;
    return `wm.${column}`;
  });
  return covered ? out : undefined;
}
