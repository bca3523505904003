import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { TEST_READ_BUDGET_MS } from './budgets';
import { issueToken, signingSecret } from '../auth';
import { openDb, type Db } from '../db/open';
import { seedDatabase } from '../seed';

/** The reference time of the test data (deterministic seed). */
export const TEST_NOW = Date.parse('2026-11-20T12:00:00Z');
export const TEST_MENTIONS = 1500;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dir: string;
  /** A bearer header value for a seeded user (demo or rival). */
  tokenFor: (username: string) => Promise<string>;
  /** Injects a request as a seeded user. */
  as: (username: string, method: string, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'db'>> {
  mentions?: number;
}

/**
 * Seeding pays a fixed cost (the location taxonomy, the teams) of 2 s idle and 20 s on a busy
 * machine, so each mention count is seeded once per test run (vitest.global-setup.ts names the
 * directory) and every app opens a copy of it. One worker seeds a template while holding its lock
 * directory; a worker wanting the same one meanwhile waits for it rather than seeding it a second
 * time. Written under a temporary name and renamed, so a worker never copies a half-written template.
 */
async function seededCopy(mentions: number, path: string): Promise<void> {
  const templates = process.env.ND_TEST_TEMPLATES;
  const seed = (db: Db) => seedDatabase(db, { mentions, seed: 42, now: TEST_NOW });
  if (!templates) {
    const db = openDb(path);
    seed(db);
    db.close();
    return;
  }
  const template = join(templates, `seed-42-${mentions}.db`);
  const lock = `${template}.lock`;
  mkdirSync(templates, { recursive: true });
  for (;;) {
    if (existsSync(template)) break;
    if (takeLock(lock)) {
      try {
        if (!existsSync(template)) writeTemplate(template, seed);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      break;
    }
    // Another worker is seeding it: wait on the template (or on its lock going away, should that
    // worker have failed, to take the lock in turn). No deadline: the hook's timeout ends a hang.
    await new Promise((r) => setTimeout(r, 100));
  }
  copyFileSync(template, path);
}

function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

function writeTemplate(template: string, seed: (db: Db) => void): void {
  const partial = `${template}.${process.pid}.tmp`;
  const db = openDb(partial);
  seed(db);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
  renameSync(partial, template);
}

/** Builds the app on a fresh temporary database seeded with teams demo and rival. */
export async function makeTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'nd-'));
  await seededCopy(opts.mentions ?? TEST_MENTIONS, join(dir, 't.db'));
  const db = openDb(join(dir, 't.db'));
  const { mentions: _m, ...appOpts } = opts;
  // Tests mostly read one request at a time: one read thread per app keeps the suite light (a
  // thread takes about half a second of CPU to start); tests of concurrency ask for more.
  const app = await buildApp({
    now: () => TEST_NOW,
    ...appOpts,
    reads: { heavyThreads: 1, lightThreads: 0, budgetMs: TEST_READ_BUDGET_MS, ...appOpts.reads },
    db,
  });
  await app.ready();
  const secret = signingSecret(db);
  const tokenFor = async (username: string) => {
    const user = db.prepare('SELECT id, team_id AS teamId FROM users WHERE username = ?').get(username) as
      { id: number; teamId: number } | undefined;
    if (!user) throw new Error(`no test user ${username}`);
    const { Token } = await issueToken(secret, { userId: user.id, username, teamId: user.teamId }, app.now());
    return `Bearer ${Token}`;
  };
  return {
    app,
    db,
    dir,
    tokenFor,
    as: async (username, method, url, payload) => {
      // Issued per call: tests move the clock past a token's lifetime.
      const bearer = await tokenFor(username);
      return app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: bearer },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    close: async () => {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
