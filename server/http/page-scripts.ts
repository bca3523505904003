/**
 * The dashboard's pages as a direct load (a refreshed or shared URL) meets them: the route files
 * TanStack Router matches on the way (layouts first) and the JavaScript those load up front, read
 * from the build's manifest (dist/.vite/manifest.json). Two readers:
 * - the server names a page's own scripts in the shell it sends for that page (`modulepreload`),
 *   so the browser fetches them beside the entry instead of after the entry has run and matched
 *   the route (server/static.ts);
 * - scripts/bundle-report.ts holds every page's direct load to the JavaScript budget.
 *
 * Lazy chunks a page fetches on its own (React.lazy dialogs, export libraries, the chart renderer
 * behind its skeleton) and the error, pending and not-found components are not part of it.
 */

/** The part of Vite's build manifest read here. */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

const ROOT = 'src/routes/__root.tsx';
const APP = [ROOT, 'src/routes/_app.tsx'];
const WORKSPACE = [...APP, 'src/routes/_app/w/$workspaceId.tsx'];
const inApp = (page: string) => [...APP, `src/routes/_app/${page}.tsx`];
const inWorkspace = (page: string) => [...WORKSPACE, `src/routes/_app/w/$workspaceId/${page}.tsx`];
const area = (name: string) => new RegExp(`^/w/[^/]+/${name}/?$`);

/** Every page a URL can land on: its path and the route files matched on the way (layouts first). */
export const PAGES: Record<string, { path: RegExp; files: string[] }> = {
  'sign-in': { path: /^\/sign-in\/?$/, files: [ROOT, 'src/routes/sign-in.tsx'] },
  pulse: { path: /^\/pulse\/?$/, files: inApp('pulse') },
  workspaces: { path: /^\/workspaces\/?$/, files: inApp('workspaces') },
  mentions: { path: area('mentions'), files: inWorkspace('mentions') },
  narratives: { path: area('narratives'), files: inWorkspace('narratives') },
  'narrative detail': { path: area('narratives/[^/]+'), files: inWorkspace('narratives_.$narrativeId') },
  charts: { path: area('charts'), files: inWorkspace('charts') },
  locations: { path: area('locations'), files: inWorkspace('locations') },
  'share of voice': { path: /^\/share-of-voice\/?$/, files: inApp('share-of-voice') },
  reports: { path: /^\/reports\/?$/, files: inApp('reports') },
  enrichments: { path: /^\/enrichments\/?$/, files: inApp('enrichments') },
  channels: { path: /^\/channels\/?$/, files: inApp('channels') },
};

/** The page a path (without its query) shows, if it is one of PAGES. */
export const pageAt = (path: string): string | undefined =>
  Object.keys(PAGES).find((name) => PAGES[name]!.path.test(path));

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

/** The entry and everything it imports statically (index.html names these itself). */
export const entryScripts = (manifest: BuildManifest): string[] => {
  const entry = entryKey(manifest);
  return entry ? closure(manifest, [entry]) : [];
};

/**
 * The JS files a direct load of `page` runs before it paints: the entry's, the page's route
 * chunks' and all they import statically. Undefined when the build has no chunk for the page's
 * own route file (a build this table does not describe).
 */
export function pageScripts(manifest: BuildManifest, page: string): string[] | undefined {
  const { files } = PAGES[page]!;
  const keys = Object.keys(manifest);
  const own = files.at(-1)!;
  if (!keys.some((key) => key.startsWith(`${own}?`))) return undefined;
  const routeKeys = keys.filter((key) => files.includes(key.split('?')[0]!) && !LAZY_SPLITS.test(key));
  const entry = entryKey(manifest);
  return closure(manifest, [...(entry ? [entry] : []), ...routeKeys]);
}
