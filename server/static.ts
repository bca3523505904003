import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The meta tag index.html carries for the per-response style nonce (see security-headers.ts). */
const NONCE_META = /<meta name="csp-nonce" content="[^"]*"\s*\/?>/;

/** Sends the dashboard's shell (index.html) for client-side routes. */
export interface SpaShell {
  /** True for a GET/HEAD of a page path (not the API, not a missing asset). */
  serves(req: FastifyRequest): boolean;
  send(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built dashboard at `/`: hashed files under /assets are cached for a year, everything
 * else revalidates; a file's precompressed sibling is sent when the client accepts its encoding. index.html itself is never sent as a file: the shell is sent for `/` and every
 * client-side route with a fresh style nonce, in its policy and in its csp-nonce meta.
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
  const withNonce = (nonce: string) => {
    const meta = `<meta name="csp-nonce" content="${nonce}" />`;
    return NONCE_META.test(template)
      ? template.replace(NONCE_META, meta)
      : template.replace('<head>', `<head>${meta}`);
  };
  return {
    serves(req) {
      const path = req.url.split('?')[0] ?? '/';
      const isApi = path === '/api' || path.startsWith('/api/');
      return (req.method === 'GET' || req.method === 'HEAD') && !isApi && !path.startsWith('/assets/');
    },
    send(reply) {
      const nonce = randomBytes(16).toString('hex');
      return reply
        .header('Content-Security-Policy', pagePolicy(nonce))
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withNonce(nonce));
    },
  };
}
