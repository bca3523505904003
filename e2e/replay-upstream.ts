/**
 * A stand-in for the real PeakMetrics service: answers with the public reference's example
 * payloads (src/api/fixtures/public-examples.ts), checks requests as strictly as the reference
 * reads (since/to required and to the second, documented group-bys only, no extension
 * parameters) and answers anything undocumented like an API gateway does: 403 "Missing
 * Authentication Token". The reference server's proxy mode (UPSTREAM_API) forwards to it.
 *
 *   PORT=9795 node node_modules/.bin/tsx e2e/replay-upstream.ts
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import * as pub from '../src/api/fixtures/public-examples';

const port = Number(process.env.PORT ?? 8895);
const DAY = 86_400_000;
const SECOND_PRECISION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
const DOCUMENTED_GROUP_BY =
  /^(channels|authors|domains|languages|bot_ratings|smart_categories|custom_enrichments|mention_type\.(social_media|news|podcasts)|publisher_geography\.(source_country|source_region|source_sub_region)|(smart_category_enrichment_id|custom_enrichment_id):\d+)$/;

/** The reference calls the token a JWT; the example's "string" becomes one that expires in an hour. */
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const TOKEN = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'replay', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2lnbmF0dXJl`;

class Reply extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(String(status));
  }
}
const fail = (status: number, message: string) => new Reply(status, { message });

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json' }).end(text);
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

/** The example bucket's shape on a few days of the window: some days missing, keys coming and going. */
function sparseTimeline(window: { since: number; to: number }, groupBy: string | null) {
  const first = Math.floor(window.since / DAY) * DAY;
  const key = (k: string) => (groupBy === 'channels' ? k : 'string');
  const days: [number, [string, number][]][] = [
    [
      1,
      [
        ['twitter', 7],
        ['news', 5],
      ],
    ],
    [2, [['news', 3]]],
    [5, [['reddit', 4]]],
  ];
  const buckets = days
    .filter(([d]) => first + d * DAY <= window.to)
    .map(([d, groups]) => ({
      date: new Date(first + d * DAY).toISOString().replace('.000Z', 'Z'),
      count: groups.reduce((n, [, c]) => n + c, 0),
      ...(groupBy ? { groups: groups.map(([k, count]) => ({ key: key(k), count })) } : {}),
    }));
  return { totalCount: buckets.reduce((n, b) => n + b.count, 0), buckets };
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

async function route(req: IncomingMessage): Promise<[number, unknown]> {
  const url = new URL(req.url ?? '/', 'http://replay');
  const q = url.searchParams;
  const path = url.pathname;
  const method = req.method ?? 'GET';

  if (method === 'POST' && path === '/access/token') {
    const body = (await readJson(req)) as Record<string, unknown> | null;
    if (!['username', 'password', 'client_id'].every((k) => typeof body?.[k] === 'string' && body[k])) {
      throw fail(400, 'username, password and client_id are required');
    }
    return [200, { ...pub.tokenExample, Token: TOKEN }];
  }
  if (req.headers.authorization !== `Bearer ${TOKEN}`) throw fail(401, 'Unauthorized');

  if (method === 'GET' && path === '/workspaces') return [200, [pub.workspaceExample]];
  const inWorkspace =
    /^\/workspaces\/(\d+)\/(mentions|narratives|available-filters|analytics\/timeline|analytics\/distribution)$/.exec(
      path,
    );
  if (method === 'GET' && inWorkspace) {
    if (inWorkspace[1] !== String(pub.workspaceExample.id)) throw fail(404, 'Not Found');
    switch (inWorkspace[2]) {
      case 'mentions':
        requireWindow(q);
        return [
          200,
          firstPage(q)
            ? `[${JSON.stringify(pub.mentionExample)},${pub.quirkyMentionJson},${JSON.stringify(pub.unreadableMention)}]`
            : '[]',
        ];
      case 'narratives':
        requireWindow(q);
        return [200, firstPage(q) ? [pub.narrativeExample] : []];
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
  // What an API gateway answers for a route it does not have.
  throw fail(403, 'Missing Authentication Token');
}

createServer((req, res) => {
  route(req).then(
    ([status, body]) => send(res, status, body),
    (error: unknown) =>
      error instanceof Reply
        ? send(res, error.status, error.body)
        : send(res, 500, { message: String(error) }),
  );
}).listen(port, '127.0.0.1', () => console.log(`replay upstream on http://127.0.0.1:${port}`));
