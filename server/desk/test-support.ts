import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { hashPasswordSync } from '../auth';
import { ensureTeamUser } from '../db/repositories/users';
import { makeTestApp, type TestApp, type TestAppOptions } from '../test/fixtures';
import { openDeskStore, type DeskEngine, type DeskStore } from './db/open';
import { freshPgDatabase } from './test-pg';

export interface DeskTestApp extends TestApp {
  store: DeskStore;
  /** A request as a seeded user (undefined: no token), with extra headers. */
  call: (
    user: string | undefined,
    method: string,
    url: string,
    opts?: { body?: unknown; headers?: Record<string, string> },
  ) => Promise<LightMyRequestResponse>;
  /** Workspace ids of a user's team. */
  workspacesOf: (username: string) => number[];
}

/**
 * Both engines: PostgreSQL on the run's throwaway cluster (server/desk/test-pg.ts). DESK_TEST_PG=off
 * leaves it out, on a machine without PostgreSQL, by explicit choice only (refused when CI is set).
 */
const pgOff = /^(off|0|false|no)$/i.test(process.env.DESK_TEST_PG ?? '');
if (pgOff && process.env.CI)
  throw new Error('DESK_TEST_PG=off is refused on CI: the desk must be tested on PostgreSQL');
export const ENGINES: DeskEngine[] = pgOff ? ['sqlite'] : ['sqlite', 'postgres'];

/** A desk store on `engine`: a fresh SQLite file, or a fresh database on the test cluster. */
export async function openTestStore(
  engine: DeskEngine,
): Promise<{ store: DeskStore; drop: () => Promise<void> }> {
  if (engine === 'postgres') {
    const pgDb = await freshPgDatabase();
    const store = await openDeskStore({ databaseUrl: pgDb.url, poolSize: 4 });
    return { store, drop: pgDb.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'nd-desk-'));
  const store = await openDeskStore({ sqlitePath: join(dir, 'desk.db') });
  return { store, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The reference app with the desk on `engine`, and a teammate of demo's, "demo-b", so that
 * sharing within a team is tested between two people (the seed has one user per team).
 */
export async function makeDeskApp(engine: DeskEngine, opts: TestAppOptions = {}): Promise<DeskTestApp> {
  const { store, drop } = await openTestStore(engine);
  const t = await makeTestApp({ mentions: 200, ...opts, desk: store });
  const demoTeam = t.db
    .prepare("SELECT t.name FROM teams t JOIN users u ON u.team_id = t.id WHERE u.username = 'demo'")
    .pluck()
    .get() as string;
  ensureTeamUser(t.db, demoTeam, 'demo-b', hashPasswordSync('demo-b-password'));
  const call: DeskTestApp['call'] = async (user, method, url, o = {}) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...(user ? { authorization: await t.tokenFor(user) } : {}), ...o.headers },
      ...(o.body === undefined ? {} : { payload: o.body as object }),
    });
  const workspacesOf = (username: string) =>
    t.db
      .prepare(
        'SELECT w.id FROM workspaces w JOIN users u ON u.team_id = w.team_id WHERE u.username = ? ORDER BY w.id',
      )
      .pluck()
      .all(username) as number[];
  return {
    ...t,
    store,
    call,
    workspacesOf,
    close: async () => {
      await t.close(); // closes the app, and with it the store
      await drop();
    },
  };
}
