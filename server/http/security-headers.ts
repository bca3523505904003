import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Browser security headers on every response, by helmet. The policy allows:
 * - scripts: the app's own files only (`'self'`; index.html has no inline script);
 * - styles: the app's own stylesheets; the page itself (index.html) also gets a per-response
 *   nonce for the `<style>` elements Mantine and react-remove-scroll add at run time
 *   (`pagePolicy`; public/boot.js hands the nonce to them);
 * - images: the app's own, `data:`/`blob:` (exports, icons) and any https host, because mention
 *   media come from wherever the post was published (they load with no Referer);
 * - connections: the app's own `/api`, the real service the sign-in page may be pointed at
 *   (KNOWN_API_ORIGINS) and a configured upstream;
 * - nothing may frame the app (`frame-ancestors 'none'`), no plugins, no base-URI games.
 * The token sits in web storage, so script injection is what this guards against first.
 *
 * helmet itself, not @fastify/helmet: that plugin builds a new helmet instance per request
 * (about half a millisecond each); one instance, built here, costs nothing per request.
 */
export const KNOWN_API_ORIGINS = ['https://api.peakmetrics.com'];

export interface SecurityOptions {
  /** UPSTREAM_API, whose origin the dashboard may also be pointed at directly. */
  upstream?: string;
}

export function cspDirectives(opts: SecurityOptions): Record<string, string[]> {
  const upstream = opts.upstream ? [new URL(opts.upstream).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...new Set([...KNOWN_API_ORIGINS, ...upstream])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Registers the headers; returns the policy of a page whose inline styles carry `nonce`. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: SecurityOptions,
): (nonce: string) => string {
  const directives = cspDirectives(opts);
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Served over plain http on 127.0.0.1 by default: HSTS belongs to the TLS front, not here.
    strictTransportSecurity: false,
    // Media thumbnails are other sites' images: do not demand CORP/COEP from them.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    headers(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  return (nonce) =>
    Object.entries({ ...directives, 'style-src': [...directives['style-src']!, `'nonce-${nonce}'`] })
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join('; ');
}

/**
 * For the few answers written before Fastify's hooks run (malformed requests, oversized headers,
 * timeouts): JSON bodies that need no policy beyond "nothing at all".
 */
export const BARE_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};
