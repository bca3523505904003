import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './http/errors';

/**
 * Proxy mode: `/api/*` is forwarded to the configured upstream origin and nowhere else. Bodies
 * are streamed as they came (no JSON re-encoding); reply-from drops only hop-by-hop headers and
 * resolves every path against the fixed base, so a request cannot redirect it to another host.
 */
export async function registerProxy(app: FastifyInstance, upstream: string): Promise<void> {
  const target = new URL(upstream);
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new Error(`UPSTREAM_API must be an http(s) URL, got ${upstream}`);
  const basePath = target.pathname.replace(/\/+$/, '');
  await app.register(replyFrom, {
    base: target.origin,
    undici: { headersTimeout: 30_000, bodyTimeout: 60_000 },
  });
  await app.register(
    async (api) => {
      api.removeAllContentTypeParsers();
      api.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
      api.all('/*', (req, reply) => {
        // `/api/workspaces?x=1` → `<upstream path>/workspaces?x=1`; leading slashes collapsed so
        // that the path can never read as a protocol-relative URL.
        const rest = req.url.slice('/api'.length).replace(/^\/+/, '/');
        return reply.from(`${basePath}${rest || '/'}`, {
          onError: (r, { error }) => {
            app.log.warn({ err: error }, 'upstream request failed');
            r.code(502).send(errorBody(502, 'internal', 'the upstream API could not be reached'));
          },
        });
      });
    },
    { prefix: '/api' },
  );
}
