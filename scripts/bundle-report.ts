/**
 * After `vite build`: prints every JS chunk's gzip size and the JavaScript a browser loads on a
 * direct load of every page (a refreshed or shared URL): the entry, the split chunks of each route
 * on the matched branch (root → layouts → page) and everything those statically import, read from
 * dist/.vite/manifest.json. Exits 1 when a page exceeds the budget.
 *
 * Lazy chunks a page fetches on its own (React.lazy dialogs, export libraries, the chart
 * renderer behind its skeleton) are not counted: the page paints and is usable without them.
 * `npm run bench:network` records what a browser actually fetched before each area was usable.
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
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;

/** The part of Vite's build manifest read here. */
type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

const ROOT = 'src/routes/__root.tsx';
const APP = [ROOT, 'src/routes/_app.tsx'];
const WORKSPACE = [...APP, 'src/routes/_app/w/$workspaceId.tsx'];
const inApp = (page: string) => [...APP, `src/routes/_app/${page}.tsx`];
const inWorkspace = (page: string) => [...WORKSPACE, `src/routes/_app/w/$workspaceId/${page}.tsx`];

/** Every page a URL can land on, with the route files matched on the way (layouts first). */
const PAGES: Record<string, string[]> = {
  'sign-in': [ROOT, 'src/routes/sign-in.tsx'],
  pulse: inApp('pulse'),
  workspaces: inApp('workspaces'),
  mentions: inWorkspace('mentions'),
  narratives: inWorkspace('narratives'),
  'narrative detail': inWorkspace('narratives_.$narrativeId'),
  charts: inWorkspace('charts'),
  locations: inWorkspace('locations'),
  map: inWorkspace('map'),
  coordination: inWorkspace('coordination'),
  'share of voice': inApp('share-of-voice'),
  reports: inApp('reports'),
  enrichments: inApp('enrichments'),
  channels: inApp('channels'),
};

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
  const files = PAGES[page]!;
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
for (const route of Object.keys(PAGES)) {
  const files = pageScripts(manifest, route);
  // A page without a split chunk is a build change this report must learn about, not a pass.
  if (!files) {
    console.error(`bundle-report: no chunk for ${PAGES[route]!.at(-1)} (page "${route}")`);
    failed = true;
    continue;
  }
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const over = total > BUDGET_BYTES;
  failed ||= over;
  console.log(
    `  ${route.padEnd(17)} ${kb(total).padStart(10)}  (${files.length} files)${over ? '  OVER BUDGET' : ''}`,
  );
}
if (failed) {
  console.error('\nbundle-report: a route exceeds the JavaScript budget.');
  process.exit(1);
}
