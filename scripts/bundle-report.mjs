#!/usr/bin/env node
/**
 * After `vite build`: prints every JS chunk's gzip size and the JavaScript a browser loads for
 * the sign-in and workspaces pages (the entry plus the pages' route chunks and their static
 * imports, read from dist/.vite/manifest.json). Exits 1 when a page exceeds the budget.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
const BUDGET_BYTES = 250 * 1000; // 250 kB gzipped, as Vite reports kB
const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`bundle-report: ${manifestPath} is missing; run vite build with build.manifest on.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Route files whose split chunks load with a page; error/pending/not-found chunks load only when needed. */
const PAGES = {
  'sign-in': ['src/routes/__root.tsx', 'src/routes/sign-in.tsx'],
  workspaces: ['src/routes/__root.tsx', 'src/routes/_app.tsx', 'src/routes/_app/workspaces.tsx'],
  // The landing page after sign-in.
  pulse: ['src/routes/__root.tsx', 'src/routes/_app.tsx', 'src/routes/_app/pulse.tsx'],
};
const LAZY_SPLITS = /tsr-split=(errorComponent|notFoundComponent|pendingComponent)$/;

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The JS files a set of manifest keys loads, following static imports only. */
function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

console.log('\nJS chunks (gzip):');
const chunks = Object.values(manifest)
  .filter((c) => c.file.endsWith('.js'))
  .map((c) => ({ file: c.file, gz: gzipSize(c.file) }))
  .sort((a, b) => b.gz - a.gz);
for (const { file, gz } of chunks) console.log(`  ${kb(gz).padStart(10)}  ${file}`);

let failed = false;
console.log(`\nJavaScript loaded per page (gzip, budget ${kb(BUDGET_BYTES)}):`);
for (const [page, routeFiles] of Object.entries(PAGES)) {
  const routeKeys = Object.keys(manifest).filter((key) => {
    const [file] = key.split('?');
    return routeFiles.includes(file) && !LAZY_SPLITS.test(key);
  });
  const files = closure([entryKey, ...routeKeys]);
  const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const over = total > BUDGET_BYTES;
  failed ||= over;
  console.log(
    `  ${page.padEnd(12)} ${kb(total).padStart(10)}  (${files.size} files)${over ? '  OVER BUDGET' : ''}`,
  );
}
if (failed) {
  console.error('\nbundle-report: a page exceeds the JavaScript budget.');
  process.exit(1);
}
