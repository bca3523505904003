import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArtefactSchema, DESK_BASE, DeskConflictSchema, DeskMeSchema } from '../../src/api/schemas/desk';
import { ENGINES, makeDeskApp, type DeskTestApp } from './test-support';

const A = `${DESK_BASE}/artefacts`;

describe.each(ENGINES)('desk artefacts on %s', (engine) => {
  let t: DeskTestApp;
  let demoWs: number[];
  let rivalWs: number[];
  beforeAll(async () => {
    t = await makeDeskApp(engine);
    demoWs = t.workspacesOf('demo');
    rivalWs = t.workspacesOf('rival');
  }, 120_000);
  afterAll(() => t?.close());

  const create = (user: string, over: Record<string, unknown> = {}) =>
    t.call(user, 'POST', A, {
      body: {
        kind: 'report',
        title: 'Client weekly',
        workspaceIds: [demoWs[0]],
        visibility: 'team',
        body: { blocks: [{ type: 'text', text: 'Hello' }] },
        ...over,
      },
    });

  it('says who the caller is, in which mode and on which engine', async () => {
    const res = await t.call('demo', 'GET', `${DESK_BASE}/me`);
    expect(res.statusCode).toBe(200);
    const me = DeskMeSchema.parse(res.json());
    expect(me).toMatchObject({ user: { name: 'demo' }, mode: 'reference', engine });
    expect(me.workspaceIds).toEqual(demoWs);
    expect(me.workspaceIds.length).toBeGreaterThan(0);
  });

  it('refuses no token and a bad token with 401 in the documented body', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const res = await t.call(undefined, 'GET', `${DESK_BASE}/me`, { headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { status: 401, code: 'unauthorized' } });
      expect((await t.call(undefined, 'GET', A, { headers })).statusCode).toBe(401);
    }
  });

  it('creates (201, ETag, version 1, last edited by) and a teammate reads it; the rival may not', async () => {
    const res = await create('demo');
    expect(res.statusCode).toBe(201);
    const a = ArtefactSchema.parse(res.json());
    expect(res.headers.etag).toBe('"1"');
    expect(a).toMatchObject({
      version: 1,
      owner: { name: 'demo' },
      updatedBy: { name: 'demo' },
      clientKey: null,
    });
    const mate = await t.call('demo-b', 'GET', `${A}/${a.id}`);
    expect(mate.statusCode).toBe(200);
    expect(mate.json()).toEqual(a);
    const rival = await t.call('rival', 'GET', `${A}/${a.id}`);
    expect(rival.statusCode).toBe(403);
    expect(rival.json().error.message).toBe(`you have no access to workspace ${demoWs[0]}`);
    const rivalList = (await t.call('rival', 'GET', A)).json().items as { id: string }[];
    expect(rivalList.map((i) => i.id)).not.toContain(a.id);
  });

  it('creating needs access to every workspace named (403 naming the first missing one)', async () => {
    const res = await create('demo', { workspaceIds: [demoWs[0], rivalWs[0]] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        status: 403,
        code: 'forbidden',
        message: `you have no access to workspace ${rivalWs[0]}`,
        param: 'workspaceIds',
      },
    });
  });

  it('304 on a matching If-None-Match, 200 with the new version after a change', async () => {
    const a = (await create('demo')).json();
    const same = await t.call('demo-b', 'GET', `${A}/${a.id}`, { headers: { 'if-none-match': '"1"' } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    const put = await t.call('demo-b', 'PUT', `${A}/${a.id}`, {
      headers: { 'if-match': '"1"' },
      body: {
        title: 'Client weekly v2',
        workspaceIds: a.workspaceIds,
        visibility: 'team',
        body: { blocks: [] },
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.headers.etag).toBe('"2"');
    expect(put.json()).toMatchObject({ version: 2, updatedBy: { name: 'demo-b' }, owner: { name: 'demo' } });
    const after = await t.call('demo', 'GET', `${A}/${a.id}`, { headers: { 'if-none-match': '"1"' } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ title: 'Client weekly v2', version: 2 });
  });

  it('a stale If-Match is 412 naming who changed it and when, with the current artefact', async () => {
    const a = (await create('demo')).json();
    const body = { title: 'B', workspaceIds: a.workspaceIds, visibility: 'team', body: {} };
    const first = await t.call('demo-b', 'PUT', `${A}/${a.id}`, { headers: { 'if-match': '"1"' }, body });
    expect(first.statusCode).toBe(200);
    const stale = await t.call('demo', 'PUT', `${A}/${a.id}`, {
      headers: { 'if-match': '"1"' },
      body: { ...body, title: 'A' },
    });
    expect(stale.statusCode).toBe(412);
    const conflict = DeskConflictSchema.parse(stale.json());
    expect(conflict.error.message).toBe(`changed by demo-b at ${first.json().updatedAt}`);
    expect(conflict.current).toMatchObject({ title: 'B', version: 2 });
    const missing = await t.call('demo', 'PUT', `${A}/${a.id}`, { body });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().error).toMatchObject({ code: 'precondition_required', param: 'If-Match' });
    const junk = await t.call('demo', 'PUT', `${A}/${a.id}`, { headers: { 'if-match': 'abc' }, body });
    expect(junk.statusCode).toBe(400);
  });

  it('delete needs the current version; then the artefact is gone', async () => {
    const a = (await create('demo')).json();
    expect((await t.call('demo', 'DELETE', `${A}/${a.id}`)).statusCode).toBe(428);
    expect(
      (await t.call('demo', 'DELETE', `${A}/${a.id}`, { headers: { 'if-match': '"7"' } })).statusCode,
    ).toBe(412);
    expect(
      (await t.call('rival', 'DELETE', `${A}/${a.id}`, { headers: { 'if-match': '"1"' } })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('demo-b', 'DELETE', `${A}/${a.id}`, { headers: { 'if-match': '"1"' } })).statusCode,
    ).toBe(204);
    expect((await t.call('demo', 'GET', `${A}/${a.id}`)).statusCode).toBe(404);
    expect(
      (await t.call('demo', 'DELETE', `${A}/${a.id}`, { headers: { 'if-match': '"1"' } })).statusCode,
    ).toBe(404);
  });
});
