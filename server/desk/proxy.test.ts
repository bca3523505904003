import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_BASE, DeskMeSchema } from '../../src/api/schemas/desk';
import { buildApp } from '../app';
import { openDb, type Db } from '../db/open';
import { TEST_NOW } from '../test/fixtures';
import { PROXY_TOKEN_TTL_MS } from './auth/proxy';
import { startReplay, type Replay } from './replay-process';
import { ENGINES, openTestStore } from './test-support';

const A = `${DESK_BASE}/artefacts`;
/** Two analysts of one client whose upstream workspace lists differ: ana sees 2, ben sees 2 and 3. */
const ANA = 'ana';
const BEN = 'ben+two-workspaces';

describe.each(ENGINES)('desk in proxy mode (UPSTREAM_API) on %s', (engine) => {
  let replay: Replay;
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  let clock = TEST_NOW;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    replay = await startReplay();
    const opened = await openTestStore(engine);
    drop = opened.drop;
    db = openDb(':memory:');
    app = await buildApp({ db, upstream: replay.url, desk: opened.store, now: () => clock });
    await app.ready();
    for (const user of [ANA, BEN]) tokens[user] = await replay.tokenFor(user);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    db?.close();
    await drop?.();
    await replay?.stop();
  });

  const call = (
    user: string | undefined,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { ...(user ? { authorization: `Bearer ${tokens[user]}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it('takes the user from the token and the workspaces from the upstream’s list', async () => {
    const ana = DeskMeSchema.parse((await call(ANA, 'GET', `${DESK_BASE}/me`)).json());
    const ben = DeskMeSchema.parse((await call(BEN, 'GET', `${DESK_BASE}/me`)).json());
    expect(ana).toEqual({ user: { id: ANA, name: ANA }, mode: 'proxy', engine, workspaceIds: [2] });
    expect(ben).toMatchObject({ user: { id: BEN }, mode: 'proxy', workspaceIds: [2, 3] });
  });

  it('a team artefact is visible to whoever holds all its workspaces; refusals say which is missing', async () => {
    const create = (workspaceIds: number[], visibility = 'team') =>
      call(BEN, 'POST', A, {
        kind: 'report',
        title: `On ${workspaceIds.join('+')}`,
        workspaceIds,
        visibility,
        body: {},
      });
    const both = (await create([2, 3])).json();
    const shared = (await create([2])).json();
    const hidden = (await create([2], 'private')).json();
    const refused = await call(ANA, 'GET', `${A}/${both.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('you have no access to workspace 3');
    expect((await call(ANA, 'GET', `${A}/${shared.id}`)).statusCode).toBe(200);
    expect((await call(ANA, 'GET', `${A}/${hidden.id}`)).statusCode).toBe(404);
    const anaList = (await call(ANA, 'GET', A)).json().items.map((i: { id: string }) => i.id);
    expect(anaList).toEqual([shared.id]);
    expect((await call(BEN, 'GET', A)).json().items).toHaveLength(3);
    const onThree = await call(ANA, 'POST', A, {
      kind: 'view',
      title: 'V',
      workspaceIds: [3],
      visibility: 'team',
      body: {},
    });
    expect(onThree.statusCode).toBe(403);
    expect(onThree.json().error.message).toBe('you have no access to workspace 3');
    const edit = await call(
      ANA,
      'PUT',
      `${A}/${shared.id}`,
      { title: 'Edited by ana', workspaceIds: [2], visibility: 'team', body: {} },
      { 'if-match': '"1"' },
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ owner: { id: BEN }, updatedBy: { id: ANA, name: ANA } });
  });

  it('refuses no token, a token the upstream refuses, and a token that is no JWT', async () => {
    expect((await call(undefined, 'GET', `${DESK_BASE}/me`)).statusCode).toBe(401);
    const forged = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"sub":"ana"}').toString('base64url')}.c2ln`;
    const refused = await app.inject({
      method: 'GET',
      url: `${DESK_BASE}/me`,
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatchObject({
      code: 'unauthorized',
      message: 'the upstream API refused this token (401)',
    });
    const junk = await app.inject({
      method: 'GET',
      url: `${DESK_BASE}/me`,
      headers: { authorization: 'Bearer junk' },
    });
    expect(junk.statusCode).toBe(401);
  });

  it('asks the upstream once per token per minute, and again after', async () => {
    const user = 'carla+two-workspaces';
    tokens[user] = await replay.tokenFor(user);
    await Promise.all([1, 2, 3].map(() => call(user, 'GET', `${DESK_BASE}/me`)));
    await call(user, 'GET', A);
    expect(await replay.workspaceCalls(user)).toBe(1);
    clock += PROXY_TOKEN_TTL_MS;
    try {
      expect((await call(user, 'GET', A)).statusCode).toBe(200);
      expect(await replay.workspaceCalls(user)).toBe(2);
    } finally {
      clock -= PROXY_TOKEN_TTL_MS;
    }
  });

  it('passes the upstream’s rate limit on as 429 with Retry-After, not as a failure of the desk', async () => {
    const user = 'erin+busy';
    tokens[user] = await replay.tokenFor(user);
    const read = () =>
      fetch(`${replay.url}/workspaces`, { headers: { authorization: `Bearer ${tokens[user]}` } }).then((r) =>
        r.body?.cancel(),
      );
    // The busy upstream allows a few reads per rolling second: use them up, then ask the desk.
    // (On a slow machine the second may pass first: an accepted token is kept a minute, so the
    // clock moves on a minute before the next try.)
    const start = clock;
    let res;
    try {
      for (let i = 0; i < 5 && res?.statusCode !== 429; i++) {
        clock += PROXY_TOKEN_TTL_MS;
        await Promise.all(Array.from({ length: 8 }, read));
        res = await call(user, 'GET', `${DESK_BASE}/me`);
      }
    } finally {
      clock = start;
    }
    expect(res?.statusCode).toBe(429);
    expect(Number(res!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res!.json().error).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(res!.json().error.message).toMatch(/rate-limiting the token check \(retry after \d+ s\)/);
  });

  it('a token the upstream stops accepting is refused once its minute is over', async () => {
    const user = 'dora+expiry';
    tokens[user] = await replay.tokenFor(user);
    expect((await call(user, 'GET', `${DESK_BASE}/me`)).statusCode).toBe(200);
    await fetch(`${replay.url}/__replay/expire?user=${encodeURIComponent(user)}`, { method: 'POST' });
    clock += PROXY_TOKEN_TTL_MS;
    try {
      const res = await call(user, 'GET', `${DESK_BASE}/me`);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('the upstream API refused this token (403)');
    } finally {
      clock -= PROXY_TOKEN_TTL_MS;
    }
  });
});
