import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, TEST_NOW, type TestApp } from '../../server/test/fixtures';
import { analyticsQueries } from './analytics';
import { availableFilterQueries } from './available-filters';
import { channelQueries } from './channels';
import { configureClient } from './client';
import { customChannelQueries } from './custom-channels';
import { customEnrichmentQueries, writeEnrichmentValues } from './custom-enrichments';
import { folderQueries } from './folders';
import { createFolder, deleteFolder } from './folder-mutations';
import { locationQueries } from './locations';
import { mentionQueries } from './mentions';
import { narrativeQueries } from './narratives';
import { requestToken } from './token';
import { workspaceQueries } from './workspaces';
import { createWorkspace, deleteWorkspace, updateWorkspace } from './workspace-mutations';

/**
 * The client against the real reference server (in process: fetch is routed to app.inject, the
 * server itself is not mocked). Every response must parse with the contract.
 */
let t: TestApp;
let token = '';
const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const window = {
  since: new Date(TEST_NOW - 30 * 86_400_000).toISOString(),
  to: new Date(TEST_NOW).toISOString(),
};

beforeAll(async () => {
  t = await makeTestApp({ mentions: 300 });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const res = await t.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: String(input),
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const body = res.statusCode === 204 ? null : res.body;
    return new Response(body, { status: res.statusCode, headers: res.headers as Record<string, string> });
  });
  configureClient({ baseUrl: '/api', getToken: () => token });
  token = (await requestToken({ username: 'demo', password: 'demo', client_id: 'dashboard' })).Token;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
});

describe('typed client against the reference server', () => {
  it('signs in and rejects a bad password with a typed 401', async () => {
    expect(token.split('.')).toHaveLength(3);
    await expect(
      requestToken({ username: 'demo', password: 'nope', client_id: 'dashboard' }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('creates, updates and deletes folders and workspaces', async () => {
    const folder = await createFolder({ title: 'Contract test' });
    const ws = await createWorkspace({
      title: 'Contract ws',
      query: 'energy',
      channels: ['news'],
      folder: folder.id,
    });
    expect(ws.folder).toEqual({ id: folder.id, title: 'Contract test' });
    const updated = await updateWorkspace({
      id: ws.id,
      title: 'Renamed',
      query: 'energy',
      channels: ['news', 'reddit'],
      folder: null,
    });
    expect(updated).toMatchObject({ title: 'Renamed', folder: null });
    await expect(
      updateWorkspace({ id: ws.id, title: '', query: 'x', channels: ['news'], folder: null }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'invalid_body',
      param: 'title',
    });
    await deleteWorkspace(ws.id);
    await deleteFolder(folder.id);
    await expect(deleteWorkspace(ws.id)).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('reads every resource of a seeded workspace through the query factories', async () => {
    const [first] = await client.fetchQuery(workspaceQueries.list({ summary: true }));
    expect(first).toBeDefined();
    const id = first!.id;
    await client.fetchQuery(folderQueries.list());
    await client.fetchQuery(workspaceQueries.detail(id));
    const mentions = await client.fetchQuery(mentionQueries.list(id, { ...window, limit: 5 }));
    expect(mentions.length).toBeLessThanOrEqual(5);
    await client.fetchQuery(narrativeQueries.list(id, { ...window, limit: 10 }));
    const d = await client.fetchQuery(analyticsQueries.distribution(id, { ...window, group_by: 'channels' }));
    expect(d.groupBy).toBe('channels');
    await client.fetchQuery(analyticsQueries.timeline(id, window));
    await client.fetchQuery(availableFilterQueries.workspace(id));
    const regions = await client.fetchQuery(locationQueries.level('region'));
    expect(regions.results.length).toBeGreaterThan(0);
    await client.fetchQuery(channelQueries.list());
    await client.fetchQuery(customChannelQueries.list());
    const enrichments = await client.fetchQuery(customEnrichmentQueries.list());
    const mention = mentions[0];
    const categorical = enrichments.find((e) => e.type === 'categorical' && e.constraints.enum.length > 0);
    expect(mention?.url).toBeTruthy();
    expect(categorical).toBeDefined();
    const result = await writeEnrichmentValues([
      {
        url: mention!.url!,
        enrichment_id: categorical!.enrichment_id,
        value: categorical!.constraints.enum[0]!,
      },
    ]);
    expect(result.count).toBe(1);
  });
});
