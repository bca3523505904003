import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser security headers on every response, by @fastify/helmet. The policy allows:
 * - scripts: the app's own files only (`'self'`; index.html has no inline script);
 * - styles: the app's own stylesheets, plus the `<style>` elements Mantine injects at run time
 *   (CSS variables, responsive props), which carry the per-response nonce the server writes into
 *   index.html's `csp-nonce` meta and MantineProvider's `getStyleNonce` reads back;
 * - images: the app's own, `data:`/`blob:` (exports, icons) and any https host, because mention
 *   media come from wherever the post was published (they load with no Referer);
 * - connections: the app's own `/api`, the real service the sign-in page may be pointed at
 *   (KNOWN_API_ORIGINS) and a configured upstream;
 * - nothing may frame the app (`frame-ancestors 'none'`), no plugins, no base-URI games.
 * The token sits in web storage, so script injection is what this guards against first.
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

export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    // A fresh style nonce per response (reply.cspNonce.style), added to style-src.
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts) },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Served over plain http on 127.0.0.1 by default: HSTS belongs to the TLS front, not here.
    strictTransportSecurity: false,
    // Media thumbnails are other sites' images: do not demand CORP/COEP from them.
    crossOriginEmbedderPolicy: false,
  });
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
