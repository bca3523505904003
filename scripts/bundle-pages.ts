/**
 * The pages a URL can land on, derived from the route files (TanStack Router's file routes):
 * every route file no other route nests under, with the layout files matched on the way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROUTES_DIR = 'src/routes';
const ROOT = `${ROUTES_DIR}/__root.tsx`;

/** Route files relative to the repository, e.g. `src/routes/_app/pulse.tsx`. */
export function routeFiles(dir = ROUTES_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
    .map((file) => join(dir, file).split('\\').join('/'));
}

/**
 * The layouts a route file nests under, outermost first: `a/b.tsx` sits in `a.tsx`, a flat name
 * `a.b.tsx` in `a.tsx` too, unless the segment ends in `_` (`a_.b.tsx` is not nested).
 */
export function layoutsOf(file: string, files: readonly string[]): string[] {
  const path = file.slice(ROUTES_DIR.length + 1, -'.tsx'.length);
  const parts = path.split('/').flatMap((part, i, all) => {
    const dotted = part.split('.');
    return dotted.map((_, j) => ({ dir: all.slice(0, i), name: dotted.slice(0, j + 1).join('.') }));
  });
  const layouts = parts
    .slice(0, -1)
    .filter(({ name }) => !name.endsWith('_'))
    .map(({ dir, name }) => `${[ROUTES_DIR, ...dir, name].join('/')}.tsx`)
    .filter((candidate) => files.includes(candidate));
  return [ROOT, ...layouts];
}

/** Whether some route nests under `file` (then it is a layout, not a page). */
function isLayout(file: string, files: readonly string[]): boolean {
  return file === ROOT || files.some((other) => other !== file && layoutsOf(other, files).includes(file));
}

/** A page's name for the report: its path below the routes folder. */
export const pageName = (file: string) => file.slice(ROUTES_DIR.length + 1, -'.tsx'.length);

/**
 * Every page with the route files a direct load matches (layouts first, the page last). A route
 * with no component of its own (a redirect) is not a page.
 */
export function routePages(files: readonly string[], source: (file: string) => string) {
  return files
    .filter((file) => !isLayout(file, files) && /\bcomponent\s*:/.test(source(file)))
    .sort()
    .map((file) => ({ name: pageName(file), files: [...layoutsOf(file, files), file] }));
}

export const readSource = (file: string) => readFileSync(file, 'utf8');
