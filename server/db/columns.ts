import type { ColumnKey } from './analytics-dimensions';
import { columnArray, joinColumnSharing, offerColumns, type ColumnOffer } from './column-sharing';
import { columnsEnabled, FACT_COLUMNS } from './facts';
import { YIELD_EVERY, yieldToLightReads } from './light-first';
import { columnFilters, filtersBeyondColumnsAndSearch, type MentionScope } from './mention-filters';
import type { Db } from './open';
import { searchMatches } from './search-ids';

/**
 * In-memory columns of a workspace's facts, for the reads that group or rank a whole window
 * (distributions, timelines, the confidence sort, random samples). workspace_facts already keeps
 * a window in one range of narrow rows, but SQLite still visits every row and groups through a
 * B-tree per request: at a year of a 1M-mention database that is 15–75 ms where a columnar
 * engine (DuckDB, measured by `npm run bench:server -- --compare-duckdb`) takes 2–14 ms. Here a
 * read worker keeps, per workspace, the facts' publication times and mention ids in key order
 * (typed arrays), and each column a read needs dictionary-coded (a code per row, the distinct
 * values once), and answers by counting codes over the window's index range.
 *
 * Exact by construction: every change to workspace_facts or to a narrative confidence of the
 * workspace moves its counter in workspace_versions (migration 004's triggers); a read checks the
 * counter inside the same read transaction as any column it loads, and reloads when it moved.
 * facts.test.ts compares every read with the plain join, before and after each kind of write.
 *
 * Used when the filters allow (the window plus column filters: channels, domains, authors,
 * languages, mention types, bot ratings, publisher geography, locations, and a search, whose
 * matching ids come from SQL first) and the dimension is a column (`Dimension.columnar`);
 * narratives, Smart Categories and custom enrichments stay in SQL. Memory: per read connection, up
 * to COLUMN_CACHE_ROWS rows (default 4M) across workspaces, least recently used first out; a row
 * costs 16 bytes, 4 more per loaded column and 16 more once sorted by confidence (besides each
 * column's distinct values). The heavy read threads of a pool share these arrays: what one loads
 * the others install (server/db/column-sharing.ts), so rows are read and held once.
 *
 * The loops over a window's rows are yield points for light reads (server/db/light-first.ts).
 */

/** A dictionary-coded column: `codes[i]` indexes `values` (−1: NULL); non-null values are distinct. */
export interface Column {
  codes: Int32Array;
  values: (string | number | null)[];
  /** Code of each non-null value. */
  lookup: Map<string | number, number>;
}

interface Snapshot {
  workspaceId: number;
  version: number;
  /** Row i of the workspace's facts in key order: (published, mention_id) ascending. */
  published: Float64Array;
  ids: Float64Array;
  columns: Map<string, Column>;
  /** Highest narrative confidence per row, NaN without a narrative. */
  confidence?: Float64Array;
  /** Rows with a confidence, in confidence order, ties newest first. */
  byConfidence: Map<'asc' | 'desc', Int32Array>;
  /** The parts this connection read from SQLite itself (the rest came from another thread). */
  loaded: Set<string>;
}

/**
 * The window's rows that pass the filters, ascending: row `rows[j]` of the snapshot for j from
 * `lo` to `hi` (exclusive), or, without filters, row j itself (a window is one range of rows).
 */
export interface Selection {
  lo: number;
  hi: number;
  /** A view of the thread's reused buffer: valid until its next selection. */
  rows?: Int32Array;
  /** Publication time (epoch ms) of a row. */
  published: Float64Array;
  ids: Float64Array;
  /** A key's column, loaded on first use. */
  column(key: ColumnKey): Column;
  /** Row indexes in confidence order (`dir`), ties newest first; rows without one are not in it. */
  confidenceOrder(dir: 'asc' | 'desc'): { order: Int32Array; confidence: Float64Array };
}

const caches = new WeakMap<Db, Map<number, Snapshot>>();
const cacheRows = () => Number(process.env.COLUMN_CACHE_ROWS) || 4_000_000;

/**
 * Runs `read` over the columns of the scope's window when the filters allow, inside one read
 * transaction (the counter and every column it loads agree); undefined otherwise.
 */
export function withColumns<T>(db: Db, scope: MentionScope, read: (sel: Selection) => T): T | undefined {
  if (!columnsEnabled(db) || filtersBeyondColumnsAndSearch(scope.filters)) return undefined;
  return db.transaction(() => {
    const snap = snapshot(db, scope.workspaceId);
    return read(select(db, snap, scope));
  })();
}

function snapshot(db: Db, workspaceId: number): Snapshot {
  const version =
    (db.prepare('SELECT version FROM workspace_versions WHERE workspace_id = ?').pluck().get(workspaceId) as
      number | undefined) ?? 0;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(workspaceId);
  if (hit && hit.version === version) return remember(cache, hit);
  const published = typedColumn(db, Float64Array, readColumn(db, workspaceId, 'published') as number[]);
  const ids = typedColumn(db, Float64Array, readColumn(db, workspaceId, 'mention_id') as number[]);
  offerColumns(db, { kind: 'rows', workspaceId, version, published, ids });
  const snap = remember(cache, emptySnapshot(workspaceId, version, published, ids));
  snap.loaded.add('rows');
  return snap;
}

const emptySnapshot = (workspaceId: number, version: number, published: Float64Array, ids: Float64Array) => ({
  workspaceId,
  version,
  published,
  ids,
  columns: new Map(),
  byConfidence: new Map(),
  loaded: new Set<string>(),
});

/** Keeps `snap` as the most recently used, and lets the least recently used go past the cap. */
function remember(cache: Map<number, Snapshot>, snap: Snapshot): Snapshot {
  cache.delete(snap.workspaceId);
  cache.set(snap.workspaceId, snap);
  let total = 0;
  for (const s of cache.values()) total += s.ids.length;
  for (const [id, s] of cache) {
    if (total <= cacheRows() || id === snap.workspaceId) break;
    cache.delete(id);
    total -= s.ids.length;
  }
  return snap;
}

function typedColumn<T extends Float64Array | Int32Array>(
  db: Db,
  Type: { new (buffer: ArrayBufferLike): T; BYTES_PER_ELEMENT: number },
  values: ArrayLike<number>,
): T {
  const out = columnArray(db, Type, values.length);
  out.set(values);
  return out;
}

/**
 * Shares this connection's columns with the other read threads of its pool (server/db/column-sharing.ts):
 * what one loads, the others install when their counter agrees.
 */
export function shareColumns(db: Db, channel: string): void {
  joinColumnSharing(db, channel, (offer) => install(db, offer));
}

/** An offer from another thread, kept when it is newer than, or adds to, what this thread holds. */
function install(db: Db, offer: ColumnOffer): void {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const held = cache.get(offer.workspaceId);
  if (offer.kind === 'rows') {
    // Counters only grow: an older or equal offer has nothing this thread lacks.
    if (held && held.version >= offer.version) return;
    remember(cache, emptySnapshot(offer.workspaceId, offer.version, offer.published, offer.ids));
    return;
  }
  if (!held || held.version !== offer.version) return;
  if (offer.kind === 'column') {
    if (held.columns.has(offer.name)) return;
    const lookup = new Map<string | number, number>();
    offer.values.forEach((v, code) => v !== null && lookup.set(v, code));
    held.columns.set(offer.name, { codes: offer.codes, values: offer.values, lookup });
  } else if (offer.kind === 'confidence') held.confidence ??= offer.confidence;
  else if (!held.byConfidence.has(offer.dir)) held.byConfidence.set(offer.dir, offer.order);
}

/** First index whose value is >= `v` (`strict`: > `v`) in an ascending array. */
function bound(a: Float64Array, v: number, strict: boolean): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < v || (strict && a[mid] === v)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One column of the workspace's facts in key order. A statement per column returns plain values
 * (no array per row): reading two columns so takes half the time of one statement for both.
 */
function readColumn(db: Db, workspaceId: number, name: string): unknown[] {
  return db
    .prepare(`SELECT ${name} FROM workspace_facts WHERE workspace_id = ? ORDER BY published, mention_id`)
    .pluck()
    .all(workspaceId);
}

/** A stored column, dictionary-coded (in the read transaction that checked the counter). */
function loadColumn(db: Db, snap: Snapshot, name: string): Column {
  let col = snap.columns.get(name);
  if (col) return col;
  if (!FACT_COLUMNS.has(name)) throw new Error(`${name} is not a workspace_facts column`);
  const raw = readColumn(db, snap.workspaceId, name) as (string | number | null)[];
  if (raw.length !== snap.ids.length) throw new Error('workspace facts changed under a read transaction');
  col = encode(db, raw);
  snap.columns.set(name, col);
  snap.loaded.add(name);
  const { workspaceId, version } = snap;
  offerColumns(db, { kind: 'column', workspaceId, version, name, codes: col.codes, values: col.values });
  return col;
}

function encode(db: Db, raw: (string | number | null)[]): Column {
  const codes = columnArray(db, Int32Array, raw.length);
  const values: (string | number | null)[] = [];
  const lookup = new Map<string | number, number>();
  for (let i = 0; i < raw.length; i++) {
    if ((i & YIELD_EVERY) === 0) yieldToLightReads();
    const v = raw[i]!;
    if (v === null) {
      codes[i] = -1;
      continue;
    }
    let code = lookup.get(v);
    if (code === undefined) {
      code = values.length;
      values.push(v);
      lookup.set(v, code);
    }
    codes[i] = code;
  }
  return { codes, values, lookup };
}

/** A dimension's key column: stored, or derived from stored ones as the SQL key expression is. */
function keyColumn(db: Db, snap: Snapshot, key: ColumnKey): Column {
  const name = `${key.column}|${key.prefix ?? ''}|${key.fallback ?? ''}`;
  if (!key.prefix && !key.fallback) return loadColumn(db, snap, key.column);
  let col = snap.columns.get(name);
  if (col) return col;
  const base = loadColumn(db, snap, key.column);
  if (key.prefix) {
    // CASE WHEN substr(col, 1, len) = prefix THEN substr(col, len + 1) END: distinct values stay distinct.
    const prefix = key.prefix;
    const values = base.values.map((v) =>
      typeof v === 'string' && v.startsWith(prefix) ? v.slice(prefix.length) : null,
    );
    const lookup = new Map<string | number, number>();
    values.forEach((v, code) => v !== null && lookup.set(v, code));
    col = { codes: base.codes, values, lookup };
  } else {
    // coalesce(col, fallback)
    const other = loadColumn(db, snap, key.fallback!);
    col = encode(
      db,
      Array.from(base.codes, (c, i) => (c >= 0 ? base.values[c]! : (other.values[other.codes[i]!] ?? null))),
    );
  }
  snap.columns.set(name, col);
  return col;
}

/** A filter value as SQLite compares it with the column (its affinity: loc_* integer, the rest text). */
const asStored = (column: string, v: string | number) => (column.startsWith('loc_') ? Number(v) : String(v));

function select(db: Db, snap: Snapshot, scope: MentionScope): Selection {
  const lo = scope.since === undefined ? 0 : bound(snap.published, scope.since, false);
  const hi = scope.to === undefined ? snap.published.length : bound(snap.published, scope.to, true);
  const matching = searchMatches(db, scope);
  // Each filter: for each of its parts, the column's codes and which codes pass.
  const tests = columnFilters(scope.filters).map((parts) =>
    parts.map((p) => {
      const col = loadColumn(db, snap, p.column);
      const pass = new Uint8Array(col.values.length);
      for (const v of p.values) {
        const code = col.lookup.get(asStored(p.column, v));
        if (code !== undefined) pass[code] = 1;
      }
      return { codes: col.codes, pass };
    }),
  );
  const common = {
    published: snap.published,
    ids: snap.ids,
    column: (key: ColumnKey) => keyColumn(db, snap, key),
    confidenceOrder: (dir: 'asc' | 'desc') => confidenceOrder(db, snap, dir),
  };
  if (tests.length === 0 && !matching) return { lo, hi: Math.max(lo, hi), ...common };
  // Plain loops, no callback per row: a year at 5M is 480,000 rows, and `every`/`some` closures
  // per row cost about half of a searched year's distribution.
  const rows = scratchRows(Math.max(0, hi - lo));
  let kept = 0;
  const ids = snap.ids;
  for (let i = lo; i < hi; i++) {
    if ((i & YIELD_EVERY) === 0) yieldToLightReads();
    if (passesAll(tests, i) && (!matching || matching.has(ids[i]!))) rows[kept++] = i;
  }
  return { lo: 0, hi: kept, rows: rows.subarray(0, kept), ...common };
}

/**
 * A buffer reused by every call on this thread, grown as needed: the buffer it hands out is valid
 * until its next call (a read thread runs one read at a time). Allocating per request cost 1.9 MB
 * per searched year at 5M, and the heavy threads' collector then ran a full mark-compact every
 * 150–180 ms to free them: a fifth to a quarter more CPU per read once the analyst cases had
 * filled the heap (issue 38).
 */
export function reusedBuffer<T extends Int32Array | Uint32Array>(make: (n: number) => T): (n: number) => T {
  let buffer = make(0);
  return (n) => (buffer.length < n ? (buffer = make(n)) : buffer);
}

/** The selected rows: a read makes one selection. */
const scratchRows = reusedBuffer((n) => new Int32Array(n));

/** Row `i` passes every filter: for each, one of its parts has a passing code there. */
function passesAll(tests: { codes: Int32Array; pass: Uint8Array }[][], i: number): boolean {
  for (let f = 0; f < tests.length; f++) {
    const parts = tests[f]!;
    let any = false;
    for (let p = 0; p < parts.length && !any; p++) {
      const code = parts[p]!.codes[i]!;
      any = code >= 0 && parts[p]!.pass[code] === 1;
    }
    if (!any) return false;
  }
  return true;
}

function confidenceOrder(
  db: Db,
  snap: Snapshot,
  dir: 'asc' | 'desc',
): { order: Int32Array; confidence: Float64Array } {
  if (!snap.confidence) {
    const best = db
      .prepare(
        `SELECT mn.mention_id, max(mn.confidence) FROM mention_narratives mn JOIN narratives n ON n.id = mn.narrative_id
         WHERE n.workspace_id = ? GROUP BY mn.mention_id`,
      )
      .raw()
      .all(snap.workspaceId) as [number, number][];
    const byId = new Map(best);
    snap.confidence = typedColumn(
      db,
      Float64Array,
      Array.from(snap.ids, (id) => byId.get(id) ?? NaN),
    );
    snap.loaded.add('confidence');
    const { workspaceId, version, confidence } = snap;
    offerColumns(db, { kind: 'confidence', workspaceId, version, confidence });
  }
  const confidence = snap.confidence;
  let order = snap.byConfidence.get(dir);
  if (!order) {
    const rated: number[] = [];
    for (let i = 0; i < confidence.length; i++) if (!Number.isNaN(confidence[i])) rated.push(i);
    const sign = dir === 'asc' ? 1 : -1;
    // Rows are in (published, id) order, so newest first is the higher row index.
    order = typedColumn(db, Int32Array, rated).sort(
      (a, b) => sign * (confidence[a]! - confidence[b]!) || b - a,
    );
    snap.byConfidence.set(dir, order);
    offerColumns(db, { kind: 'order', workspaceId: snap.workspaceId, version: snap.version, dir, order });
  }
  return { order, confidence };
}

/** The number of rows selected. */
export const selected = (sel: Selection) => sel.hi - sel.lo;

/**
 * Rows per non-null key: what `SELECT key, count(*) … GROUP BY key` answers, without the NULL
 * group (and the '' group unless `withEmpty`), and only the keys that can rank among the `limit`
 * largest counts: those counting at least the limit-th largest count (tens of thousands of
 * authors need not become objects to find the top hundred).
 */
export function countKeys(
  sel: Selection,
  key: ColumnKey,
  top: { limit: number; withEmpty: boolean },
): { k: string | number; n: number }[] {
  const col = sel.column(key);
  const counts = new Int32Array(col.values.length);
  const { codes, values } = col;
  const { lo, hi, rows } = sel;
  for (let j = lo; j < hi; j++) {
    if ((j & YIELD_EVERY) === 0) yieldToLightReads();
    const c = codes[rows ? rows[j]! : j]!;
    if (c >= 0) counts[c]!++;
  }
  // Derived keys may be NULL for some stored values (a mention type of another group).
  values.forEach((v, c) => v === null && (counts[c] = 0));
  if (!top.withEmpty) {
    const empty = col.lookup.get('');
    if (empty !== undefined) counts[empty] = 0;
  }
  let cut = 1;
  const counted = counts.filter((n) => n > 0);
  if (counted.length > top.limit) cut = Math.max(1, counted.sort()[counted.length - top.limit]!);
  const out: { k: string | number; n: number }[] = [];
  counts.forEach((n, c) => {
    if (n >= cut) out.push({ k: values[c]!, n });
  });
  return out;
}

/** Rows per time grain: `SELECT published / grain AS g, count(*) … GROUP BY g` (integer division). */
export function countGrains(sel: Selection, grain: number): { g: number; n: number }[] {
  const out: { g: number; n: number }[] = [];
  let last: { g: number; n: number } | undefined;
  const { lo, hi, rows, published } = sel;
  for (let j = lo; j < hi; j++) {
    if ((j & YIELD_EVERY) === 0) yieldToLightReads();
    // Rows ascend by time, so one grain's rows are consecutive.
    const g = Math.trunc(published[rows ? rows[j]! : j]! / grain);
    if (last?.g === g) last.n++;
    else out.push((last = { g, n: 1 }));
  }
  return out;
}

/** Rows per (grain, key) for the given keys only: `… WHERE key IN (keys) GROUP BY g, key`. */
export function countGrainKeys(
  sel: Selection,
  key: ColumnKey,
  grain: number,
  keys: (string | number)[],
): { g: number; k: string | number; n: number }[] {
  const col = sel.column(key);
  const slot = new Int32Array(col.values.length).fill(-1);
  keys.forEach((k, s) => {
    const c = col.lookup.get(k);
    if (c !== undefined) slot[c] = s;
  });
  const out: { g: number; k: string | number; n: number }[] = [];
  let g = NaN;
  let row: (number | undefined)[] = [];
  const flush = () => row.forEach((n, s) => n && out.push({ g, k: keys[s]!, n }));
  const { lo, hi, rows, published } = sel;
  for (let j = lo; j < hi; j++) {
    if ((j & YIELD_EVERY) === 0) yieldToLightReads();
    const i = rows ? rows[j]! : j;
    const c = col.codes[i]!;
    const s = c >= 0 ? slot[c]! : -1;
    if (s < 0) continue;
    const gi = Math.trunc(published[i]! / grain);
    if (gi !== g) {
      flush();
      g = gi;
      row = [];
    }
    row[s] = (row[s] ?? 0) + 1;
  }
  flush();
  return out;
}

/** `ORDER BY confidence IS NULL, confidence <dir>, published DESC, mention_id DESC LIMIT … OFFSET …`. */
export function idsByConfidence(
  sel: Selection,
  dir: 'asc' | 'desc',
  limit: number,
  offset: number,
): number[] {
  if (limit <= 0) return [];
  const { order, confidence } = sel.confidenceOrder(dir);
  const { lo, hi, rows } = sel;
  const inWindow = new Uint8Array(sel.ids.length);
  for (let j = lo; j < hi; j++) inWindow[rows ? rows[j]! : j] = 1;
  const out: number[] = [];
  let skip = offset;
  const take = (i: number) => {
    if (inWindow[i] !== 1) return false;
    if (skip > 0) skip--;
    else out.push(sel.ids[i]!);
    return out.length >= limit;
  };
  for (const i of order) if (take(i)) return out;
  // Then the rows without a confidence, newest first.
  for (let j = hi - 1; j >= lo; j--) {
    const i = rows ? rows[j]! : j;
    if (Number.isNaN(confidence[i]) && take(i)) return out;
  }
  return out;
}

/**
 * Loads one part of a workspace's columns ahead of its first read (server/db/warm-columns.ts):
 * its rows (`rows`), a stored column, or the confidence order, in a read transaction as a read
 * would, so a warmed copy is current exactly when a read's would be.
 */
export function loadForWarming(db: Db, workspaceId: number, part: string): void {
  db.transaction(() => {
    const snap = snapshot(db, workspaceId);
    if (part === 'confidence') confidenceOrder(db, snap, 'desc');
    else if (part !== 'rows') loadColumn(db, snap, part);
  })();
}

/**
 * What a connection holds, per workspace (tests and diagnostics): its counter, its columns, and
 * which parts it read from SQLite itself (`loaded`; the others came from another read thread).
 */
export function columnsHeld(
  db: Db,
): Map<number, { version: number; rows: number; columns: string[]; loaded: string[] }> {
  return new Map(
    [...(caches.get(db) ?? [])].map(([id, s]) => [
      id,
      { version: s.version, rows: s.ids.length, columns: [...s.columns.keys()], loaded: [...s.loaded] },
    ]),
  );
}
