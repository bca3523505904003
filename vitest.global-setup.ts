import { rmSync } from 'node:fs';

/**
 * The seeded databases the server tests copy (server/test/fixtures.ts) live for one run:
 * vitest.config.ts names the directory, this removes it when the run ends.
 */
export default function setup() {
  return () => {
    const dir = process.env.ND_TEST_TEMPLATES;
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
