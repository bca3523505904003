import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startPgCluster, stopPgCluster, type PgCluster } from './pg-cluster';

/**
 * The test PostgreSQL. DESK_TEST_PG_URL, when set, is an admin URL of a server to use (never
 * DATABASE_URL, which would point the e2e servers at it too). Otherwise the first desk test file
 * of a run starts a throwaway cluster (server/desk/pg-cluster.ts) in the run's directory
 * (ND_TEST_TEMPLATES, vitest.config.ts), the others use it, and vitest's global teardown stops it.
 * Without PostgreSQL the desk tests fail, naming what is missing: they never skip silently.
 */
const stateFile = (dir: string) => join(dir, 'desk-pg.json');
const lockDir = (dir: string) => join(dir, 'desk-pg.lock');
const clusterDir = (dir: string) => join(dir, 'desk-pg');

let shared: Promise<string> | undefined;

async function waitForState(dir: string): Promise<string> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (existsSync(stateFile(dir))) {
      const state = JSON.parse(readFileSync(stateFile(dir), 'utf8')) as { url?: string; error?: string };
      if (state.error) throw new Error(state.error);
      return state.url!;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the test PostgreSQL cluster did not start within 5 minutes');
}

async function startShared(): Promise<string> {
  const dir = process.env.ND_TEST_TEMPLATES;
  if (!dir) throw new Error('ND_TEST_TEMPLATES is not set (vitest.config.ts sets it)');
  mkdirSync(dir, { recursive: true });
  try {
    mkdirSync(lockDir(dir));
  } catch {
    return waitForState(dir);
  }
  try {
    const cluster = await startPgCluster(clusterDir(dir));
    writeFileSync(stateFile(dir), JSON.stringify(cluster));
    return cluster.url;
  } catch (err) {
    const error = `the desk's PostgreSQL tests could not start a cluster: ${err instanceof Error ? err.message : String(err)}`;
    writeFileSync(stateFile(dir), JSON.stringify({ error }));
    throw new Error(error, { cause: err });
  }
}

export function testPgUrl(): Promise<string> {
  const given = process.env.DESK_TEST_PG_URL;
  if (given) return Promise.resolve(given);
  shared ??= startShared();
  return shared;
}

/** vitest's global teardown: stops the run's cluster, if a test started one. */
export function stopTestCluster(dir: string): void {
  if (!existsSync(stateFile(dir))) return;
  const state = JSON.parse(readFileSync(stateFile(dir), 'utf8')) as Partial<PgCluster>;
  if (state.dataDir && state.binDir)
    stopPgCluster({ dataDir: state.dataDir, binDir: state.binDir }, clusterDir(dir));
}

/** A database of its own on the test server, dropped by `drop`. */
export async function freshPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = await testPgUrl();
  const name = `desk_${randomBytes(6).toString('hex')}`;
  const sql = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await sql(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
