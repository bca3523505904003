import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_BASE } from '../../src/api/schemas/desk';
import { TEST_NOW } from '../test/fixtures';
import { ENGINES, makeDeskApp, type DeskTestApp } from './test-support';

const A = `${DESK_BASE}/artefacts`;
type Item = { id: string; title: string; kind: string };

describe.each(ENGINES)('desk visibility and listing on %s', (engine) => {
  let t: DeskTestApp;
  let ws: number[];
  beforeAll(async () => {
    // A clock that moves on every reading, so that every change has its own time.
    let clock = TEST_NOW;
    t = await makeDeskApp(engine, { now: () => (clock += 10) });
    ws = t.workspacesOf('demo');
  }, 120_000);
  afterAll(() => t?.close());

  const create = async (user: string, over: Record<string, unknown>) => {
    const res = await t.call(user, 'POST', A, {
      body: { kind: 'view', title: 'X', workspaceIds: [ws[0]], visibility: 'team', body: {}, ...over },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Item & { version: number; workspaceIds: number[] };
  };
  const list = async (user: string, query = '') =>
    ((await t.call(user, 'GET', `${A}${query}`)).json().items as Item[]).map((i) => i.title);

  it('a private artefact is its owner’s alone: 404 to a teammate, absent from their list', async () => {
    const mine = await create('demo', { title: 'Private notes', visibility: 'private' });
    expect((await t.call('demo', 'GET', `${A}/${mine.id}`)).statusCode).toBe(200);
    const mate = await t.call('demo-b', 'GET', `${A}/${mine.id}`);
    expect(mate.statusCode).toBe(404);
    expect(mate.json().error).toMatchObject({ code: 'not_found', message: 'artefact not found' });
    expect(await list('demo')).toContain('Private notes');
    expect(await list('demo-b')).not.toContain('Private notes');
    const put = await t.call('demo-b', 'PUT', `${A}/${mine.id}`, {
      headers: { 'if-match': '"1"' },
      body: { title: 'Taken', workspaceIds: [ws[0]], visibility: 'private', body: {} },
    });
    expect(put.statusCode).toBe(404);
  });

  it('lists newest change first, filtered by kind and by workspace', async () => {
    await create('demo', { title: 'Old view', kind: 'view', workspaceIds: [ws[1]] });
    await create('demo-b', { title: 'Mate annotation', kind: 'annotation', workspaceIds: [ws[1], ws[2]] });
    const newest = await create('demo', { title: 'New report', kind: 'report', workspaceIds: [ws[2]] });
    expect(newest.version).toBe(1);
    const all = await list('demo');
    expect(all.indexOf('New report')).toBeLessThan(all.indexOf('Old view'));
    expect(all).toContain('Mate annotation');
    expect(await list('demo', '?kind=annotation')).toEqual(expect.arrayContaining(['Mate annotation']));
    expect(await list('demo', '?kind=annotation')).not.toContain('Old view');
    expect(await list('demo', `?workspaceId=${ws[1]}`)).toEqual(['Mate annotation', 'Old view']);
    expect(await list('demo-b', `?workspaceId=${ws[2]}&kind=report`)).toEqual(['New report']);
    expect(await list('rival')).toEqual([]);
    const bad = await t.call('demo', 'GET', `${A}?kind=chart`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'invalid_parameter', param: 'kind' });
    expect((await t.call('demo', 'GET', `${A}?workspaceId=01`)).statusCode).toBe(400);
  });

  it('a team artefact on workspaces the caller lacks is refused naming the workspace', async () => {
    const rivalWs = t.workspacesOf('rival');
    const theirs = (
      await t.call('rival', 'POST', A, {
        body: {
          kind: 'report',
          title: 'Rival plan',
          workspaceIds: rivalWs.slice(0, 2),
          visibility: 'team',
          body: {},
        },
      })
    ).json() as Item;
    for (const [method, headers] of [
      ['GET', {}],
      ['PUT', { 'if-match': '"1"' }],
      ['DELETE', { 'if-match': '"1"' }],
    ] as const) {
      const res = await t.call('demo', method, `${A}/${theirs.id}`, {
        headers,
        body:
          method === 'PUT' ? { title: 'x', workspaceIds: [ws[0]], visibility: 'team', body: {} } : undefined,
      });
      expect(res.statusCode, method).toBe(403);
      expect(res.json().error.message).toBe(`you have no access to workspace ${rivalWs[0]}`);
    }
    expect((await t.call('demo', 'GET', `${A}/${theirs.id}/snapshots`)).statusCode).toBe(403);
    expect(await list('demo')).not.toContain('Rival plan');
  });

  it('only the owner changes who sees it; a teammate may not bind it to a workspace they lack', async () => {
    const a = await create('demo', { title: 'Shared' });
    const asMate = (body: Record<string, unknown>) =>
      t.call('demo-b', 'PUT', `${A}/${a.id}`, {
        headers: { 'if-match': '"1"' },
        body: { title: 'Shared', workspaceIds: [ws[0]], visibility: 'team', body: {}, ...body },
      });
    const hide = await asMate({ visibility: 'private' });
    expect(hide.statusCode).toBe(403);
    expect(hide.json().error).toMatchObject({ code: 'forbidden', param: 'visibility' });
    const elsewhere = await asMate({ workspaceIds: [t.workspacesOf('rival')[0]] });
    expect(elsewhere.statusCode).toBe(403);
    expect((await asMate({ title: 'Shared, edited' })).statusCode).toBe(200);
  });

  it('a repeated clientKey answers 200 with the artefact already moved (per owner)', async () => {
    const body = {
      kind: 'view',
      title: 'Moved',
      workspaceIds: [ws[0]],
      visibility: 'private',
      body: { a: 1 },
      clientKey: 'view:abc',
    };
    const first = await t.call('demo', 'POST', A, { body });
    expect(first.statusCode).toBe(201);
    const again = await t.call('demo', 'POST', A, { body: { ...body, title: 'Moved again' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.json().clientKey).toBe('view:abc');
    const other = await t.call('demo-b', 'POST', A, { body });
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
  });
});
