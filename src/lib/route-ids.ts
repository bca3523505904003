import { notFound } from '@tanstack/react-router';

/**
 * A path segment that names a resource by its positive integer id (`/w/12`), parsed once by the
 * route (`params.parse`) so pages, loaders and links all hold a number. Anything else (`/w/abc`,
 * `/w/0`) is a page that does not exist, not a request the API should see.
 */
export function parseIdParam(raw: string): number {
  if (!/^[1-9]\d*$/.test(raw)) throw notFound();
  return Number(raw);
}
