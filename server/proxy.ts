import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './http/errors';

/**
 * How long the proxy waits for the upstream's answer to begin (and then between its chunks). The
 * real service can take 40 s on a heavy read; the dashboard meanwhile says "still waiting for the
 * service (N s)". Below the server's idle-socket timeout (75 s), so the analyst gets a 504 that
 * says so rather than a dropped connection.
 */
export const UPSTREAM_WAIT_MS = 70_000;

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
    undici: { headersTimeout: UPSTREAM_WAIT_MS, bodyTimeout: UPSTREAM_WAIT_MS },
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
            const code = (error as { code?: string } | undefined)?.code ?? '';
            if (/TIMEOUT/i.test(code))
              return r
                .code(504)
                .send(
                  errorBody(
                    504,
                    'internal',
                    `the upstream API did not answer within ${UPSTREAM_WAIT_MS / 1000} s`,
                  ),
                );
            r.code(502).send(errorBody(502, 'internal', 'the upstream API could not be reached'));
          },
        });
      });
    },
    { prefix: '/api' },
  );
}
