/**
 * After `vite build`: prints every JS chunk's gzip size and the JavaScript a browser loads on a
 * direct load of every page (a refreshed or shared URL): the entry, the split chunks of each route
 * on the matched branch (root → layouts → page) and everything those statically import, read from
 * dist/.vite/manifest.json. The pages are the route files under src/routes (scripts/bundle-pages.ts).
 * Exits 1 when a page exceeds the budget, has no chunk of its own, or when a chunk group rule of
 * scripts/chunk-groups.ts matched no module of the build (a rule naming moved or deleted code).
 *
 * Lazy chunks a page fetches on its own (React.lazy dialogs, export libraries, the chart
 * renderer behind its skeleton) are not counted: the page paints and is usable without them.
 * `npm run bench:network` records what a browser actually fetched before each area was usable.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeFiles, routePages, readSource } from './bundle-pages';
import { CHUNK_GROUPS, ENTRY_CHUNKS, GROUP_MATCHES_FILE, isEntryChunkFile } from './chunk-groups';

const DIST = process.argv[2] ?? 'dist';
const BUDGET_BYTES = 250 * 1000; // 250 kB gzipped, as Vite reports kB
const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`bundle-report: ${manifestPath} is missing; run vite build with build.manifest on.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;

/** The part of Vite's build manifest read here. */
type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** Every page a URL can land on, with the route files matched on the way (layouts first). */
const PAGES = new Map(routePages(routeFiles(), readSource).map((page) => [page.name, page.files]));

const NAME_WIDTH = Math.max(...[...PAGES.keys()].map((name) => name.length)) + 2;

/** Split chunks that load only when needed: error, pending and not-found components. */
const LAZY_SPLITS = /tsr-split=(errorComponent|notFoundComponent|pendingComponent)$/;

const entryKey = (manifest: BuildManifest) => Object.keys(manifest).find((key) => manifest[key]!.isEntry);

/** The JS files the given manifest keys load, following static imports only. */
function closure(manifest: BuildManifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

/**
 * The JS files a direct load of `page` runs before it paints: the entry's, the page's route
 * chunks' and all they import statically. Undefined when the build has no chunk for the page's
 * own route file (a build change this report must learn about, not a pass).
 */
function pageScripts(manifest: BuildManifest, page: string): string[] | undefined {
  const files = PAGES.get(page)!;
  const keys = Object.keys(manifest);
  const own = files.at(-1)!;
  if (!keys.some((key) => key.startsWith(`${own}?`))) return undefined;
  const routeKeys = keys.filter((key) => files.includes(key.split('?')[0]!) && !LAZY_SPLITS.test(key));
  const entry = entryKey(manifest);
  return closure(manifest, [...(entry ? [entry] : []), ...routeKeys]);
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gzipCache.get(file)!;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

console.log('\nJS chunks (gzip):');
const chunks = Object.values(manifest)
  .filter((c) => c.file.endsWith('.js'))
  .map((c) => ({ file: c.file, gz: gzipSize(c.file) }))
  .sort((a, b) => b.gz - a.gz);
for (const { file, gz } of chunks) console.log(`  ${kb(gz).padStart(10)}  ${file}`);

let failed = false;
console.log(`\nJavaScript loaded on a direct load of each route (gzip, budget ${kb(BUDGET_BYTES)}):`);
for (const route of PAGES.keys()) {
  const files = pageScripts(manifest, route);
  // A page without a split chunk is a build change this report must learn about, not a pass.
  if (!files) {
    console.error(`bundle-report: no chunk for ${PAGES.get(route)!.at(-1)} (page "${route}")`);
    failed = true;
    continue;
  }
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const over = total > BUDGET_BYTES;
  failed ||= over;
  console.log(
    `  ${route.padEnd(NAME_WIDTH)} ${kb(total).padStart(10)}  (${files.length} files)${over ? '  OVER BUDGET' : ''}`,
  );
}

// A chunk group whose rule matches nothing names code that moved or went: the split it was
// written for silently stopped happening.
const matchesPath = join(DIST, GROUP_MATCHES_FILE);
const matched = existsSync(matchesPath)
  ? (JSON.parse(readFileSync(matchesPath, 'utf8')) as Record<string, number>)
  : {};
for (const { name, rule } of CHUNK_GROUPS) {
  for (const key of [name, ...rule.patterns.map((pattern) => `${name}: ${pattern}`)]) {
    if ((matched[key] ?? 0) > 0) continue;
    console.error(`bundle-report: chunk group rule "${key}" (scripts/chunk-groups.ts) matches no module.`);
    failed = true;
  }
}
// Lazy imports leave the entry's chunks out of their preload lists (vite.config.ts): that holds
// only while the entry loads exactly those chunks.
const entry = entryKey(manifest);
const entryFiles = entry ? closure(manifest, [entry]) : [];
if (entryFiles.length !== ENTRY_CHUNKS.length || !entryFiles.every(isEntryChunkFile)) {
  console.error(
    `bundle-report: the entry loads ${entryFiles.join(', ')}; ENTRY_CHUNKS (scripts/chunk-groups.ts) names ${ENTRY_CHUNKS.join(', ')}.`,
  );
  failed = true;
}
if (failed) {
  console.error('\nbundle-report: see the lines above.');
  process.exit(1);
}
