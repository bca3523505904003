import type { FastifyInstance } from 'fastify';

/**
 * UPSTREAM_LATENCY_MS: holds every `/api` call for that long before it is answered (proxied to
 * the upstream, or served from the local database standing in for it), so that the dashboard can
 * be measured as if the service were far away. Static files are not delayed: only the API is.
 * Off (0) unless configured; a wait, not work, so other requests proceed meanwhile.
 */
export function registerApiLatency(app: FastifyInstance, latencyMs: number): void {
  if (latencyMs <= 0) return;
  app.addHook('onRequest', (req, _reply, done) => {
    const path = req.url;
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) setTimeout(done, latencyMs);
    else done();
  });
}
