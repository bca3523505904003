import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDb } from './db/open';

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nd-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  app = await buildApp({ db: openDb(':memory:'), staticDir: dir });
});
afterAll(() => app.close());

describe('static dashboard', () => {
  it('serves index.html at / and for client-side routes, revalidated', async () => {
    for (const url of ['/', '/workspaces', '/w/3/mentions?range=7d']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="root"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year; other files revalidate', async () => {
    const asset = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('404 for a missing asset, a non-GET and unknown API paths (never index.html)', async () => {
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/workspaces' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(401);
    expect(api.body).not.toContain('root');
  });
});
