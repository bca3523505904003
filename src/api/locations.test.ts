import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client';
import { locationPage } from './fixtures/reference-payloads';
import { callOf, jsonResponse, stubFetch } from './fixtures/http';
import { fetchLocations, locationQueries, type LocationsRequest } from './locations';

let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchStub = stubFetch();
  fetchStub.mockImplementation(() => Promise.resolve(jsonResponse(locationPage)));
  configureClient({ baseUrl: '/api', getToken: () => 't' });
});
afterEach(() => vi.unstubAllGlobals());

describe('locations', () => {
  it('searches by prefix, lists children and levels with the spec parameters', async () => {
    const client = new QueryClient();
    const page = await client.fetchQuery(locationQueries.search(' los ', { limit: 20 }));
    expect(page.results).toHaveLength(2);
    expect(callOf(fetchStub, 0).search).toBe('?limit=20&query=los');
    await client.fetchQuery(locationQueries.children(840, 'country'));
    expect(callOf(fetchStub, 1).search).toBe('?parent_id=840&parent_level=country');
    await client.fetchQuery(locationQueries.level('region', { offset: 100 }));
    expect(callOf(fetchStub, 2).search).toBe('?offset=100&level=region');
  });

  it('never sends a 1-character query: the search stays idle and a direct call fails locally', async () => {
    expect(locationQueries.search('l').enabled).toBe(false);
    expect(locationQueries.search('lo').enabled).toBe(true);
    await expect(fetchLocations({ query: 'l' })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      param: 'query',
    });
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('never sends level with parent_id, nor parent_id without parent_level, nor nothing', async () => {
    const bad = [
      { level: 'city', parent_id: 5, parent_level: 'county' },
      { parent_id: 5 },
      { limit: 10 },
      { level: 'city', limit: 501 },
    ] as unknown as LocationsRequest[];
    for (const request of bad) await expect(fetchLocations(request)).rejects.toMatchObject({ status: 400 });
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
