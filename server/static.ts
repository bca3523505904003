import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { errorBody } from './http/errors';

/**
 * Serves the built dashboard at `/`: hashed files under /assets are cached for a year, everything
 * else revalidates, and any other GET that is not a file gets index.html (client-side routes).
 */
export async function registerStatic(app: FastifyInstance, dir: string): Promise<void> {
  const root = resolve(dir);
  const hasIndex = existsSync(join(root, 'index.html'));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const immutable = path.startsWith(join(root, 'assets'));
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApi &&
      hasIndex &&
      !path.startsWith('/assets/')
    ) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorBody(404, 'not_found', 'not found'));
  });
}
