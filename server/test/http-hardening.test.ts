import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './fixtures';

/**
 * The HTTP surface over a real socket: timeouts, size limits, every error in the documented
 * body, and the security headers on pages, assets and the API.
 */
let t: TestApp;
let base: string;
let port: number;
let bearer: string;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'nd-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><head><meta name="csp-nonce" content="" /></head><div id="root"></div>',
  );
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  t = await makeTestApp({
    mentions: 300,
    staticDir: dist,
    timeouts: { headersMs: 500, requestMs: 1000, checkEveryMs: 100 },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;
  bearer = await t.tokenFor('demo');
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = { authorization: bearer }) =>
  fetch(`${base}${path}`, { headers });

/** Writes raw bytes and resolves with everything the server sends until it closes the socket. */
function raw(text: string, opts: { end?: boolean } = {}): Promise<{ response: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => (opts.end ? socket.end(text) : socket.write(text)));
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('error', (err) =>
      (err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err),
    );
    socket.on('close', () => resolve({ response, ms: Date.now() - started }));
  });
}

const jsonBody = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

function expectDocumentedError(body: unknown, status: number) {
  expect(body).toEqual({
    error: expect.objectContaining({ status, code: expect.any(String), message: expect.any(String) }),
  });
}

describe('timeouts', () => {
  it('closes a socket whose headers never finish, answering 408 in the documented body', async () => {
    const { response, ms } = await raw('GET /api/channels HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expectDocumentedError(jsonBody(response), 408);
    expect(ms).toBeLessThan(15_000);
  });

  it('closes a request whose body stops short of its Content-Length', async () => {
    const head = `POST /api/folders HTTP/1.1\r\nHost: x\r\nAuthorization: ${bearer}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
    const { response } = await raw(`${head}{"title":`);
    expect(response === '' || /^HTTP\/1\.1 408 /.test(response)).toBe(true);
  });
});

describe('sizes', () => {
  it('answers a 20 KB query string in the documented error body', async () => {
    const res = await get(
      `/api/workspaces/1/mentions?since=2026-01-01T00:00:00Z&to=2026-12-31T00:00:00Z&filter_expression=${'solar%20'.repeat(2600)}`,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expectDocumentedError(body, 400);
    expect(body.error.param).toBe('filter_expression');
  });

  it('accepts an ordinary filter with 1,000 domains[] values', async () => {
    const domains = Array.from({ length: 1000 }, (_, i) => `domains%5B%5D=outlet-${i}.example.com`).join('&');
    const res = await get(
      `/api/workspaces/1/mentions?since=2026-01-01T00:00:00Z&to=2026-12-31T00:00:00Z&${domains}`,
    );
    expect(res.status).toBe(200);
  });

  it('answers URLs and headers over the limit with 431 in the documented body', async () => {
    const { response } = await raw(`GET /api/channels?x=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    expectDocumentedError(jsonBody(response), 431);
  });

  it('answers a body over 2 MiB with 413 in the documented body', async () => {
    const res = await fetch(`${base}/api/folders`, {
      method: 'POST',
      headers: { authorization: bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expectDocumentedError(await res.json(), 413);
  });
});

describe('every error in the documented body', () => {
  it.each([
    ['an unknown API route', () => get('/api/nope'), 404],
    ['an unknown API route without a token', () => get('/api/nope', {}), 401],
    ['a missing asset', () => get('/assets/missing.js'), 404],
    ['malformed %-encoding', () => get('/api/workspaces/%E0%A4%A/mentions'), 400],
    ['a path id too long to be one', () => get(`/api/workspaces/${'9'.repeat(150)}/mentions`), 404],
    [
      'malformed JSON',
      () =>
        fetch(`${base}/api/folders`, {
          method: 'POST',
          headers: { authorization: bearer, 'content-type': 'application/json' },
          body: '{"title',
        }),
      400,
    ],
    [
      'an unsupported content type',
      () =>
        fetch(`${base}/api/folders`, {
          method: 'POST',
          headers: { authorization: bearer, 'content-type': 'text/csv' },
          body: 'a,b',
        }),
      415,
    ],
  ])('%s', async (_name, request, status) => {
    const res = await request();
    expect(res.status).toBe(status);
    expectDocumentedError(await res.json(), status);
  });

  it('405 naming the allowed methods for a known path', async () => {
    const res = await fetch(`${base}/api/channels`, { method: 'DELETE', headers: { authorization: bearer } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toMatch(/GET/);
    expect((await res.json()).error).toMatchObject({ status: 405, code: 'method_not_allowed' });
  });

  it('a malformed request line gets a documented 400', async () => {
    const { response } = await raw('GARBAGE\r\n\r\n', { end: true });
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expectDocumentedError(jsonBody(response), 400);
  });
});

describe('security headers', () => {
  it.each([
    ['the dashboard at /', '/'],
    ['a client-side route', '/workspaces'],
    ['an asset', '/assets/app-1a2b.js'],
    ['the API', '/api/channels'],
    ['an API error', '/api/nope'],
  ])('on %s', async (_name, path) => {
    const res = await get(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it("writes the response's style nonce into the page, matching its policy", async () => {
    const res = await get('/workspaces');
    const nonce = /style-src 'self' 'nonce-([0-9a-f]+)'/.exec(
      res.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(await res.text()).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    const again = await get('/workspaces');
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
  });
});
