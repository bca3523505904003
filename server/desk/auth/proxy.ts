import { createHash } from 'node:crypto';
import { ApiHttpError, retryLater } from '../../http/errors';
import type { DeskCaller } from '../access';
import { deskError } from '../errors';
import type { DeskIdentify } from './reference';

/** How long an upstream's "yes" to a token is trusted (the issue allows at most a minute). */
export const PROXY_TOKEN_TTL_MS = 60_000;
const KEPT = 5_000;
const UPSTREAM_CHECK_MS = 10_000;

const unauthorized = (message: string) =>
  new ApiHttpError(401, 'unauthorized', message, undefined, { 'WWW-Authenticate': 'Bearer' });

/** The JWT's claims, decoded but not verified: the upstream, which issued it, has accepted it. */
function claimsOf(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** Workspace ids of the upstream's list, tolerating items it may add or damage. */
function workspaceIdsOf(list: unknown): number[] {
  if (!Array.isArray(list)) return [];
  const ids = list
    .map((w) => (typeof w === 'object' && w !== null ? (w as { id?: unknown }).id : undefined))
    .filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Retry-After as seconds or an HTTP date (the wall clock's), in ms: 1 s when absent or unreadable. */
function retryAfterMs(header: string | null): number {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? 1000 : Math.max(1000, at - Date.now());
}

/**
 * Proxy mode (UPSTREAM_API): a bearer is valid if the upstream accepts it. One call,
 * `GET {UPSTREAM_API}/workspaces` with that bearer, answers both questions (valid? which
 * workspaces?) and is trusted for PROXY_TOKEN_TTL_MS per token (kept by its sha256; concurrent
 * first requests share one call). The user is the JWT's `sub`. Nothing of the upstream's is stored.
 */
export function proxyIdentity(o: {
  upstream: string;
  now: () => number;
  fetch?: typeof fetch;
}): DeskIdentify {
  const url = `${o.upstream.replace(/\/+$/, '')}/workspaces`;
  const doFetch = o.fetch ?? fetch;
  const cache = new Map<string, { caller: Promise<DeskCaller>; until: number }>();

  const ask = async (token: string): Promise<DeskCaller> => {
    const claims = claimsOf(token);
    const sub = text(claims?.sub);
    if (!claims || !sub) throw unauthorized('the bearer token is not a JWT with a subject');
    let res: Response;
    try {
      res = await doFetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(UPSTREAM_CHECK_MS),
      });
    } catch {
      throw deskError(502, 'unavailable', 'the upstream API could not be reached to check the token');
    }
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      throw unauthorized(`the upstream API refused this token (${res.status})`);
    }
    if (res.status === 429) {
      // The service's rate limit is the caller's to wait out, not a failure of the desk.
      await res.body?.cancel();
      throw retryLater(
        429,
        'rate_limited',
        'the upstream API is rate-limiting the token check',
        retryAfterMs(res.headers.get('retry-after')),
      );
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw deskError(502, 'unavailable', `the upstream API answered ${res.status} to the token check`);
    }
    const list: unknown = await res.json().catch(() => undefined);
    if (!Array.isArray(list)) throw deskError(502, 'unavailable', 'the upstream API sent no workspace list');
    const name = text(claims.name) ?? text(claims.username) ?? text(claims.email) ?? sub;
    return { user: { id: sub, name }, workspaceIds: workspaceIdsOf(list) };
  };

  return async (req) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized('a valid bearer token is required');
    const key = createHash('sha256').update(token).digest('hex');
    const at = o.now();
    const seen = cache.get(key);
    if (seen && at < seen.until && at >= seen.until - PROXY_TOKEN_TTL_MS) return seen.caller;
    const caller = ask(token);
    cache.set(key, { caller, until: at + PROXY_TOKEN_TTL_MS });
    if (cache.size > KEPT) cache.delete(cache.keys().next().value as string);
    // A refusal or failure is not kept: the next request asks again.
    caller.catch(() => {
      if (cache.get(key)?.caller === caller) cache.delete(key);
    });
    return caller;
  };
}
