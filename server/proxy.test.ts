import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { UPSTREAM_WAIT_MS } from './proxy';
import { openDb } from './db/open';

/** A local fake upstream recording what reaches it. */
function fakeServer(reply: (req: IncomingMessage, body: string) => [number, string]) {
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const [status, out] = reply(req, body);
      res.writeHead(status, { 'content-type': 'application/json', 'x-upstream': 'yes' }).end(out);
    });
  });
  return { server, seen };
}
const listen = (s: Server) =>
  new Promise<number>((r) => s.listen(0, '127.0.0.1', () => r((s.address() as AddressInfo).port)));

const upstream = fakeServer((req) =>
  req.url?.includes('/access/token') ? [200, '{"Token":"t","ExpiresIn":3600}'] : [200, '[{"id":1}]'],
);
const elsewhere = fakeServer(() => [200, '{}']);
let app: Awaited<ReturnType<typeof buildApp>>;
let elsewherePort: number;
let upstreamPort: number;

beforeAll(async () => {
  upstreamPort = await listen(upstream.server);
  elsewherePort = await listen(elsewhere.server);
  app = await buildApp({ db: openDb(':memory:'), upstream: `http://127.0.0.1:${upstreamPort}/v2` });
});
afterAll(async () => {
  await app.close();
  upstream.server.close();
  elsewhere.server.close();
});

describe('proxy mode', () => {
  it('forwards /api/* to the upstream path with query, auth and body untouched', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/workspaces?summary=true&channels[]=news',
      headers: { authorization: 'Bearer abc', 'x-trace': '7' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 1 }]);
    expect(res.headers['x-upstream']).toBe('yes');
    const last = upstream.seen.at(-1)!;
    expect(last).toMatchObject({ method: 'GET', url: '/v2/workspaces?summary=true&channels[]=news' });
    expect(last.headers).toMatchObject({ authorization: 'Bearer abc', 'x-trace': '7' });
    expect(last.headers.host).toBe(`127.0.0.1:${upstreamPort}`);

    const raw = '{"username":"a",  "password":"b","client_id":"dashboard"}';
    const token = await app.inject({
      method: 'POST',
      url: '/api/access/token',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(token.json()).toEqual({ Token: 't', ExpiresIn: 3600 });
    expect(upstream.seen.at(-1)).toMatchObject({ method: 'POST', url: '/v2/access/token', body: raw });
  });

  it('drops hop-by-hop headers only', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/channels',
      headers: { connection: 'keep-alive, x-hop', 'x-hop': '1', 'x-keep': '2' },
    });
    const last = upstream.seen.at(-1)!;
    expect(last.headers['x-hop']).toBeUndefined();
    expect(last.headers['x-keep']).toBe('2');
  });

  it('never reaches another host, whatever the path or Host header says', async () => {
    const before = upstream.seen.length;
    for (const url of [
      `/api//127.0.0.1:${elsewherePort}/x`,
      `/api/http://127.0.0.1:${elsewherePort}/x`,
      '/api/%2F%2Fevil.example/x',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { host: `127.0.0.1:${elsewherePort}` } });
      expect(res.statusCode).toBeLessThan(500);
    }
    const traversal = await app.inject({ method: 'GET', url: '/api/../../etc/passwd' });
    expect(traversal.statusCode).toBeLessThan(500);
    expect(elsewhere.seen).toEqual([]);
    expect(upstream.seen.length).toBeGreaterThan(before);
    expect(upstream.seen.slice(before).every((r) => r.url.startsWith('/v2/'))).toBe(true);
  });

  it('answers 502 in the API error shape when the upstream is down', async () => {
    const down = await buildApp({ db: openDb(':memory:'), upstream: 'http://127.0.0.1:9/' });
    const res = await down.inject({ method: 'GET', url: '/api/channels' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('internal');
    await down.close();
  });

  it('forwards OPTIONS (the capability check reads its Allow) and waits longer than a slow 40 s read', async () => {
    const res = await app.inject({ method: 'OPTIONS', url: '/api/workspaces' });
    expect(res.statusCode).toBe(200);
    expect(upstream.seen.at(-1)).toMatchObject({ method: 'OPTIONS', url: '/v2/workspaces' });
    expect(UPSTREAM_WAIT_MS).toBeGreaterThan(40_000);
  });
});
