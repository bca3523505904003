import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { analyticsQueries } from './analytics';
import { availableFilterQueries } from './available-filters';
import { channelQueries } from './channels';
import { configureClient } from './client';
import * as ref from './fixtures/reference-payloads';
import { callOf, jsonResponse, stubFetch } from './fixtures/http';
import { narrativeQueries } from './narratives';

let fetchStub: ReturnType<typeof stubFetch>;
let client: QueryClient;
beforeEach(() => {
  fetchStub = stubFetch();
  client = new QueryClient();
  configureClient({ baseUrl: 'https://api.peakmetrics.com', getToken: () => 't' });
});
afterEach(() => vi.unstubAllGlobals());

const window7d = { since: '2026-11-14T00:00:00Z', to: '2026-11-21T00:00:00Z' };

it('reads distribution and timeline with group_by and filters', async () => {
  fetchStub
    .mockResolvedValueOnce(jsonResponse(ref.distribution))
    .mockResolvedValueOnce(jsonResponse(ref.timeline));
  const d = await client.fetchQuery(
    analyticsQueries.distribution(3, {
      ...window7d,
      group_by: 'publisher_geography.source_country',
      'narratives.id': [5],
    }),
  );
  expect(d.totalCount).toBe(125000);
  expect(decodeURIComponent(String(fetchStub.mock.calls[0]![0]))).toBe(
    'https://api.peakmetrics.com/workspaces/3/analytics/distribution?since=2026-11-14T00:00:00Z&to=2026-11-21T00:00:00Z&group_by=publisher_geography.source_country&narratives.id[]=5',
  );
  const t = await client.fetchQuery(analyticsQueries.timeline(3, { ...window7d, interval: 'day' }));
  expect(t.buckets).toHaveLength(2);
  expect(callOf(fetchStub, 1).path).toBe('/workspaces/3/analytics/timeline');
});

it('reads narratives, available filters and channels', async () => {
  fetchStub
    .mockResolvedValueOnce(jsonResponse([ref.narrative]))
    .mockResolvedValueOnce(jsonResponse(ref.availableFiltersMisnested))
    .mockResolvedValueOnce(jsonResponse([ref.channel]));
  const narratives = await client.fetchQuery(
    narrativeQueries.list(3, { ...window7d, sort: 'mentionCount', channels: ['news'] }),
  );
  expect(narratives[0]?.title).toBe('Energy bill passes the Senate');
  expect(callOf(fetchStub, 0).search).toBe(
    '?since=2026-11-14T00:00:00Z&to=2026-11-21T00:00:00Z&sort=mentionCount&channels[]=news',
  );
  const filters = await client.fetchQuery(availableFilterQueries.workspace(3));
  expect(filters.mention_type?.news?.options[0]?.value).toBe('news');
  expect(callOf(fetchStub, 1).path).toBe('/workspaces/3/available-filters');
  const channels = await client.fetchQuery(channelQueries.list());
  expect(channels).toEqual([ref.channel]);
});

it('keys every workspace-scoped query under its workspace', () => {
  expect(narrativeQueries.list(3, window7d).queryKey.slice(0, 2)).toEqual(['narratives', 3]);
  expect(analyticsQueries.timeline(3, window7d).queryKey.slice(0, 3)).toEqual(['analytics', 3, 'timeline']);
  expect(availableFilterQueries.workspace(3).queryKey).toEqual(['available-filters', 3]);
});
