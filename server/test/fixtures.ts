import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { hashPassword, issueToken, signingSecret } from '../auth';
import { openDb, type Db } from '../db/open';
import { existsSync } from 'node:fs';
import { insertMinimalDataset } from './minimal-dataset';

/** The reference time of the test data (deterministic seed). */
export const TEST_NOW = Date.parse('2026-11-20T12:00:00Z');
export const TEST_MENTIONS = 1500;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dir: string;
  /** A bearer header value for a seeded user (demo or rival). */
  tokenFor: (username: string) => Promise<string>;
  close: () => Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'db'>> {
  mentions?: number;
}

/** Builds the app on a fresh temporary database seeded with teams demo and rival. */
export async function makeTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'nd-'));
  const db = openDb(join(dir, 't.db'));
  // The seed generator is written in parallel: use it once it exists.
  const seedPath = new URL('../seed/index.ts', import.meta.url);
  if (existsSync(seedPath)) {
    const { seedDatabase } = (await import(seedPath.href)) as { seedDatabase: (db: Db, o: { mentions: number; seed: number; now: number }) => void };
    seedDatabase(db, { mentions: opts.mentions ?? TEST_MENTIONS, seed: 42, now: TEST_NOW });
  } else insertMinimalDataset(db, TEST_NOW);
  const { mentions: _m, ...appOpts } = opts;
  const app = await buildApp({ now: () => TEST_NOW, ...appOpts, db });
  await app.ready();
  const secret = signingSecret(db);
  return {
    app,
    db,
    dir,
    tokenFor: async (username) => {
      const user = db.prepare('SELECT id, team_id AS teamId FROM users WHERE username = ?').get(username) as
        | { id: number; teamId: number }
        | undefined;
      if (!user) throw new Error(`no test user ${username}`);
      const { Token } = await issueToken(secret, { userId: user.id, username, teamId: user.teamId }, app.now());
      return `Bearer ${Token}`;
    },
    close: async () => {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { hashPassword };
