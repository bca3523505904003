import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterCapabilityRequest,
  ASSUMED_CAPABILITIES,
  currentCapabilities,
  hasEndpoint,
  loadCapabilities,
  supportsExtension,
  supportsGroupBy,
  whenOffered,
} from './capabilities';
import { PROBE_METHODS, probeCapabilities, probeService } from './capability-probe';
import { z } from 'zod/mini';
import { apiRequest, configureClient } from './client';
import { fetchDistribution } from './analytics';
import { checkFilter } from './filter-check';
import { filterStatus, needsFilterCheck } from './filter-support';
import { callOf, jsonResponse, stubFetch } from './fixtures/http';
import { distributionExample } from './fixtures/public-examples';

let fetchStub: ReturnType<typeof stubFetch>;
let session = 0;
beforeEach(() => {
  fetchStub = stubFetch();
  // A new token per test: capabilities are cached per base URL + session.
  session += 1;
  configureClient({ baseUrl: 'https://api.example.test', getToken: () => `token-${session}` });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** An upstream answering each path with a status (default 200 []). */
function answer(statuses: Record<string, number | [number, unknown]>) {
  fetchStub.mockImplementation(async (input) => {
    const path = new URL(String(input)).pathname;
    const entry = statuses[path] ?? 200;
    const [status, body] = Array.isArray(entry) ? entry : [entry, status404Body(entry)];
    return jsonResponse(body, status);
  });
}
const status404Body = (status: number) =>
  status === 403 ? { message: 'Missing Authentication Token' } : status >= 400 ? { message: 'x' } : [];

describe('probing the service', () => {
  it('the reference server names itself at GET /about: one request, everything supported', async () => {
    answer({ '/about': [200, { service: 'narrative-desk-reference', extensions: [] }] });
    const caps = await probeCapabilities();
    expect(caps).toEqual({
      isReference: true,
      endpoints: ASSUMED_CAPABILITIES.endpoints,
      locationGroupBy: true,
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(supportsGroupBy('narratives.id', caps) && supportsExtension('distributionLimit', caps)).toBe(true);
  });

  it('elsewhere, 403 "missing token", 404 and 405 mean missing; writes are assumed unless OPTIONS leaves POST out', async () => {
    answer({
      '/about': 403,
      '/folders': 404,
      '/locations': 403,
      '/channels': 405,
      '/customChannels': 200,
      '/customEnrichments': 403,
    });
    const caps = await loadCapabilities();
    expect(caps.isReference).toBe(false);
    expect(caps.endpoints).toEqual({
      folders: false,
      folderWrites: false, // no folder list, no folder management
      workspaceWrites: true, // assumed present, learnt on first use
      locations: false,
      channels: false,
      customChannels: true,
      customEnrichments: false,
      customEnrichmentWrites: false,
    });
    expect(caps.locationGroupBy).toBe(false); // no taxonomy, no probe of its group-by
    // Cached for this base URL + session: read synchronously, no second round of probes.
    const sent = fetchStub.mock.calls.length;
    expect(currentCapabilities()).toBe(caps);
    await loadCapabilities();
    expect(fetchStub).toHaveBeenCalledTimes(sent);
    expect(hasEndpoint('locations')).toBe(false);
    await expect(whenOffered('locations', async () => 'sent')).rejects.toMatchObject({
      status: 404,
      message: 'This service does not offer the location taxonomy (GET /locations).',
    });
  });

  it('never sends a method other than GET, HEAD or OPTIONS, whatever the service answers', async () => {
    const services: Record<string, number | [number, unknown]>[] = [
      { '/about': [200, { service: 'narrative-desk-reference', extensions: [] }] },
      { '/about': 404, '/workspaces': [200, [{ id: 2 }]] },
      { '/about': 403, '/folders': 403, '/locations': 404, '/customEnrichments': 405 },
      { '/about': 503, '/folders': 500, '/workspaces': [200, [{ id: 2 }]] },
    ];
    for (const service of services) {
      answer(service);
      await probeCapabilities();
    }
    const methods = new Set(fetchStub.mock.calls.map((_, i) => callOf(fetchStub, i).method));
    expect(fetchStub.mock.calls.length).toBeGreaterThan(10);
    expect([...methods].filter((m) => !PROBE_METHODS.includes(m as never))).toEqual([]);
    expect(fetchStub.mock.calls.every(([, init]) => init?.body === undefined)).toBe(true);
  });

  it('reads an OPTIONS Allow that leaves POST out as "no writes"', async () => {
    fetchStub.mockImplementation(async (input, init) => {
      const path = new URL(String(input)).pathname;
      if (path === '/about') return jsonResponse({ message: 'x' }, 404);
      if (init?.method === 'OPTIONS' && path === '/workspaces')
        return new Response(null, { status: 204, headers: { Allow: 'GET, HEAD, OPTIONS' } });
      if (init?.method === 'OPTIONS')
        return new Response(null, { status: 204, headers: { Allow: 'GET, POST' } });
      return jsonResponse([]);
    });
    const caps = await loadCapabilities();
    expect(caps.endpoints.workspaceWrites).toBe(false);
    expect(caps.endpoints.folderWrites).toBe(true);
  });

  it('a 429 or 5xx decides nothing: the endpoint stays assumed, and the answer is not kept', async () => {
    fetchStub.mockImplementation(async (input) => {
      const path = new URL(String(input)).pathname;
      if (path === '/about') return jsonResponse({ message: 'x' }, 404);
      if (path === '/channels') return jsonResponse({ message: 'x' }, 500);
      if (path === '/customChannels')
        return jsonResponse({ message: 'slow down' }, 429, { 'Retry-After': '120' });
      return jsonResponse([]);
    });
    const { caps, settled } = await probeService();
    expect(caps.endpoints.customChannels).toBe(true);
    expect(caps.endpoints.channels).toBe(true);
    expect(settled).toBe(false);
  });

  it('learns a missing endpoint on first use: marks it, says so in words, and sends nothing more', async () => {
    answer({ '/about': 404 });
    await loadCapabilities();
    expect(hasEndpoint('workspaceWrites')).toBe(true);
    fetchStub.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse({ message: 'Missing Authentication Token' }, 403)
        : jsonResponse([{ id: 2 }]),
    );
    const create = () =>
      whenOffered('workspaceWrites', () =>
        apiRequest(z.unknown(), '/workspaces', { method: 'POST', body: { title: 'x' } }),
      );
    await expect(create()).rejects.toMatchObject({
      message: 'This service does not offer workspace management (POST/PUT/DELETE /workspaces).',
    });
    expect(hasEndpoint('workspaceWrites')).toBe(false);
    fetchStub.mockClear();
    await expect(create()).rejects.toMatchObject({ code: 'not_available' });
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('a gateway 403 with a refused token ends the session instead of hiding what it touched', async () => {
    answer({ '/about': 404 });
    await loadCapabilities();
    answer({
      '/workspaces': [403, { message: 'The incoming token has expired' }],
      '/folders': [403, { message: 'x' }],
    });
    await expect(whenOffered('folders', () => apiRequest(z.unknown(), '/folders'))).rejects.toMatchObject({
      status: 401,
    });
    expect(hasEndpoint('folders')).toBe(true);
    // At sign-in the same holds for the probes.
    await expect(probeCapabilities()).rejects.toMatchObject({ status: 401 });
  });

  it('only documented group-bys and no extension parameters go to the real service', async () => {
    // GET /locations exists, but a distribution by locations.country answers 400: not supported.
    answer({
      '/about': 404,
      '/workspaces': [200, [{ id: 2 }]],
      '/workspaces/2/analytics/distribution': [
        400,
        { message: 'group_by locations.country is not supported' },
      ],
    });
    await loadCapabilities();
    const groupByProbe = callOf(fetchStub, fetchStub.mock.calls.length - 1);
    expect(groupByProbe.path).toBe('/workspaces/2/analytics/distribution');
    expect(groupByProbe.search).toMatch(/^\?since=[\dT:-]+Z&to=[\dT:-]+Z&group_by=locations\.country$/);
    for (const g of [
      'channels',
      'mention_type.social_media',
      'publisher_geography.source_region',
      'custom_enrichment_id:1681',
    ])
      expect(supportsGroupBy(g), g).toBe(true);
    for (const g of ['narratives.id', 'mention_type', 'locations.country'])
      expect(supportsGroupBy(g), g).toBe(false);
    answer({ '/workspaces/2/analytics/distribution': [200, distributionExample] });
    fetchStub.mockClear();
    await fetchDistribution(2, {
      since: '2026-11-01T00:00:00Z',
      to: '2026-11-02T00:00:00Z',
      group_by: 'channels',
      limit: 500,
    });
    expect(callOf(fetchStub).search).toBe(
      '?since=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z&group_by=channels',
    );
    await expect(
      fetchDistribution(2, { since: 'a', to: 'b', group_by: 'narratives.id' }),
    ).rejects.toMatchObject({ status: 400, param: 'group_by' });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('a service that answers the location group-by probe may be sent locations.<level>', async () => {
    answer({
      '/about': 404,
      '/workspaces': [200, [{ id: 2 }]],
      '/workspaces/2/analytics/distribution': [200, distributionExample],
    });
    expect((await loadCapabilities()).locationGroupBy).toBe(true);
    expect(supportsGroupBy('locations.city')).toBe(true);
  });

  it('a 401 from a probe ends the session instead of hiding areas', async () => {
    answer({ '/about': 404, '/folders': 401 });
    await expect(probeCapabilities()).rejects.toMatchObject({ status: 401 });
  });
});

describe('afterCapabilityRequest', () => {
  it('runs once the check has sent its first request, before that request answers', async () => {
    let answerAbout!: (r: Response) => void;
    fetchStub.mockImplementation(() => new Promise<Response>((r) => (answerAbout = r)));
    const loading = loadCapabilities();
    const sentBefore: number[] = [];
    await new Promise<void>((done) =>
      afterCapabilityRequest(() => {
        sentBefore.push(fetchStub.mock.calls.length);
        done();
      }),
    );
    expect(sentBefore).toEqual([1]);
    expect(callOf(fetchStub).path).toBe('/about');
    answerAbout(jsonResponse({ service: 'narrative-desk-reference', extensions: [] }));
    expect((await loading).isReference).toBe(true);
  });
});

describe('filters the service may ignore', () => {
  it('are unverified until a count shows them applied, or flagged ignored when the count does not change', async () => {
    answer({ '/about': 404 });
    await loadCapabilities();
    expect(filterStatus('languages')).toBe('applied');
    expect(filterStatus('domains')).toBe('unverified');
    const window = { since: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' };
    answer({ '/workspaces/2/analytics/distribution': [200, distributionExample] });
    fetchStub.mockClear();
    expect(await checkFilter(2, 'domains', 'bbc.co.uk', window)).toBe('ignored');
    expect(filterStatus('domains')).toBe('ignored');
    expect(callOf(fetchStub, 1).search).toContain('domains[]=bbc.co.uk');
    fetchStub.mockImplementation(async (input) =>
      jsonResponse({ ...distributionExample, totalCount: String(input).includes('authors') ? 3 : 125000 }),
    );
    expect(await checkFilter(2, 'authors', 'Ann', window)).toBe('applied');
    expect(filterStatus('authors')).toBe('applied');
  });

  it('checks every filter kind: a documented one the count shows ignored is flagged too', async () => {
    answer({ '/about': 404 });
    await loadCapabilities();
    const window = { since: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' };
    answer({ '/workspaces/2/analytics/distribution': [200, distributionExample] });
    expect(needsFilterCheck('languages')).toBe(true);
    // One cached unfiltered count: the check itself costs one request.
    fetchStub.mockClear();
    expect(await checkFilter(2, 'languages', 'en', window, undefined, async () => 125000)).toBe('ignored');
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(callOf(fetchStub).search).toContain('languages[]=en');
    expect(filterStatus('languages')).toBe('ignored');
    expect(await checkFilter(2, 'channels', 'news', window, undefined, async () => 9)).toBe('applied');
    expect(needsFilterCheck('channels')).toBe(false);
  });
});
