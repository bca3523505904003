import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';

type Db = Database.Database;

/**
 * Numbered migrations (server/db/migrations/NNN_name.sql), applied in order at start, each in a
 * transaction with its row in `schema_migrations`. A database created before migrations existed
 * (by schema.sql, with no record) is recognised by its tables and upgraded in place: migration
 * 001 is that schema written with IF NOT EXISTS, so it completes such a database without touching
 * its data, and the later ones then apply as they would anywhere. Never edit a released migration:
 * add the next number.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export interface MigrationResult {
  from: number;
  to: number;
  /** The database predates migrations (tables, but no record). */
  legacy: boolean;
}

const DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export function loadMigrations(dir = DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, m: /^(\d{3})_([a-z0-9_]+)\.sql$/.exec(file) }))
    .filter((f): f is { file: string; m: RegExpExecArray } => f.m !== null)
    .map(({ file, m }) => ({ version: Number(m[1]), name: m[2]!, sql: readFileSync(dir + file, 'utf8') }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`migration numbers must run 001, 002, … without gaps: found ${m.version} at ${i + 1}`);
  });
  return migrations;
}

const tableExists = (db: Db, name: string) =>
  Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name));

export function migrate(db: Db, migrations = loadMigrations(), nowMs = Date.now()): MigrationResult {
  const legacy = !tableExists(db, 'schema_migrations') && tableExists(db, 'users');
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied INTEGER NOT NULL)',
  );
  const from = (db.prepare('SELECT max(version) FROM schema_migrations').pluck().get() as number | null) ?? 0;
  const latest = migrations.at(-1)?.version ?? 0;
  if (from > latest) {
    throw new Error(
      `the database is at schema version ${from}, newer than this server's ${latest}: upgrade the server`,
    );
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied) VALUES (?, ?, ?)');
  for (const m of migrations) {
    if (m.version <= from) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name, nowMs);
    })();
  }
  return { from, to: Math.max(from, latest), legacy };
}
