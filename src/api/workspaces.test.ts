import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client';
import { answerAlways, callOf, holdNextCall, jsonResponse, stubFetch } from './fixtures/http';
import { folderQueries } from './folders';
import { folderMutations } from './folder-mutations';
import type { Workspace } from './schemas';
import { workspaceQueries } from './workspaces';
import { workspaceMutations } from './workspace-mutations';

const ws = (id: number, title: string, folder: Workspace['folder'] = null): Workspace => ({
  id,
  title,
  owner: 'demo',
  query: 'q',
  channels: ['news'],
  narrativeDetection: { status: 'ready' },
  created: '2026-11-01T00:00:00.000Z',
  modified: '2026-11-01T00:00:00.000Z',
  folder,
  summary: '',
});

let client: QueryClient;
let fetchStub: ReturnType<typeof stubFetch>;
const listKey = workspaceQueries.list().queryKey;
const titles = () => client.getQueryData(listKey)?.map((w) => w.title);

beforeEach(() => {
  fetchStub = stubFetch();
  configureClient({ baseUrl: '/api', getToken: () => 't' });
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(listKey, [ws(1, 'One'), ws(2, 'Two')]);
  client.setQueryData(folderQueries.list().queryKey, [{ id: 7, title: 'Health', workspaces: [] }]);
});
afterEach(() => vi.unstubAllGlobals());

describe('workspaceQueries', () => {
  it('builds keys under one prefix', () => {
    expect(workspaceQueries.list({ summary: true }).queryKey).toEqual([
      'workspaces',
      'list',
      { summary: true },
    ]);
    expect(workspaceQueries.detail(3).queryKey).toEqual(['workspaces', 'detail', 3]);
  });

  it('asks for summaries only when wanted and reads a detail from the list', async () => {
    answerAlways(fetchStub, [ws(1, 'One'), ws(3, 'Three')]);
    await client.fetchQuery(workspaceQueries.list({ summary: true }));
    expect(callOf(fetchStub).search).toBe('?summary=true');
    await client.fetchQuery(workspaceQueries.list({ summary: false }));
    expect(callOf(fetchStub, 1).search).toBe('');
    await expect(client.fetchQuery(workspaceQueries.detail(3))).resolves.toMatchObject({ title: 'Three' });
    await expect(client.fetchQuery(workspaceQueries.detail(99))).rejects.toMatchObject({ status: 404 });
  });
});

describe('workspace mutations', () => {
  it('update sends all four fields and applies the change before the server answers', async () => {
    const answer = holdNextCall(fetchStub);
    answerAlways(fetchStub, []);
    const observer = new MutationObserver(client, workspaceMutations.update);
    const done = observer.mutate({ id: 2, title: 'Two b', query: 'x', channels: ['reddit'], folder: 7 });
    await vi.waitFor(() => expect(titles()).toEqual(['One', 'Two b']));
    expect(client.getQueryData(listKey)?.[1]?.folder).toEqual({ id: 7, title: 'Health' });
    expect(callOf(fetchStub)).toMatchObject({
      method: 'PUT',
      path: '/api/workspaces/2',
      body: { title: 'Two b', query: 'x', channels: ['reddit'], folder: 7 },
    });
    answer(jsonResponse(ws(2, 'Two b', { id: 7, title: 'Health' })));
    await done;
  });

  it('update sends folder null when none is given and rolls back on error', async () => {
    fetchStub.mockResolvedValueOnce(
      jsonResponse(
        { error: { status: 400, code: 'invalid_body', message: 'title must not be empty', param: 'title' } },
        400,
      ),
    );
    answerAlways(fetchStub, [ws(1, 'One'), ws(2, 'Two')]);
    const observer = new MutationObserver(client, workspaceMutations.update);
    await expect(
      observer.mutate({ id: 2, title: ' ', query: 'x', channels: ['news'], folder: null }),
    ).rejects.toMatchObject({ status: 400, param: 'title' });
    expect(callOf(fetchStub).body).toMatchObject({ folder: null });
    expect(titles()).toEqual(['One', 'Two']);
  });

  it('create shows a draft with a negative id, then the saved workspace', async () => {
    const answer = holdNextCall(fetchStub);
    answerAlways(fetchStub, [ws(1, 'One'), ws(2, 'Two'), ws(3, 'Three')]);
    const observer = new MutationObserver(client, workspaceMutations.create);
    const done = observer.mutate({ title: 'Three', query: 'q', channels: ['news'], folder: { id: 7 } });
    await vi.waitFor(() => expect(titles()).toEqual(['One', 'Two', 'Three']));
    const draft = client.getQueryData(listKey)?.[2];
    expect(draft?.id).toBeLessThan(0);
    expect(draft?.folder).toEqual({ id: 7, title: 'Health' });
    answer(jsonResponse(ws(3, 'Three'), 201));
    await done;
    expect(client.getQueryData(listKey)?.map((w) => w.id)).toEqual([1, 2, 3]);
  });

  it('delete removes the row at once and restores it when the server refuses', async () => {
    const answer = holdNextCall(fetchStub);
    answerAlways(fetchStub, [ws(1, 'One'), ws(2, 'Two')]);
    const observer = new MutationObserver(client, workspaceMutations.remove);
    const done = observer.mutate(1).catch((e: unknown) => e);
    await vi.waitFor(() => expect(titles()).toEqual(['Two']));
    answer(jsonResponse({ error: { status: 404, code: 'not_found', message: 'gone' } }, 404));
    await expect(done).resolves.toMatchObject({ code: 'not_found' });
    expect(titles()).toEqual(['One', 'Two']);
  });

  it('invalidates workspaces and folders by prefix, and nothing else', async () => {
    client.setQueryData(['unrelated'], 1);
    fetchStub.mockResolvedValueOnce(new Response(null, { status: 204 }));
    answerAlways(fetchStub, []);
    await new MutationObserver(client, workspaceMutations.remove).mutate(2);
    expect(client.getQueryState(folderQueries.list().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['unrelated'])?.isInvalidated).toBe(false);
  });
});

describe('folder mutations', () => {
  it('deleting a folder also refreshes workspaces (they become unfiled)', async () => {
    fetchStub.mockResolvedValueOnce(new Response(null, { status: 204 }));
    answerAlways(fetchStub, []);
    await new MutationObserver(client, folderMutations.remove).mutate(7);
    expect(callOf(fetchStub)).toMatchObject({ method: 'DELETE', path: '/api/folders/7' });
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('rename is optimistic and rolls back on failure', async () => {
    const answer = holdNextCall(fetchStub);
    answerAlways(fetchStub, [{ id: 7, title: 'Health', workspaces: [] }]);
    const done = new MutationObserver(client, folderMutations.rename)
      .mutate({ id: 7, title: 'Medicine' })
      .catch(() => 'failed');
    await vi.waitFor(() =>
      expect(client.getQueryData(folderQueries.list().queryKey)?.[0]?.title).toBe('Medicine'),
    );
    answer(new Response('', { status: 500 }));
    await expect(done).resolves.toBe('failed');
    expect(client.getQueryData(folderQueries.list().queryKey)?.[0]?.title).toBe('Health');
    expect(callOf(fetchStub).body).toEqual({ title: 'Medicine' });
  });

  it('create posts the title and appends the folder', async () => {
    fetchStub.mockResolvedValueOnce(jsonResponse({ id: 8, title: 'Energy', workspaces: [] }, 201));
    answerAlways(fetchStub, []);
    await new MutationObserver(client, folderMutations.create).mutate({ title: 'Energy' });
    expect(callOf(fetchStub)).toMatchObject({
      method: 'POST',
      path: '/api/folders',
      body: { title: 'Energy' },
    });
  });
});
