import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  ApiError,
  apiRequest,
  configureClient,
  mayHoldUnsafeInteger,
  NoContentSchema,
  parseRetryAfter,
  toQueryString,
  toSecondPrecision,
} from './client';
import { learntRateLimit, MAX_READ_RETRIES } from './paced-send';
import { WorkspaceListSchema } from './schemas';
import { serviceWaits, subscribeServiceWaits } from './service-waits';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('mayHoldUnsafeInteger', () => {
  it('spots an integer of 16 digits or more wherever a JSON value starts', () => {
    expect(mayHoldUnsafeInteger('{"id":9007199254740993}')).toBe(true);
    expect(mayHoldUnsafeInteger('{"id": 9007199254740993}')).toBe(true);
    expect(mayHoldUnsafeInteger('[1,\n  -12345678901234567]')).toBe(true);
    expect(mayHoldUnsafeInteger('[9007199254740993]')).toBe(true);
    expect(mayHoldUnsafeInteger(' 9007199254740993')).toBe(true);
  });

  it('leaves digit runs inside strings and shorter integers to JSON.parse', () => {
    expect(mayHoldUnsafeInteger('{"url":"https://x.com/a/status/18000039901924478"}')).toBe(false);
    expect(mayHoldUnsafeInteger('{"id":"9007199254740993","n":900719925474099}')).toBe(false);
  });
});

describe('toQueryString', () => {
  it('sends arrays as repeated key[]=value and keeps dotted keys literally', () => {
    expect(toQueryString({ channels: ['news', 'reddit'], 'locations.city': [5, 7] })).toBe(
      '?channels[]=news&channels[]=reddit&locations.city[]=5&locations.city[]=7',
    );
  });

  it('serialises every mention filter key', () => {
    const qs = toQueryString({
      since: '2026-11-01T00:00:00Z',
      to: '2026-11-21T00:00:00Z',
      'narratives.id': [3],
      channels: ['twitter'],
      filter_expression: 'title:vaccine AND "side effects"',
      domains: ['bbc.co.uk'],
      authors: ['@jane'],
      languages: ['en'],
      bot_ratings: ['almost_certain'],
      smart_categories: ['244:c0'],
      custom_enrichments: ['1681:Substantiated'],
      'mention_type.social_media': ['original_posts'],
      'mention_type.news': ['news'],
      'mention_type.podcasts': ['podcasts'],
      'publisher_geography.source_country': ['United States'],
      'publisher_geography.source_region': ['Americas'],
      'publisher_geography.source_sub_region': ['Northern America'],
      'locations.region': [1],
      'locations.subregion': [2],
      'locations.country': [12],
      'locations.state': [6],
      'locations.county': [6037],
      'locations.city': [5],
    });
    const params = new URLSearchParams(qs);
    expect(params.get('since')).toBe('2026-11-01T00:00:00Z');
    expect(params.get('filter_expression')).toBe('title:vaccine AND "side effects"');
    expect(params.getAll('publisher_geography.source_country[]')).toEqual(['United States']);
    expect(params.getAll('custom_enrichments[]')).toEqual(['1681:Substantiated']);
    expect(params.getAll('mention_type.social_media[]')).toEqual(['original_posts']);
    expect(params.getAll('locations.county[]')).toEqual(['6037']);
    expect([...params.keys()]).toHaveLength(23);
    expect(qs).toContain('filter_expression=title%3Avaccine%20AND%20%22side%20effects%22');
    expect(qs).toContain('publisher_geography.source_country[]=United%20States');
  });

  it('sends date-times to the second: a window end at next start − 1 ms becomes …:59Z', () => {
    const qs = (p: Record<string, unknown>) => decodeURIComponent(toQueryString(p));
    expect(qs({ since: '2026-11-20T00:00:00.000Z', to: '2026-11-20T23:59:59.999Z' })).toBe(
      '?since=2026-11-20T00:00:00Z&to=2026-11-20T23:59:59Z',
    );
    expect(
      qs({ to: new Date(Date.UTC(2026, 10, 20, 10, 0, 0, 500)), x: '2026-11-20T10:00:00.5+02:00' }),
    ).toBe('?to=2026-11-20T10:00:00Z&x=2026-11-20T10:00:00+02:00');
    expect(toSecondPrecision('v1.2.3')).toBe('v1.2.3');
  });

  it('encodes reserved characters in values and keys', () => {
    expect(toQueryString({ q: 'a&b=c', 'we ird': ['x/y?'] })).toBe('?q=a%26b%3Dc&we%20ird[]=x%2Fy%3F');
  });

  it('skips undefined, null and empty arrays; writes booleans and numbers as text', () => {
    expect(toQueryString({ a: undefined, b: null, c: [], d: true, e: false, f: 0 })).toBe(
      '?d=true&e=false&f=0',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('17')).toBe(17);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 0)).toBe(10);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('apiRequest', () => {
  const fetchStub = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchStub);
    configureClient({ baseUrl: 'https://api.example.test/', getToken: () => 'tok-1' });
  });
  afterEach(() => {
    fetchStub.mockReset();
    vi.unstubAllGlobals();
    configureClient({ baseUrl: '/api', getToken: () => null });
  });

  const workspace = {
    id: 1,
    title: 'Vaccines',
    owner: 'demo',
    query: 'vaccine',
    channels: ['news'],
    narrativeDetection: { status: 'ready' },
    created: '2026-11-01T00:00:00.000Z',
    modified: '2026-11-02T00:00:00.000Z',
    folder: null,
    summary: '',
    somethingNew: 42,
  };

  it('adds the bearer token, builds the URL and parses with the schema', async () => {
    fetchStub.mockResolvedValueOnce(json([workspace]));
    const data = await apiRequest(WorkspaceListSchema, '/workspaces', { query: { summary: true } });
    expect(data[0]?.title).toBe('Vaccines');
    expect(data[0]).toHaveProperty('somethingNew', 42);
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/workspaces?summary=true');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('sends JSON bodies and omits the token when auth is false or none is set', async () => {
    fetchStub.mockResolvedValueOnce(json({ ok: true }, 201));
    await apiRequest(z.looseObject({ ok: z.boolean() }), '/x', {
      method: 'POST',
      body: { a: 1 },
      auth: false,
    });
    const init = fetchStub.mock.calls[0]![1]!;
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
    expect(init.body).toBe('{"a":1}');

    configureClient({ getToken: () => null });
    fetchStub.mockResolvedValueOnce(json([]));
    await apiRequest(WorkspaceListSchema, '/workspaces');
    expect(new Headers(fetchStub.mock.calls[1]![1]!.headers).has('Authorization')).toBe(false);
  });

  it('resolves 204 to undefined', async () => {
    fetchStub.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest(NoContentSchema, '/workspaces/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('maps the error body of real-api.md §2 to ApiError', async () => {
    fetchStub.mockResolvedValueOnce(
      json(
        {
          error: {
            status: 400,
            code: 'invalid_parameter',
            message: 'limit must be an integer from 1 to 500',
            param: 'limit',
          },
        },
        400,
      ),
    );
    const error = await apiRequest(WorkspaceListSchema, '/locations').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      param: 'limit',
      message: 'limit must be an integer from 1 to 500',
    });
  });

  const refusal = (retryAfter: string) =>
    json({ error: { status: 429, code: 'rate_limited', message: '4 requests per second' } }, 429, {
      'Retry-After': retryAfter,
    });

  it('answers a 429 whose Retry-After is beyond a minute at once, naming the wait', async () => {
    fetchStub.mockResolvedValueOnce(refusal('120'));
    await expect(apiRequest(WorkspaceListSchema, '/x')).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfter: 120,
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('sends a refused read again after its Retry-After (seconds or an HTTP date), telling the page', async () => {
    const seen: (number | null)[] = [];
    const stop = subscribeServiceWaits(() => seen.push(serviceWaits().busyUntil));
    fetchStub
      .mockResolvedValueOnce(refusal('0'))
      .mockResolvedValueOnce(refusal(new Date(Date.now() - 5000).toUTCString()))
      .mockResolvedValueOnce(json([workspace]));
    const t0 = Date.now();
    await expect(apiRequest(WorkspaceListSchema, '/x')).resolves.toHaveLength(1);
    stop();
    expect(fetchStub).toHaveBeenCalledTimes(3);
    // Each retry was announced ("retrying in N s") and cleared when sent.
    expect(seen.filter((v) => v !== null).length).toBeGreaterThanOrEqual(2);
    expect(seen.at(-1)).toBe(null);
    expect(Date.now() - t0).toBeLessThan(3000);
  });

  it('gives a read up after a bounded number of retries, and never repeats a write', async () => {
    fetchStub.mockImplementation(async () => refusal('0'));
    await expect(apiRequest(WorkspaceListSchema, '/x')).rejects.toMatchObject({ status: 429 });
    expect(fetchStub).toHaveBeenCalledTimes(MAX_READ_RETRIES + 1);
    fetchStub.mockClear();
    await expect(apiRequest(NoContentSchema, '/x', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 429,
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('learns the rate from a refusal and paces later requests under it', async () => {
    // A service of its own: what this page learnt of another base URL holds for that one.
    configureClient({ baseUrl: 'https://paced.example.test/', getToken: () => 'tok-1' });
    let sent = 0;
    fetchStub.mockImplementation(async () => (++sent === 3 ? refusal('0') : json([])));
    await Promise.all([1, 2, 3].map(() => apiRequest(WorkspaceListSchema, '/x')));
    // The third start in the window was refused: two per second from now on.
    expect(learntRateLimit()).toBe(2);
    const t0 = Date.now();
    await Promise.all([1, 2, 3].map(() => apiRequest(WorkspaceListSchema, '/x')));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(900);
  });

  it('marks an error body of the documented shape, so a gateway answer can be told apart', async () => {
    fetchStub.mockResolvedValueOnce(json({ message: 'Missing Authentication Token' }, 403));
    await expect(apiRequest(WorkspaceListSchema, '/x')).rejects.toMatchObject({
      status: 403,
      documented: false,
    });
    fetchStub.mockResolvedValueOnce(json({ error: { status: 403, code: 'forbidden', message: 'no' } }, 403));
    await expect(apiRequest(WorkspaceListSchema, '/x')).rejects.toMatchObject({
      status: 403,
      documented: true,
    });
  });

  it('falls back to the status when the body is not the error shape', async () => {
    fetchStub.mockResolvedValueOnce(
      new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiRequest(WorkspaceListSchema, '/x')).rejects.toMatchObject({
      status: 502,
      code: 'internal',
      message: '502 Bad Gateway',
    });
    fetchStub.mockResolvedValueOnce(json({ message: 'Unauthorized' }, 401));
    await expect(apiRequest(WorkspaceListSchema, '/x')).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Unauthorized',
    });
    fetchStub.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(apiRequest(WorkspaceListSchema, '/x')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('turns a network failure into status 0 code network, but lets an abort through', async () => {
    fetchStub.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(apiRequest(WorkspaceListSchema, '/x')).rejects.toMatchObject({ status: 0, code: 'network' });
    const abort = new DOMException('aborted', 'AbortError');
    fetchStub.mockRejectedValueOnce(abort);
    await expect(apiRequest(WorkspaceListSchema, '/x')).rejects.toBe(abort);
  });

  it('rejects a response that does not match the schema, naming the path', async () => {
    fetchStub.mockResolvedValueOnce(json({ workspaces: [workspace] }));
    await expect(apiRequest(WorkspaceListSchema, '/workspaces')).rejects.toMatchObject({
      status: 0,
      code: 'invalid_response',
      param: '(root)',
    });
    fetchStub.mockResolvedValueOnce(json([{ ...workspace, folder: null }]));
    await expect(apiRequest(z.array(z.object({ id: z.string() })), '/workspaces')).rejects.toMatchObject({
      code: 'invalid_response',
      param: '0.id',
    });
    fetchStub.mockResolvedValueOnce(new Response('not json', { status: 200 }));
    await expect(apiRequest(WorkspaceListSchema, '/workspaces')).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});
