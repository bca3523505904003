import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COSTLIEST_EXPRESSION as COSTLIEST, PATHOLOGICAL_EXPRESSION as PATHOLOGICAL } from './expressions';
import { makeTestApp, type TestApp } from './fixtures';

/**
 * One request cannot stall the server: the expression that used to take 10 s is refused at once,
 * the costliest accepted ones run off the event loop while other requests are answered, and a
 * read over its budget is answered 503 + Retry-After.
 */
let t: TestApp;
let bearer: string;
beforeAll(async () => {
  t = await makeTestApp({ mentions: 3000, reads: { heavyThreads: 2, lightThreads: 1 } });
  bearer = await t.tokenFor('demo');
  await t.app.reads.warm();
});
afterAll(() => t.close());

const WINDOW = 'since=2026-05-01T00:00:00Z&to=2026-11-20T12:00:00Z';
/** Resolves with the answer and when it came, relative to `t0`. */
async function timed(t0: number, url: string, method = 'GET', payload?: object) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: bearer },
    ...(payload ? { payload } : {}),
  });
  return { res, at: Date.now() - t0 };
}

describe('responsiveness', () => {
  it('refuses the pathological expression at once, naming the limit, on mention and workspace queries', async () => {
    const t0 = Date.now();
    const q = encodeURIComponent(PATHOLOGICAL);
    const [list, dist, created, channels] = await Promise.all([
      timed(t0, `/api/workspaces/1/mentions?${WINDOW}&filter_expression=${q}`),
      timed(t0, `/api/workspaces/1/analytics/distribution?${WINDOW}&group_by=domains&filter_expression=${q}`),
      timed(t0, '/api/workspaces', 'POST', { title: 'Stall', query: PATHOLOGICAL, channels: ['news'] }),
      timed(t0, '/api/channels'),
    ]);
    for (const r of [list, dist, created]) {
      expect(r.res.statusCode).toBe(400);
      expect(r.res.json().error.message).toMatch(/'\*' wildcard needs at least 3 letters or digits/);
      expect(r.at).toBeLessThan(3000);
    }
    expect(created.res.json().error.param).toBe('query');
    expect(channels.res.statusCode).toBe(200);
    expect(channels.at).toBeLessThan(1000);
  });

  it('answers the costliest accepted expression off the event loop: GET /channels is not kept waiting', async () => {
    const q = encodeURIComponent(COSTLIEST);
    const t0 = Date.now();
    const heavy = [
      timed(t0, `/api/workspaces/1/mentions?${WINDOW}&filter_expression=${q}&sort=confidence`),
      timed(t0, `/api/workspaces/1/analytics/distribution?${WINDOW}&group_by=authors&filter_expression=${q}`),
      timed(t0, `/api/workspaces/1/analytics/timeline?${WINDOW}&group_by=domains&filter_expression=${q}`),
      timed(t0, `/api/workspaces/1/mentions?${WINDOW}&filter_expression=${q}&randomization_key=k`),
    ];
    const channels = await timed(t0, '/api/channels');
    const answered = await Promise.all(heavy);
    for (const r of answered) {
      expect(r.res.statusCode).toBe(200);
      expect(r.at).toBeLessThan(3000);
    }
    expect(channels.res.statusCode).toBe(200);
    expect(channels.at).toBeLessThan(1000);
    // Order, not a tight time: the cheap request is answered before the expensive ones finish.
    expect(channels.at).toBeLessThan(Math.max(...answered.map((r) => r.at)));
  });

  it('answers a read over its budget with 503, Retry-After and the documented body', async () => {
    const strict = await makeTestApp({ mentions: 200, reads: { budgetMs: 0 } });
    try {
      const res = await strict.as(
        'demo',
        'GET',
        `/api/workspaces/1/analytics/distribution?${WINDOW}&group_by=channels`,
      );
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json()).toEqual({
        error: { status: 503, code: 'unavailable', message: expect.stringMatching(/took longer than/) },
      });
      expect((await strict.as('demo', 'GET', '/api/channels')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
