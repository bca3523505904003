import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderListSchema, FolderSchema } from '../../src/api/schemas';
import { makeTestApp, type TestApp } from '../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('folders', () => {
  it('creates (201), renames (200), lists with workspace ids and deletes (204) leaving workspaces unfiled', async () => {
    const created = await t.as('demo', 'POST', '/api/folders', { title: '  Elections  ' });
    expect(created.statusCode).toBe(201);
    const folder = FolderSchema.parse(created.json());
    expect(folder).toMatchObject({ title: 'Elections', workspaces: [] });
    const ws = (
      await t.as('demo', 'POST', '/api/workspaces', {
        title: 'W',
        query: 'vote',
        channels: ['news'],
        folder: folder.id,
      })
    ).json();
    const renamed = await t.as('demo', 'PUT', `/api/folders/${folder.id}`, { title: 'Votes' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: folder.id, title: 'Votes', workspaces: [ws.id] });
    const list = FolderListSchema.parse((await t.as('demo', 'GET', '/api/folders')).json());
    expect(list.find((f) => f.id === folder.id)?.workspaces).toEqual([ws.id]);
    expect((await t.as('demo', 'DELETE', `/api/folders/${folder.id}`)).statusCode).toBe(204);
    const after = (await t.as('demo', 'GET', '/api/workspaces'))
      .json()
      .find((w: { id: number }) => w.id === ws.id);
    expect(after.folder).toBeNull();
    expect((await t.as('demo', 'DELETE', `/api/folders/${folder.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['an empty title', { title: '   ' }],
    ['no title', {}],
    ['a long title', { title: 'x'.repeat(256) }],
    ['a number', { title: 4 }],
    ['an unknown member', { title: 'a', colour: 'red' }],
  ])('400 for %s', async (_n, payload) => {
    const res = await t.as('demo', 'POST', '/api/folders', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_body');
  });

  it('never shows or changes the other team’s folders', async () => {
    const rival = (await t.as('rival', 'POST', '/api/folders', { title: 'Secret' })).json();
    const demoList = (await t.as('demo', 'GET', '/api/folders')).json() as { id: number }[];
    expect(demoList.map((f) => f.id)).not.toContain(rival.id);
    expect((await t.as('demo', 'PUT', `/api/folders/${rival.id}`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await t.as('demo', 'DELETE', `/api/folders/${rival.id}`)).statusCode).toBe(404);
    expect(
      (await t.as('rival', 'GET', '/api/folders')).json().find((f: { id: number }) => f.id === rival.id)
        .title,
    ).toBe('Secret');
    expect((await t.as('demo', 'PUT', '/api/folders/0', { title: 'x' })).statusCode).toBe(404);
  });

  it('409 for a folder name the team already has, compared case-insensitively', async () => {
    const first = (await t.as('demo', 'POST', '/api/folders', { title: 'Élections 2026' })).json();
    const dup = await t.as('demo', 'POST', '/api/folders', { title: '  élections 2026 ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({ code: 'conflict', param: 'title' });
    const other = (await t.as('demo', 'POST', '/api/folders', { title: 'Other' })).json();
    expect(
      (await t.as('demo', 'PUT', `/api/folders/${other.id}`, { title: 'ÉLECTIONS 2026' })).statusCode,
    ).toBe(409);
    // Renaming a folder to its own name in another case is fine; another team may use the name.
    expect(
      (await t.as('demo', 'PUT', `/api/folders/${first.id}`, { title: 'ÉLECTIONS 2026' })).statusCode,
    ).toBe(200);
    expect((await t.as('rival', 'POST', '/api/folders', { title: 'élections 2026' })).statusCode).toBe(201);
  });
});
