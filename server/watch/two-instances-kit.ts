import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AlertRuleInput } from '../../src/api/schemas/alerts';
import { startServer, stopServer, type ServerProcess } from '../test/server-process';
import { until } from './deliver/test-kit';
import { RENDER_GLOBAL } from './schedules/render';

/**
 * Two watch instances as in production: two `server/main.ts` processes on one PostgreSQL (the
 * desk's store, DATABASE_URL), each on its own port, in proxy mode in front of one service. A
 * third process, the reference server (engine off), stands in for the real service: both
 * instances read the same mentions through it with the service account, as two instances in
 * front of the real service do. Used by two-instances.test.ts.
 */

/** The instances' tick: short, so both race for every claim many times while work is due. */
export const TICK_MS = 200;

export interface Instances {
  service: ServerProcess;
  a: ServerProcess;
  b: ServerProcess;
  stop: () => Promise<void>;
}

/**
 * The dashboard's render page, stood in for: `npm test` builds the dashboard after the server
 * tests, and the real page's files are checked by e2e/schedules-render.spec.ts. This page speaks
 * the renderer's protocol (server/watch/schedules/render.ts: Chromium, `RENDER_GLOBAL`) and
 * answers a file naming the address Chromium opened, so a mail shows the run's window reached the
 * renderer. The script is a file of its own: the shell's policy allows scripts from 'self' only.
 */
export function writeRenderStandIn(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script src="/render-stand-in.js"></script></head><body></body></html>',
  );
  writeFileSync(
    join(dir, 'render-stand-in.js'),
    `window[${JSON.stringify(RENDER_GLOBAL)}] = { state: 'ready', file: async (format) =>
      btoa('stand-in ' + format + ' ' + location.pathname + location.search) };`,
  );
  return dir;
}

/** Starts the service, then both instances at once (their migrations meet under the store's lock). */
export async function startInstances(o: {
  dir: string;
  databaseUrl: string;
  smtpUrl: string;
}): Promise<Instances> {
  const place = (name: string) => {
    mkdirSync(join(o.dir, name), { recursive: true });
    return join(o.dir, name, 'demo.db');
  };
  const service = await startServer(place('service'), { WATCH: 'off' });
  const staticDir = writeRenderStandIn(join(o.dir, 'render-stand-in'));
  const instance = (name: string) =>
    startServer(place(name), {
      UPSTREAM_API: `${service.base}/api`,
      DATABASE_URL: o.databaseUrl,
      DESK_PG_POOL: '4',
      WATCH_TICK_MS: String(TICK_MS),
      SMTP_URL: o.smtpUrl,
      MAIL_FROM: 'Narrative Desk <desk@example.org>',
      SERVICE_USERNAME: 'demo',
      SERVICE_PASSWORD: 'demo',
      SERVICE_CLIENT_ID: 'dashboard',
      STATIC_DIR: staticDir,
    });
  const started = await Promise.allSettled([instance('a'), instance('b')]);
  const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all([...up, service].map(stopServer));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [a, b] = up as [ServerProcess, ServerProcess];
  return { service, a, b, stop };
}

/** A JSON call that must succeed (2xx); throws naming the status and the answer. */
export async function call(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Finished engine ticks, from GET /health (fails if the instance's engine is not on). */
export async function ticksOf(p: ServerProcess): Promise<number> {
  const health = (await call(p.base, '', 'GET', '/health')) as {
    watch: { engine: string; ticks: number } | null;
  };
  if (health.watch?.engine !== 'on') throw new Error(`${p.base}: the watch's engine is not on`);
  return health.watch.ticks;
}

/** Waits until every instance has finished `n` more ticks than now. */
export async function moreTicks(instances: ServerProcess[], n: number, ms: number): Promise<void> {
  const from = await Promise.all(instances.map(ticksOf));
  await until(
    `${n} more finished ticks of each instance`,
    async () => {
      const now = await Promise.all(instances.map(ticksOf));
      return now.every((t, i) => t >= (from[i] as number) + n) ? true : undefined;
    },
    ms,
    250,
  );
}

/** A workspace on the service matching the pushed mentions only (the seed never says this). */
export async function quietServiceWorkspace(base: string, token: string, title: string): Promise<number> {
  const made = (await call(base, token, 'POST', '/api/workspaces', {
    title,
    query: '"solar grid expansion"',
    channels: ['news'],
  })) as { id: number };
  return made.id;
}

/** Pushes `n` mentions, published now, through the service's first custom channel. */
export async function pushMentions(base: string, token: string, n: number, marker: string): Promise<void> {
  const channels = (await call(base, token, 'GET', '/api/customChannels')) as { id: string }[];
  const channel = channels[0]?.id;
  if (!channel) throw new Error('the service has no custom channel');
  const published = new Date().toISOString();
  const mentions = Array.from({ length: n }, (_, i) => ({
    title: `Solar grid expansion hits a record ${marker} ${i}`,
    text: 'The energy ministry said the grid and the solar farms are growing faster than planned.',
    url: `https://www.m.example-press.org/${marker}/${i}`,
    published,
    author: 'Desk',
  }));
  await call(base, token, 'POST', `/api/customChannels/${channel}/mentions`, { mentions });
}

/** A rule body: any new mention in the workspace, to these recipients (and webhooks), in UTC. */
export const newMentionRule = (
  workspaceId: number,
  title: string,
  recipients: string[],
  webhooks: AlertRuleInput['webhooks'] = [],
  paused = false,
): AlertRuleInput => ({
  title,
  workspaceId,
  viewId: null,
  filters: {},
  condition: { kind: 'new_mention' },
  recipients,
  channels: ['inbox', 'email', ...(webhooks.length ? (['webhook'] as const) : [])],
  webhooks,
  quietMinutes: 0,
  zone: 'UTC',
  paused,
  snoozedUntil: null,
  visibility: 'team',
});

/** The instance whose engine holds a claim: lease_owner is `<host>-<pid>-<random>` (server/watch/setup.ts). */
export function instanceOf(leaseOwner: string, instances: ServerProcess[]): ServerProcess {
  const pid = Number(leaseOwner.split('-').at(-2));
  const found = instances.find((p) => p.child.pid === pid);
  if (!found) throw new Error(`no instance has the pid of lease owner ${leaseOwner}`);
  return found;
}
