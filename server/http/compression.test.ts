import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, TEST_NOW, type TestApp } from '../test/fixtures';

/** A built dashboard in miniature: one asset, precompressed by the build's own script. */
function builtDashboard(): { dir: string; js: string } {
  const dir = mkdtempSync(join(tmpdir(), 'nd-compress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
  const js = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), js);
  execFileSync(process.execPath, ['scripts/precompress.mjs', dir]);
  return { dir, js };
}

const iso = (ms: number) => new Date(ms).toISOString();
const MENTIONS = `/api/workspaces/1/mentions?since=${iso(TEST_NOW - 365 * 86_400_000)}&to=${iso(TEST_NOW)}&limit=10`;

let t: TestApp;
let js: string;
beforeAll(async () => {
  const built = builtDashboard();
  js = built.js;
  t = await makeTestApp({ mentions: 200, staticDir: built.dir });
});
afterAll(() => t.close());

const get = async (url: string, encoding?: string) =>
  t.app.inject({
    url,
    headers: {
      authorization: await t.tokenFor('demo'),
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    },
  });

describe('compressed transfer', () => {
  it('sends the precompressed JS asset by the accepted encoding, identity otherwise', async () => {
    const br = await get('/assets/app-1a2b.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(js.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);

    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);

    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('compresses API JSON on the fly, identity without Accept-Encoding', async () => {
    const url = MENTIONS;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get(url, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(url, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers shaped and compressed on a read thread equal the plain answers, with Vary', async () => {
    const window = `since=${iso(TEST_NOW - 365 * 86_400_000)}&to=${iso(TEST_NOW)}`;
    for (const url of [
      `/api/workspaces/1/analytics/timeline?${window}&group_by=channels`,
      `/api/workspaces/1/analytics/distribution?${window}&group_by=domains`,
      `/api/workspaces/1/analytics/distribution?${window}&group_by=authors`,
      '/api/workspaces/1/available-filters',
      `${MENTIONS}&sort=confidence`,
    ]) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-type'], url).toMatch(/application\/json/);
      for (const [accept, encoding, decode] of [
        ['br', 'br', brotliDecompressSync],
        ['br;q=0, gzip', 'gzip', gunzipSync],
      ] as const) {
        const res = await get(url, accept);
        if (plain.rawPayload.length < 1024) {
          // Small answers go as they are.
          expect(res.headers['content-encoding'], url).toBeUndefined();
          expect(res.json(), url).toEqual(plain.json());
          continue;
        }
        expect(res.headers['content-encoding'], url).toBe(encoding);
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        expect(JSON.parse(decode(res.rawPayload).toString()), url).toEqual(plain.json());
      }
    }
  });

  it("shapes a new random pool's first page on the read thread, as its later pages are", async () => {
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['br;q=0, gzip', gunzipSync],
    ] as const) {
      const url = `${MENTIONS}&randomization_key=first-page-${accept}`;
      // The first request builds the pool and sends its page; the second reads the cached pool.
      const built = await get(url, accept);
      const cached = await get(url);
      expect(built.statusCode, url).toBe(200);
      expect(built.headers['content-encoding'], url).toBe(accept === 'br' ? 'br' : 'gzip');
      expect(cached.json<unknown[]>().length).toBe(10);
      expect(JSON.parse(decode(built.rawPayload).toString()), url).toEqual(cached.json());
    }
  });

  it('keeps the security headers on compressed answers, the page shell included', async () => {
    const page = await get('/workspaces', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/style-src 'self' 'nonce-[0-9a-f]+'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const api = await get(MENTIONS, 'gzip');
    expect(api.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });
});
