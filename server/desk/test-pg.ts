import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The test PostgreSQL: DESK_TEST_PG_URL, an admin URL of a throwaway cluster (vitest's global
 * setup starts one, or .ci/run does). Each test file gets a database of its own. Never
 * DATABASE_URL, which would point the e2e servers at it too.
 */
export function testPgUrl(): string {
  const url = process.env.DESK_TEST_PG_URL;
  if (!url)
    throw new Error(
      'DESK_TEST_PG_URL is not set: the desk tests need PostgreSQL (vitest.global-setup.ts starts a throwaway cluster when /usr/lib/postgresql/*/bin exists; install postgresql)',
    );
  return url;
}

export async function freshPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = testPgUrl();
  const name = `desk_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
