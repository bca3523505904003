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
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  // A build manifest as Vite writes it: the entry and its vendor chunk, the layouts' and the
  // mention browser's route chunks, one chunk the mention browser imports, and its lazy pieces.
  mkdirSync(join(dir, '.vite'));
  const chunk = (file: string, imports: string[] = []) => ({ file, imports });
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { ...chunk('assets/index-1.js', ['_vendor-1.js']), isEntry: true },
      '_vendor-1.js': chunk('assets/vendor-1.js'),
      'src/routes/_app.tsx?tsr-split=component': chunk('assets/app-1.js', ['_vendor-1.js']),
      'src/routes/_app/w/$workspaceId.tsx?tsr-split=component---loader': chunk('assets/ws-1.js'),
      'src/routes/_app/w/$workspaceId/mentions.tsx?tsr-split=component---loader': chunk(
        'assets/mentions-1.js',
        ['_list-1.js', '_vendor-1.js'],
      ),
      'src/routes/_app/w/$workspaceId/mentions.tsx?tsr-split=errorComponent': chunk(
        'assets/mentions-error-1.js',
      ),
      '_list-1.js': chunk('assets/list-1.js'),
      'src/features/mentions/export.ts': chunk('assets/export-1.js'),
    }),
  );
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

  it("names a page's own scripts for preloading in its shell, never the entry's or lazy ones", async () => {
    const preloaded = async (url: string) =>
      [...(await app.inject({ url })).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
        .map((m) => m[1])
        .sort();
    expect(await preloaded('/w/3/mentions?range=7d')).toEqual([
      '/assets/app-1.js',
      '/assets/list-1.js',
      '/assets/mentions-1.js',
      '/assets/ws-1.js',
    ]);
    // A page the manifest has no chunk for, and a path that is no page: the shell alone.
    expect(await preloaded('/w/3/charts')).toEqual([]);
    expect(await preloaded('/nowhere')).toEqual([]);
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
