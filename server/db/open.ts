import Database from 'better-sqlite3';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate, type MigrationResult } from './migrate';

export type Db = Database.Database;

export interface OpenOptions {
  /** Told when migrations ran (a new or upgraded database). */
  onMigrated?: (result: MigrationResult) => void;
}

/**
 * Creates the file owner-only (0600) before SQLite opens it, and tightens one created earlier: it
 * holds the token signing secret and the password hashes. SQLite gives the -wal and -shm files
 * the database file's mode.
 */
function privateFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}

/**
 * Opens (creating if needed) the database: WAL so read workers read while this connection
 * writes, and for crash safety; foreign keys on, synchronous=NORMAL (durable in WAL mode across
 * process crashes); pending migrations applied.
 */
export function openDb(path: string, opts: OpenOptions = {}): Db {
  if (path !== ':memory:') privateFile(path);
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -262144'); // 256 MiB page cache: the demo database fits.
  db.pragma('temp_store = MEMORY');
  db.pragma('mmap_size = 1073741824');
  const result = migrate(db);
  if (result.to !== result.from) opts.onMigrated?.(result);
  return db;
}

/**
 * A read worker's connection: read-only, on a file the main connection has put in WAL mode (the
 * mode lives in the file), so it reads a consistent snapshot per statement while writes go on.
 */
export function openReadOnly(path: string): Db {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -131072'); // 128 MiB each; the memory map shares the file's pages.
  db.pragma('temp_store = MEMORY');
  db.pragma('mmap_size = 1073741824');
  const mode = String(db.pragma('journal_mode', { simple: true }));
  if (mode !== 'wal') throw new Error(`read workers need a database in WAL mode, ${path} is in ${mode} mode`);
  return db;
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();
const STATEMENTS_KEPT = 200;

/**
 * A statement prepared once per connection and kept (the most recently used STATEMENTS_KEPT), for
 * SQL run on every request: preparing compiles the SQL each time, a fixed cost on the main thread
 * (the caller check, the workspace check) and on every read. The mode is part of the key, so
 * callers sharing SQL never see each other's pluck/raw. Not for statements iterated while another
 * call may run the same SQL (an iterating statement is busy).
 */
export function prepared(db: Db, sql: string, mode: 'rows' | 'pluck' | 'raw' = 'rows'): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  const key = `${mode}\u0000${sql}`;
  let stmt = cache.get(key);
  if (stmt) cache.delete(key);
  else {
    stmt = db.prepare(sql);
    if (mode === 'pluck') stmt.pluck();
    else if (mode === 'raw') stmt.raw();
  }
  cache.set(key, stmt);
  if (cache.size > STATEMENTS_KEPT) cache.delete(cache.keys().next().value as string);
  return stmt;
}

/** Reads a value of the meta table. */
export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
