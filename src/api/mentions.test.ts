import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { configureClient } from './client';
import { serverMention } from './fixtures/reference-payloads';
import { callOf, jsonResponse, stubFetch } from './fixtures/http';
import { mentionQueries, MENTIONS_PAGE_SIZE } from './mentions';

let fetchStub: ReturnType<typeof stubFetch>;
const window30d = { since: '2026-10-22T00:00:00Z', to: '2026-11-21T00:00:00Z' };
const page = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ ...serverMention, id: from + i + 1 }));

beforeEach(() => {
  fetchStub = stubFetch();
  configureClient({ baseUrl: '/api', getToken: () => 't' });
});
afterEach(() => vi.unstubAllGlobals());

it('lists mentions of a workspace with every filter in the query string', async () => {
  fetchStub.mockResolvedValueOnce(jsonResponse(page(2)));
  const client = new QueryClient();
  const query = {
    ...window30d,
    limit: 10,
    channels: ['news' as const],
    'locations.country': [840],
    filter_expression: 'energy',
  };
  const data = await client.fetchQuery(mentionQueries.list(7, query));
  expect(data.map((m) => m.id)).toEqual([1, 2]);
  const call = callOf(fetchStub);
  expect(call.path).toBe('/api/workspaces/7/mentions');
  expect(call.search).toBe(
    '?since=2026-10-22T00:00:00Z&to=2026-11-21T00:00:00Z&limit=10&channels[]=news&locations.country[]=840&filter_expression=energy',
  );
  expect(mentionQueries.list(7, query).queryKey.slice(0, 3)).toEqual(['mentions', 7, 'list']);
});

it('pages by offset 50 and stops after a short page', async () => {
  fetchStub
    .mockResolvedValueOnce(jsonResponse(page(MENTIONS_PAGE_SIZE)))
    .mockResolvedValueOnce(jsonResponse(page(3, 50)));
  const client = new QueryClient();
  const options = mentionQueries.infinite(7, { ...window30d, sort: 'published' });
  const second = await client.fetchInfiniteQuery({ ...options, pages: 3 });
  // The third page is never asked for: the second was short.
  expect(fetchStub).toHaveBeenCalledTimes(2);
  expect(second.pages.map((p) => p.length)).toEqual([50, 3]);
  expect(second.pageParams).toEqual([0, 50]);
  expect(new URLSearchParams(callOf(fetchStub, 1).search).get('offset')).toBe('50');
  expect(new URLSearchParams(callOf(fetchStub, 1).search).get('limit')).toBe('50');
  expect(options.getNextPageParam(second.pages[1]!, second.pages, 50, second.pageParams)).toBeUndefined();
  expect(options.getNextPageParam(second.pages[0]!, second.pages, 0, second.pageParams)).toBe(50);
});
