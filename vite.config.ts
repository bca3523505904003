import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { CODE_SPLITTING_GROUPS, chunkGroupMatches, isEntryChunkFile } from './scripts/chunk-groups';

// The router plugin must come before react() (machine notes).
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), chunkGroupMatches()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: '127.0.0.1',
    // In development the dashboard talks to the reference server started with `npm run serve`.
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // The manifest lets scripts/bundle-report.ts follow each page's chunk graph.
    manifest: true,
    // The entry's chunks are loaded before any lazy one: not listed again in every lazy import.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !isEntryChunkFile(dep)) },
    rolldownOptions: {
      output: {
        // Shared code in a few chunks instead of dozens of sub-kilobyte ones, whose glue and lost
        // compression cost each page kilobytes: see scripts/chunk-groups.ts.
        codeSplitting: { groups: CODE_SPLITTING_GROUPS },
      },
    },
  },
});
