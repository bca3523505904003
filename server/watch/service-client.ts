import type { FastifyInstance } from 'fastify';
import { toQueryString, type QueryParams } from '../../src/api/client';
import { parseRetryAfter, retryDelayMs } from '../../src/api/paced-send';
import { TokenResponseSchema } from '../../src/api/schemas';
import { issueToken, signingSecret } from '../auth';
import type { Db } from '../db/open';
import type { ServiceClient } from './context';

/**
 * The engine's reads. Reference mode: the server's own API, in-process (app.inject), with a token
 * the server signs for the rule's owner, so a rule sees exactly what its owner sees. Proxy mode
 * (UPSTREAM_API): the real service with the administrator's service account (SERVICE_USERNAME,
 * SERVICE_PASSWORD, SERVICE_CLIENT_ID), its token renewed a minute before it expires and never
 * logged; a 429 is waited out as its Retry-After says (bounded), then tried again. Both count
 * their calls (the bench prints them).
 */
export interface CountingClient extends ServiceClient {
  calls: () => number;
}

/** A refused read is retried this many times at most. */
const RETRIES = 3;
/** Longest wait for one Retry-After (longer: the evaluation fails and is retried next cycle). */
const MAX_WAIT_MS = 60_000;

const answerError = (path: string, status: number, body: unknown) => {
  const err = (body as { error?: { message?: string } } | null)?.error;
  return new Error(`GET ${path} answered ${status}${err?.message ? `: ${err.message}` : ''}`);
};

export function referenceServiceClient(app: FastifyInstance, db: Db): CountingClient {
  const secret = signingSecret(db);
  const tokens = new Map<string, { token: string; from: number; until: number }>();
  let calls = 0;
  const tokenFor = async (userId: string) => {
    const now = app.now();
    const kept = tokens.get(userId);
    // Kept while valid; a clock set back before its issue (tests, a corrected clock) signs anew.
    if (kept && kept.from <= now && kept.until > now) return kept.token;
    const user = db
      .prepare('SELECT id, username, team_id AS teamId FROM users WHERE id = ?')
      .get(Number(userId)) as { id: number; username: string; teamId: number } | undefined;
    if (!user) throw new Error(`the rule's owner (user ${userId}) no longer exists`);
    const t = await issueToken(
      secret,
      { userId: user.id, username: user.username, teamId: user.teamId },
      now,
    );
    tokens.set(userId, { token: t.Token, from: now, until: now + (t.ExpiresIn - 60) * 1000 });
    return t.Token;
  };
  return {
    calls: () => calls,
    tokenFor: (asUser) => tokenFor(asUser.id),
    async get(path, query, asUser) {
      calls += 1;
      const res = await app.inject({
        method: 'GET',
        url: `/api${path}${toQueryString(query as QueryParams)}`,
        headers: { authorization: `Bearer ${await tokenFor(asUser.id)}` },
      });
      const body: unknown = res.body ? JSON.parse(res.body) : null;
      if (res.statusCode !== 200) throw answerError(path, res.statusCode, body);
      return body;
    },
  };
}

export interface ServiceAccount {
  username: string;
  password: string;
  clientId: string;
}

/** SERVICE_USERNAME, SERVICE_PASSWORD, SERVICE_CLIENT_ID: all three, or none (null). */
export function serviceAccountFromEnv(env: NodeJS.ProcessEnv): ServiceAccount | null {
  const username = env.SERVICE_USERNAME?.trim();
  const password = env.SERVICE_PASSWORD ?? '';
  const clientId = env.SERVICE_CLIENT_ID?.trim();
  if (!username && !password && !clientId) return null;
  if (!username || !password || !clientId)
    throw new Error('SERVICE_USERNAME, SERVICE_PASSWORD and SERVICE_CLIENT_ID must be set together');
  return { username, password, clientId };
}

export interface ProxyClientOptions {
  upstream: string;
  account: ServiceAccount | null;
  now?: () => number;
  fetch?: typeof fetch;
  /** Waits before a retry (tests pass one that does not sleep). */
  wait?: (ms: number) => Promise<void>;
}

export function proxyServiceClient(o: ProxyClientOptions): CountingClient {
  const base = o.upstream.replace(/\/+$/, '');
  const now = o.now ?? Date.now;
  const send = o.fetch ?? fetch;
  const wait = o.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let token: { value: string; until: number } | null = null;
  let signingIn: Promise<string> | null = null;
  let calls = 0;
  const signIn = async (): Promise<string> => {
    if (!o.account)
      throw new Error('no service account: set SERVICE_USERNAME, SERVICE_PASSWORD and SERVICE_CLIENT_ID');
    calls += 1;
    const res = await send(`${base}/access/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: o.account.username,
        password: o.account.password,
        client_id: o.account.clientId,
      }),
    });
    // The answer holds the token: never logged, and only its status is named in errors.
    if (!res.ok) throw new Error(`the service account was refused a token (${res.status})`);
    const t = TokenResponseSchema.parse(await res.json());
    token = { value: t.Token, until: now() + Math.max(0, t.ExpiresIn - 60) * 1000 };
    return t.Token;
  };
  const bearer = async (fresh = false) => {
    if (!fresh && token && token.until > now()) return token.value;
    signingIn ??= signIn().finally(() => (signingIn = null));
    return signingIn;
  };
  return {
    calls: () => calls,
    tokenFor: () => bearer(),
    async get(path, query) {
      let renewed = false;
      for (let attempt = 0; ; attempt++) {
        calls += 1;
        const res = await send(`${base}${path}${toQueryString(query as QueryParams)}`, {
          headers: { authorization: `Bearer ${await bearer()}`, accept: 'application/json' },
        });
        if (res.status === 401 && !renewed) {
          renewed = true;
          token = null;
          continue;
        }
        if ((res.status === 429 || res.status === 503) && attempt < RETRIES) {
          const ms = retryDelayMs(attempt, parseRetryAfter(res.headers.get('retry-after'), now()));
          if (ms <= MAX_WAIT_MS) {
            await wait(ms);
            continue;
          }
        }
        const body: unknown = await res.json().catch(() => null);
        if (!res.ok) throw answerError(path, res.status, body);
        return body;
      }
    },
  };
}
