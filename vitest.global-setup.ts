import { rmSync } from 'node:fs';
import { stopTestCluster } from './server/desk/test-pg';

/**
 * The seeded databases the server tests copy (server/test/fixtures.ts) live for one run:
 * vitest.config.ts names the directory, this removes it when the run ends (and stops the desk
 * tests' PostgreSQL cluster kept there).
 */
export default function setup() {
  return () => {
    const dir = process.env.ND_TEST_TEMPLATES;
    // The desk tests' PostgreSQL cluster, if one started (server/desk/test-pg.ts).
    if (dir) stopTestCluster(dir);
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
