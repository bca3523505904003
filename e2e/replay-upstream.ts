/**
 * A stand-in for the real PeakMetrics service: answers with the public reference's example
 * payloads (src/api/fixtures/public-examples.ts), checks requests as strictly as the reference
 * reads (since/to required and to the second, documented group-bys only, no extension
 * parameters) and answers anything undocumented like an API gateway does: 403 "Missing
 * Authentication Token", whatever the token. The reference server's proxy mode (UPSTREAM_API)
 * forwards to it. Modes (e2e/replay-modes.ts), chosen per session by the username, make it
 * misbehave the ways the real service may; every session's requests are logged for its journey.
 *
 *   PORT=9795 node node_modules/.bin/tsx e2e/replay-upstream.ts
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as pub from '../src/api/fixtures/public-examples';
import {
  MODES,
  SLOW_MS,
  openSession,
  refusal,
  sessionOf,
  sparseTimeline,
  type Session,
} from './replay-modes';

const port = Number(process.env.PORT ?? 8895);
const SECOND_PRECISION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
const DOCUMENTED_GROUP_BY =
  /^(channels|authors|domains|languages|bot_ratings|smart_categories|custom_enrichments|mention_type\.(social_media|news|podcasts)|publisher_geography\.(source_country|source_region|source_sub_region)|(smart_category_enrichment_id|custom_enrichment_id):\d+)$/;

/** The reference calls the token a JWT; the example's "string" becomes one that expires in an hour. */
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const tokens = new Map<string, Session>();
function tokenFor(session: Session): string {
  const claims = { sub: session.user, exp: Math.floor(Date.now() / 1000) + 3600, n: tokens.size };
  const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;
  tokens.set(token, session);
  return token;
}

class Reply extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(status));
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fail = (status: number, message: string) => new Reply(status, { message });

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(text);
}

function requireWindow(q: URLSearchParams): { since: number; to: number } {
  for (const key of ['since', 'to']) {
    const v = q.get(key);
    if (!v) throw fail(400, `${key} is required`);
    if (!SECOND_PRECISION.test(v))
      throw fail(400, `${key} must be an ISO 8601 date-time such as 2023-11-07T05:31:56Z`);
  }
  return { since: Date.parse(q.get('since')!), to: Date.parse(q.get('to')!) };
}

function refuse(q: URLSearchParams, ...names: string[]): void {
  for (const name of names) if (q.has(name)) throw fail(400, `unknown parameter ${name}`);
}

function checkGroupBy(q: URLSearchParams, required: boolean): string | null {
  const groupBy = q.get('group_by');
  if (!groupBy) {
    if (required) throw fail(400, 'group_by is required');
    return null;
  }
  if (!DOCUMENTED_GROUP_BY.test(groupBy)) throw fail(400, `group_by ${groupBy} is not supported`);
  return groupBy;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try {
    return JSON.parse(text);
  } catch {
    throw fail(400, 'the body must be JSON');
  }
}

const firstPage = (q: URLSearchParams) => Number(q.get('offset') ?? 0) === 0;

const KNOWN_ROUTE =
  /^\/(workspaces|workspaces\/\d+\/(mentions|narratives|available-filters|analytics\/timeline|analytics\/distribution)|customChannels\/[^/]+\/mentions|mentions\/customEnrichments)$/;
/** Routes that exist only in the lenient mode (a service that takes empty-bodied writes). */
const LENIENT_ROUTE = /^\/(folders|customEnrichments)$/;

/** The control endpoints a journey calls directly (never through the proxy). */
function control(path: string, q: URLSearchParams): [number, unknown] | null {
  if (!path.startsWith('/__replay/')) return null;
  const session = sessionOf(q.get('user') ?? '');
  if (!session) return [404, { message: 'no such session' }];
  if (path === '/__replay/log') return [200, session.log];
  if (path === '/__replay/expire') {
    session.expired = true;
    return [200, { expired: session.user }];
  }
  return [404, { message: 'no such control' }];
}

/** The workspace only sessions in the two-workspaces mode see. */
const SECOND_WORKSPACE_ID = 3;

const workspaceOf = (s: Session) => ({
  ...pub.workspaceExample,
  ...(s.modes.has(MODES.folderEmpty) && { folder: {} }),
  ...(s.modes.has(MODES.active) && { narrativeDetection: { status: 'active' } }),
});

function mentionsJson(s: Session): string {
  const big = s.modes.has(MODES.bigIds);
  const first = JSON.stringify(pub.mentionExample).replace(
    /^\{"id":1234/,
    big ? '{"id":18000039901924478123' : '$&',
  );
  return `[${first},${pub.quirkyMentionJson},${JSON.stringify(pub.unreadableMention)}]`;
}

async function route(req: IncomingMessage): Promise<[number, unknown]> {
  const url = new URL(req.url ?? '/', 'http://replay');
  const q = url.searchParams;
  const path = url.pathname;
  const method = req.method ?? 'GET';
  const controlled = control(path, q);
  if (controlled) return controlled;

  if (method === 'POST' && path === '/access/token') {
    const body = (await readJson(req)) as Record<string, unknown> | null;
    if (!['username', 'password', 'client_id'].every((k) => typeof body?.[k] === 'string' && body[k])) {
      throw fail(400, 'username, password and client_id are required');
    }
    return [200, { ...pub.tokenExample, Token: tokenFor(openSession(String(body!.username))) }];
  }
  const session = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  // A gateway in front of the service: an expired token gets a bare 403, not the documented error body.
  if (session?.expired) throw fail(403, 'The security token included in the request is expired');
  if (session && method === 'GET') {
    const retryAfter = refusal(session);
    if (retryAfter) throw new Reply(429, { message: 'Too Many Requests' }, { 'Retry-After': retryAfter });
  }
  const lenient = session?.modes.has(MODES.lenient) === true;
  // What an API gateway answers for a route it does not have (whatever the token).
  if (!KNOWN_ROUTE.test(path) && !(lenient && LENIENT_ROUTE.test(path)))
    throw fail(403, 'Missing Authentication Token');
  if (!session) throw fail(401, 'Unauthorized');
  return answer(session, method, path, q, req);
}

async function answer(
  s: Session,
  method: string,
  path: string,
  q: URLSearchParams,
  req: IncomingMessage,
): Promise<[number, unknown]> {
  if (
    s.modes.has(MODES.lenient) &&
    method === 'POST' &&
    /^\/(folders|workspaces|customEnrichments)$/.test(path)
  ) {
    // Takes anything, even `{}`: a client probing with writes would leave junk behind here.
    await readJson(req);
    return [201, path === '/workspaces' ? { ...workspaceOf(s), id: 99 } : { id: 99, title: '' }];
  }
  if (method === 'GET' && LENIENT_ROUTE.test(path)) return [200, []];
  if (method === 'GET' && path === '/workspaces')
    return [
      200,
      s.modes.has(MODES.twoWorkspaces)
        ? [workspaceOf(s), { ...workspaceOf(s), id: SECOND_WORKSPACE_ID, title: 'Second workspace' }]
        : [workspaceOf(s)],
    ];
  const inWorkspace =
    /^\/workspaces\/(\d+)\/(mentions|narratives|available-filters|analytics\/timeline|analytics\/distribution)$/.exec(
      path,
    );
  if (method === 'GET' && inWorkspace) {
    if (inWorkspace[1] !== String(pub.workspaceExample.id)) throw fail(404, 'Not Found');
    switch (inWorkspace[2]) {
      case 'mentions':
        requireWindow(q);
        return [200, firstPage(q) ? mentionsJson(s) : '[]'];
      case 'narratives':
        requireWindow(q);
        if (s.modes.has(MODES.slow)) await sleep(SLOW_MS);
        return [
          200,
          firstPage(q)
            ? [{ ...pub.narrativeExample, ...(s.modes.has(MODES.untitled) && { title: null }) }]
            : [],
        ];
      case 'available-filters':
        return [200, pub.availableFiltersExample];
      case 'analytics/timeline': {
        const window = requireWindow(q);
        refuse(q, 'interval');
        return [200, sparseTimeline(window, checkGroupBy(q, false))];
      }
      default: {
        requireWindow(q);
        refuse(q, 'limit');
        return [200, { ...pub.distributionExample, groupBy: checkGroupBy(q, true) }];
      }
    }
  }
  if (method === 'POST' && /^\/customChannels\/[^/]+\/mentions$/.test(path)) {
    const body = (await readJson(req)) as { mentions?: unknown } | null;
    const mentions = body?.mentions;
    if (!Array.isArray(mentions) || mentions.length === 0 || mentions.length > 100)
      throw fail(400, 'mentions must hold 1 to 100 items');
    return [202, { ...pub.customChannelPushResultExample, count: mentions.length }];
  }
  if (method === 'PUT' && path === '/mentions/customEnrichments') {
    const items = await readJson(req);
    const ok = (i: Record<string, unknown>) =>
      typeof i.url === 'string' && Number.isInteger(i.enrichment_id) && typeof i.value === 'string';
    if (!Array.isArray(items) || items.length === 0 || items.length > 100 || !items.every(ok)) {
      throw fail(
        400,
        'the body must be an array of 1 to 100 { url, enrichment_id, value } with a string value',
      );
    }
    return [202, { ...pub.enrichmentValuesResultExample, count: items.length }];
  }
  // A documented route asked with a method it does not have.
  throw fail(403, 'Missing Authentication Token');
}

/** Every request of a session, as the journey reads it back (its own controls aside). */
function logged(req: IncomingMessage, status: number): void {
  const path = new URL(req.url ?? '/', 'http://replay').pathname;
  if (path.startsWith('/__replay/')) return;
  const session = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  session?.log.push({ method: req.method ?? 'GET', path, status, at: Date.now() });
}

const server = createServer((req, res) => {
  route(req).then(
    ([status, body]) => {
      logged(req, status);
      send(res, status, body);
    },
    (error: unknown) => {
      const reply = error instanceof Reply ? error : new Reply(500, { message: String(error) });
      logged(req, reply.status);
      send(res, reply.status, reply.body, reply.headers);
    },
  );
});
server.listen(port, '127.0.0.1', () =>
  // The bound port (PORT=0 picks a free one: the desk's proxy tests start it so).
  console.log(`replay upstream on http://127.0.0.1:${(server.address() as AddressInfo).port}`),
);
