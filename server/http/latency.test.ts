import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDb } from '../db/open';

let app: Awaited<ReturnType<typeof buildApp>>;
let plain: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  app = await buildApp({ db: openDb(':memory:'), apiLatencyMs: 250 });
  plain = await buildApp({ db: openDb(':memory:') });
});
afterAll(async () => {
  await app.close();
  await plain.close();
});

async function timed(target: typeof app, url: string) {
  const started = performance.now();
  const res = await target.inject({ url });
  return { res, ms: performance.now() - started };
}

describe('UPSTREAM_LATENCY_MS', () => {
  it('holds every API call at least the configured time, and answers it unchanged', async () => {
    const [slow, fast] = await Promise.all([timed(app, '/api/about'), timed(plain, '/api/about')]);
    expect(slow.ms).toBeGreaterThanOrEqual(245);
    expect(slow.res.statusCode).toBe(200);
    expect(slow.res.json()).toEqual(fast.res.json());
    // Unauthenticated API calls wait too (the delay comes before any other work).
    expect((await timed(app, '/api/workspaces')).ms).toBeGreaterThanOrEqual(245);
  });

  it('delays the calls concurrently, not one after another', async () => {
    const started = performance.now();
    const all = await Promise.all(Array.from({ length: 16 }, () => app.inject({ url: '/api/about' })));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    // Sixteen sequential waits would take 4 s; concurrent ones take one wait plus scheduling
    // (the margin is for a busy machine).
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
