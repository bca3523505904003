import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PAGES, entryScripts, pageAt, pageScripts, type BuildManifest } from './http/page-scripts';

/** The meta tag index.html carries for the per-response style nonce (see security-headers.ts). */
const NONCE_META = /<meta name="csp-nonce" content="[^"]*"\s*\/?>/;

/** Sends the dashboard's shell (index.html) for client-side routes. */
export interface SpaShell {
  /** True for a GET/HEAD of a page path (not the API, not a missing asset). */
  serves(req: FastifyRequest): boolean;
  send(req: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * Per page, the `modulepreload` links of the scripts its direct load needs beyond the entry's
 * (which index.html names itself): without them the browser learns of the page's chunks only
 * after the entry has downloaded, run and matched the route. Empty without a build manifest.
 */
function pagePreloads(root: string): Map<string, string> {
  const links = new Map<string, string>();
  const path = join(root, '.vite', 'manifest.json');
  if (!existsSync(path)) return links;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
  const inIndex = new Set(entryScripts(manifest));
  for (const page of Object.keys(PAGES)) {
    const own = (pageScripts(manifest, page) ?? []).filter((file) => !inIndex.has(file));
    links.set(page, own.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''));
  }
  return links;
}

/**
 * Serves the built dashboard at `/`: hashed files under /assets are cached for a year, everything
 * else revalidates; a file's precompressed sibling is sent when the client accepts its encoding.
 * index.html itself is never sent as a file: the shell is sent for `/` and every client-side route
 * with a fresh style nonce, in its policy and in its csp-nonce meta, and with the page's own
 * scripts to preload.
 */
export async function registerStatic(
  app: FastifyInstance,
  dir: string,
  pagePolicy: (styleNonce: string) => string,
): Promise<SpaShell | undefined> {
  const root = resolve(dir);
  const indexPath = join(root, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    allowedPath: (path) => path !== '/index.html',
    // The .br/.gz files written at build (scripts/precompress.mjs), with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (reply, path) => {
      const immutable = path.startsWith(join(root, 'assets'));
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  if (!template) return undefined;
  const preloads = pagePreloads(root);
  const shellFor = (nonce: string, path: string) => {
    const meta = `<meta name="csp-nonce" content="${nonce}" />`;
    const html = NONCE_META.test(template)
      ? template.replace(NONCE_META, meta)
      : template.replace('<head>', `<head>${meta}`);
    const page = pageAt(path);
    const links = page ? preloads.get(page) : undefined;
    return links ? html.replace('</head>', `${links}</head>`) : html;
  };
  const pathOf = (req: FastifyRequest) => req.url.split('?')[0] ?? '/';
  return {
    serves(req) {
      const path = pathOf(req);
      const isApi = path === '/api' || path.startsWith('/api/');
      return (req.method === 'GET' || req.method === 'HEAD') && !isApi && !path.startsWith('/assets/');
    },
    send(req, reply) {
      const nonce = randomBytes(16).toString('hex');
      return reply
        .header('Content-Security-Policy', pagePolicy(nonce))
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shellFor(nonce, pathOf(req)));
    },
  };
}
