import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { DESK_MIGRATIONS } from './migrations';
import type { DeskTables } from './schema';

export type DeskEngine = 'sqlite' | 'postgres';
export type DeskKysely = Kysely<DeskTables>;

export interface DeskStore {
  db: DeskKysely;
  engine: DeskEngine;
  /** Where it lives, for messages (the file, or the database URL without its password). */
  where: string;
  close: () => Promise<void>;
}

/** DATABASE_URL selects PostgreSQL; otherwise the SQLite file (DESK_DB_PATH). */
export interface DeskStoreConfig {
  databaseUrl?: string;
  sqlitePath?: string;
  /** Connections in the PostgreSQL pool (DESK_PG_POOL, default 10). */
  poolSize?: number;
}

const provider: MigrationProvider = { getMigrations: async () => DESK_MIGRATIONS };

/** Applies the pending numbered migrations; throws naming the one that failed. */
export async function migrateDesk(db: DeskKysely): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `desk migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

function openSqlite(path: string): Database.Database {
  if (path !== ':memory:') {
    // Owner-only, like the main database: it holds snapshot password hashes.
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    closeSync(openSync(path, 'a', 0o600));
    chmodSync(path, 0o600);
  }
  const file = new Database(path);
  // WAL with synchronous=NORMAL: a committed write survives the process being killed.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return file;
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** Opens the desk's store and brings its schema up to date. */
export async function openDeskStore(config: DeskStoreConfig): Promise<DeskStore> {
  let db: DeskKysely;
  let engine: DeskEngine;
  let where: string;
  if (config.databaseUrl) {
    engine = 'postgres';
    where = redact(config.databaseUrl);
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 });
    // An idle connection the server drops must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    db = new Kysely<DeskTables>({ dialect: new PostgresDialect({ pool }) });
  } else {
    engine = 'sqlite';
    where = config.sqlitePath ?? ':memory:';
    db = new Kysely<DeskTables>({ dialect: new SqliteDialect({ database: openSqlite(where) }) });
  }
  try {
    await migrateDesk(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return { db, engine, where, close: () => db.destroy() };
}
