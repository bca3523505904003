import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// One directory of seeded test databases per run (server/test/fixtures.ts), removed at its end.
process.env.ND_TEST_TEMPLATES ??= join(tmpdir(), `nd-templates-${process.pid}`);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    // Server tests run in node; files under src/ that render components opt in to jsdom with
    // a `// @vitest-environment jsdom` comment or the *.test.tsx rule below.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Sized for a busy machine: one jsdom journey took 17 s at load average 21 (1.6 s idle), and a
    // hook that builds a seeded app a minute. Waits are on conditions: a long limit costs nothing.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
