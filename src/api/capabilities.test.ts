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
import { probeCapabilities } from './capability-probe';
import { configureClient } from './client';
import { fetchDistribution } from './analytics';
import { checkFilter } from './filter-check';
import { filterStatus } from './filter-support';
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
afterEach(() => vi.unstubAllGlobals());

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

  it('elsewhere, 403 "missing token", 404 and 405 mean missing; 400 (a rejected empty write) means present', async () => {
    answer({
      '/about': 403,
      '/folders': 404,
      '/locations': 403,
      '/channels': 405,
      '/customChannels': 200,
      '/customEnrichments': 403,
      '/workspaces': [400, { error: { status: 400, code: 'invalid_body', message: 'title is required' } }],
    });
    const caps = await loadCapabilities();
    expect(caps.isReference).toBe(false);
    expect(caps.endpoints).toEqual({
      folders: false,
      folderWrites: false,
      workspaceWrites: true,
      locations: false,
      channels: false,
      customChannels: true,
      customEnrichments: false,
      customEnrichmentWrites: false,
    });
    expect(caps.locationGroupBy).toBe(false); // no taxonomy, no probe of its group-by
    const writeProbe = fetchStub.mock.calls
      .map((_, i) => callOf(fetchStub, i))
      .find((c) => c.path === '/workspaces');
    expect(writeProbe).toMatchObject({ method: 'POST', body: {} });
    // Cached for this base URL + session: read synchronously, no second round of probes.
    expect(currentCapabilities()).toBe(caps);
    await loadCapabilities();
    expect(fetchStub).toHaveBeenCalledTimes(9);
    expect(hasEndpoint('locations')).toBe(false);
    await expect(whenOffered('locations', async () => 'sent')).rejects.toMatchObject({
      status: 404,
      message: 'This service does not offer the location taxonomy (GET /locations).',
    });
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
});
