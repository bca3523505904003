import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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
    pool: 'forks',
    maxWorkers: 2,
    // Sized for a busy machine: one jsdom journey took 17 s at load average 21 (1.6 s idle).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
