import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed';
import { SERVER_START_MS } from '../test/budgets';
import { signInAs, startServer, stopServer, type ServerProcess } from '../test/server-process';
import { loadMigrations, migrate } from './migrate';
import { openDb } from './open';

const tmp = () => mkdtempSync(join(tmpdir(), 'nd-migrate-'));
const versions = (db: Database.Database) =>
  db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
const columns = (db: Database.Database, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);

describe('migrations', () => {
  it('numbers them 001, 002, … and refuses a gap', () => {
    expect(loadMigrations().map((m) => m.version)).toEqual(loadMigrations().map((_, i) => i + 1));
    const dir = tmp();
    writeFileSync(join(dir, '001_a.sql'), 'SELECT 1;');
    writeFileSync(join(dir, '003_c.sql'), 'SELECT 1;');
    expect(() => loadMigrations(`${dir}/`)).toThrow(/without gaps/);
  });

  it('applies all to a new database once, and refuses a database newer than the server', () => {
    const db = openDb(join(tmp(), 'new.db'));
    const all = loadMigrations();
    expect(versions(db)).toEqual(all.map((m) => m.version));
    expect(migrate(db)).toEqual({ from: all.length, to: all.length, legacy: false });
    expect(() => migrate(db, all.slice(0, -1))).toThrow(/newer than this server/);
    db.close();
  });
});

/**
 * A database created by the schema as it was before migrations (server/test/schema-ba1e2ed.sql,
 * frozen), with data in it, is upgraded in place by the server's own start and then serves the
 * reads the route tests make.
 */
describe('upgrading a database created before migrations', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) await stopServer(s);
  });

  it(
    'is upgraded by starting the server, keeps its data and answers the reads',
    async () => {
      const path = join(tmp(), 'legacy.db');
      const legacy = new Database(path);
      legacy.pragma('journal_mode = WAL');
      legacy.exec(readFileSync(new URL('../test/schema-ba1e2ed.sql', import.meta.url), 'utf8'));
      seedDatabase(legacy, { mentions: 400, seed: 3, now: Date.parse('2026-11-20T12:00:00Z') });
      const before = legacy.prepare('SELECT count(*) FROM mentions').pluck().get();
      expect(columns(legacy, 'users')).not.toContain('disabled');
      legacy.close();

      const server = await startServer(path);
      servers.push(server);
      expect(server.output()).toMatch(
        /Upgraded .*legacy\.db from schema version 0 \(created before migrations\) to \d+/,
      );
      const auth = { authorization: await signInAs(server.base) };
      const get = async (path: string) => {
        const res = await fetch(`${server.base}/api${path}`, { headers: auth });
        expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
        return res.json() as Promise<unknown>;
      };
      const workspaces = (await get('/workspaces?summary=true')) as { id: number }[];
      expect(workspaces.length).toBeGreaterThan(0);
      const ws = workspaces[0]!.id;
      const window = 'since=2026-05-01T00:00:00Z&to=2026-11-20T12:00:00Z';
      expect(
        ((await get(`/workspaces/${ws}/mentions?${window}&limit=5`)) as unknown[]).length,
      ).toBeGreaterThan(0);
      expect(
        await get(`/workspaces/${ws}/mentions?${window}&filter_expression=grid%20OR%20solar`),
      ).toBeInstanceOf(Array);
      expect(
        (
          (await get(`/workspaces/${ws}/analytics/distribution?${window}&group_by=channels`)) as {
            totalCount: number;
          }
        ).totalCount,
      ).toBeGreaterThan(0);
      expect(await get(`/workspaces/${ws}/analytics/timeline?${window}&group_by=domains`)).toHaveProperty(
        'buckets',
      );
      expect(await get(`/workspaces/${ws}/available-filters`)).toHaveProperty('channels');
      expect(await get(`/workspaces/${ws}/narratives`)).toBeInstanceOf(Array);
      await stopServer(server);

      const upgraded = new Database(path, { readonly: true });
      expect(upgraded.prepare('SELECT count(*) FROM mentions').pluck().get()).toBe(before);
      expect(versions(upgraded)).toEqual(loadMigrations().map((m) => m.version));
      expect(columns(upgraded, 'users')).toContain('disabled');
      upgraded.close();
    },
    2 * SERVER_START_MS,
  );
});
