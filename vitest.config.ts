import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedWorkerFiles } from './vitest.shared-files';

// One directory of seeded test databases per run (server/test/fixtures.ts), removed at its end.
process.env.ND_TEST_TEMPLATES ??= join(tmpdir(), `nd-templates-${process.pid}`);

/** Pure unit files (vitest.shared-files.ts): they share a worker and its loaded modules. */
const shared = sharedWorkerFiles(fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    // Server tests run in node; files under src/ that render components opt in to jsdom with
    // a `// @vitest-environment jsdom` comment.
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Sized for a busy machine: one jsdom journey took 17 s at load average 21 (1.6 s idle), and a
    // hook that builds a seeded app a minute. Waits are on conditions: a long limit costs nothing.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        // A fresh process per file: servers, databases, jsdom, mocks and the environment stay
        // the file's own.
        test: {
          name: 'isolated',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: shared,
        },
      },
      {
        extends: true,
        // A process started, and modules loaded, once for many files: about a second of start-up
        // per file saved idle, ten on a busy machine.
        test: { name: 'shared', include: shared, isolate: false },
      },
    ],
  },
});
