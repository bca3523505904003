import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkspaceListSchema, WorkspaceSchema } from '../../src/api/schemas';
import { makeTestApp, type TestApp } from '../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const body = { title: 'Grid watch', query: 'energy OR grid', channels: ['news', 'twitter'] };
let folders = 0;
/** A new folder of `user`'s team (folder names are unique per team). */
const folderOf = async (user: string) =>
  (await t.as(user, 'POST', '/api/folders', { title: `${user} f${++folders}` })).json().id as number;

describe('workspaces', () => {
  it('lists the team’s workspaces in the contract shape, without summaries by default', async () => {
    const res = await t.as('demo', 'GET', '/api/workspaces');
    expect(res.statusCode).toBe(200);
    const list = WorkspaceListSchema.parse(res.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((w) => w.summary === '')).toBe(true);
    const rival = WorkspaceListSchema.parse((await t.as('rival', 'GET', '/api/workspaces')).json());
    const ids = new Set(list.map((w) => w.id));
    expect(rival.some((w) => ids.has(w.id))).toBe(false);
  });

  it('summary=true generates and caches a summary from recent mentions', async () => {
    const list = WorkspaceListSchema.parse(
      (await t.as('demo', 'GET', '/api/workspaces?summary=true')).json(),
    );
    expect(list.every((w) => w.summary.length > 0)).toBe(true);
    expect(list.some((w) => /mentions? in the last 7 days/.test(w.summary))).toBe(true);
    const first = list[0]!;
    const cached = t.db.prepare('SELECT summary, summary_at FROM workspaces WHERE id = ?').get(first.id) as {
      summary: string;
      summary_at: number;
    };
    expect(cached.summary).toBe(first.summary);
    expect(cached.summary_at).toBe(t.app.now());
    expect((await t.as('demo', 'GET', '/api/workspaces?summary=maybe')).statusCode).toBe(400);
  });

  it('POST creates (201) and runs new → processing → ready in the background', async () => {
    const folderId = await folderOf('demo');
    const res = await t.as('demo', 'POST', '/api/workspaces', { ...body, folder: { id: folderId } });
    expect(res.statusCode).toBe(201);
    const created = WorkspaceSchema.parse(res.json());
    expect(created).toMatchObject({
      title: 'Grid watch',
      owner: 'demo',
      channels: ['news', 'twitter'],
      narrativeDetection: { status: 'new' },
    });
    expect(created.folder).toEqual({ id: folderId, title: expect.stringMatching(/^demo f\d+$/) });
    // The first background step runs on the next turn of the event loop.
    const seen = new Set<string>();
    for (let i = 0; i < 50 && !seen.has('ready'); i++) {
      await new Promise((r) => setImmediate(r));
      seen.add(
        (
          t.db.prepare('SELECT narrative_status AS s FROM workspaces WHERE id = ?').get(created.id) as {
            s: string;
          }
        ).s,
      );
    }
    expect(seen.has('processing')).toBe(true);
    await t.app.worker.drain();
    const after = WorkspaceListSchema.parse((await t.as('demo', 'GET', '/api/workspaces')).json()).find(
      (w) => w.id === created.id,
    );
    expect(after?.narrativeDetection.status).toBe('ready');
    const matched = t.db
      .prepare('SELECT count(*) AS n FROM workspace_mentions WHERE workspace_id = ?')
      .get(created.id) as { n: number };
    expect(matched.n).toBeGreaterThan(0);
  });

  it('PUT fully replaces (folder as id, {id} or null) and re-matches only when query/channels change', async () => {
    const { id } = (await t.as('demo', 'POST', '/api/workspaces', body)).json();
    await t.app.worker.drain();
    const folderId = await folderOf('demo');
    const moved = await t.as('demo', 'PUT', `/api/workspaces/${id}`, {
      ...body,
      title: 'Renamed',
      folder: folderId,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      title: 'Renamed',
      folder: { id: folderId },
      narrativeDetection: { status: 'ready' },
    });
    const requeried = await t.as('demo', 'PUT', `/api/workspaces/${id}`, {
      ...body,
      query: 'solar',
      folder: null,
    });
    expect(requeried.json()).toMatchObject({
      query: 'solar',
      folder: null,
      narrativeDetection: { status: 'new' },
    });
    await t.app.worker.drain();
    const status = t.db.prepare('SELECT narrative_status AS s FROM workspaces WHERE id = ?').get(id) as {
      s: string;
    };
    expect(status.s).toBe('ready');
  });

  it.each([
    ['missing folder on PUT', { ...body }, 'folder'],
    ['missing title', { query: 'a', channels: ['news'], folder: null }, 'title'],
    ['a channel outside the five', { ...body, channels: ['vk'], folder: null }, 'channels'],
    ['an unknown member', { ...body, folder: null, extra: 1 }, undefined],
    ['a malformed query', { ...body, query: 'energy AND (grid', folder: null }, 'query'],
  ])('PUT 400 for %s', async (_name, payload, param) => {
    const { id } = (await t.as('demo', 'GET', '/api/workspaces')).json()[0];
    const res = await t.as('demo', 'PUT', `/api/workspaces/${id}`, payload);
    expect(res.statusCode).toBe(400);
    if (param) expect(res.json().error.param).toMatch(new RegExp(`^${param}`));
  });

  it('a malformed query on POST says where it breaks', async () => {
    const res = await t.as('demo', 'POST', '/api/workspaces', { ...body, query: 'energy AND (grid' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/character \d+/);
  });

  it('404 for a workspace or folder of the other team, and for unknown ids', async () => {
    const rivalWs = (await t.as('rival', 'GET', '/api/workspaces')).json()[0].id as number;
    const rivalFolder = await folderOf('rival');
    expect(
      (await t.as('demo', 'PUT', `/api/workspaces/${rivalWs}`, { ...body, folder: null })).statusCode,
    ).toBe(404);
    expect((await t.as('demo', 'DELETE', `/api/workspaces/${rivalWs}`)).statusCode).toBe(404);
    expect((await t.as('demo', 'POST', '/api/workspaces', { ...body, folder: rivalFolder })).statusCode).toBe(
      404,
    );
    expect((await t.as('demo', 'DELETE', '/api/workspaces/999999')).statusCode).toBe(404);
    expect((await t.as('demo', 'DELETE', '/api/workspaces/abc')).statusCode).toBe(404);
    const still = t.db.prepare('SELECT title FROM workspaces WHERE id = ?').get(rivalWs);
    expect(still).toBeTruthy();
  });

  it('DELETE answers 204 and the workspace is gone', async () => {
    const { id } = (await t.as('demo', 'POST', '/api/workspaces', body)).json();
    const res = await t.as('demo', 'DELETE', `/api/workspaces/${id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await t.app.worker.drain();
    const ids = (await t.as('demo', 'GET', '/api/workspaces')).json().map((w: { id: number }) => w.id);
    expect(ids).not.toContain(id);
  });
});
