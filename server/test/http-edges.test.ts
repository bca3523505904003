import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './fixtures';

/**
 * The smaller holes of the second hardening pass: parameter names that are Object members, a
 * CONNECT request, a body-less DELETE sent as JSON, costly phrases, expressions validated before
 * any read queues, and the health endpoint.
 */
let t: TestApp;
let port: number;
let bearer: string;
beforeAll(async () => {
  t = await makeTestApp({ mentions: 300 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  bearer = await t.tokenFor('demo');
});
afterAll(() => t.close());

const WINDOW = 'since=2026-05-01T00:00:00Z&to=2026-11-20T12:00:00Z';
const get = (url: string) => t.app.inject({ url, headers: { authorization: bearer } });

describe('query parameter names', () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    '%s is an unknown parameter like any other, not "given more than once"',
    async (name) => {
      const res = await get(`/api/workspaces/1/mentions?${WINDOW}&${name}=1&limit=5`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(5);
    },
  );

  it('still refuses a real parameter given twice', async () => {
    const res = await get(`/api/workspaces/1/mentions?${WINDOW}&limit=5&limit=6`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_parameter', param: 'limit' });
  });
});

describe('CONNECT', () => {
  it('is answered 405 in the documented body, not with a reset socket', async () => {
    const response = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (c) => (text += c.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
    expect(response).toMatch(/^HTTP\/1\.1 405 /);
    expect(response).toMatch(/\r\nAllow: /i);
    const body = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
    expect(body.error).toMatchObject({ status: 405, code: 'method_not_allowed' });
  });
});

describe('a body-less DELETE with a JSON content type', () => {
  it('is accepted; a malformed or missing body where one is needed is still a 400', async () => {
    const created = await t.as('demo', 'POST', '/api/folders', { title: 'To delete' });
    const id = created.json().id as number;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/folders/${id}`,
      headers: { authorization: bearer, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/folders',
      headers: { authorization: bearer, 'content-type': 'application/json' },
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error.code).toBe('invalid_body');
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/folders',
      headers: { authorization: bearer, 'content-type': 'application/json' },
      payload: '{"title":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('costly phrases and expressions validated before they queue', () => {
  const phrase = (words: number) =>
    `"${Array.from({ length: words }, (_, i) => String.fromCharCode(97 + (i % 26))).join(' ')}"`;

  it('refuses a 1,990-word phrase with a 400 naming the limit, on reads and on workspace queries', async () => {
    const q = encodeURIComponent(phrase(1990));
    const read = await get(
      `/api/workspaces/1/analytics/distribution?${WINDOW}&group_by=domains&filter_expression=${q}`,
    );
    expect(read.statusCode).toBe(400);
    expect(read.json().error).toMatchObject({
      code: 'invalid_parameter',
      param: 'filter_expression',
      message: expect.stringMatching(/more than 100 words \(each word of a quoted phrase counts\)/),
    });
    const created = await t.as('demo', 'POST', '/api/workspaces', {
      title: 'Long phrase',
      query: phrase(1990),
      channels: ['news'],
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.message).toMatch(/more than 100 words/);
  });

  it('answers an invalid expression 400 even when every read would be refused (never 503)', async () => {
    // A zero budget: any read that queues is answered 503, so a 400 proves validation came first.
    const busy = await makeTestApp({ mentions: 200, reads: { budgetMs: 0 } });
    try {
      const url = (expr: string) =>
        `/api/workspaces/1/analytics/distribution?${WINDOW}&group_by=domains&filter_expression=${encodeURIComponent(expr)}`;
      const bad = await busy.as('demo', 'GET', url('(solar AND'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.param).toBe('filter_expression');
      expect((await busy.as('demo', 'GET', url(phrase(1990)))).statusCode).toBe(400);
      expect(
        (await busy.as('demo', 'GET', `/api/workspaces/1/mentions?${WINDOW}&filter_expression=t*`))
          .statusCode,
      ).toBe(400);
      const integer = busy.db
        .prepare(
          "SELECT e.id FROM custom_enrichments e JOIN users u ON u.team_id = e.team_id WHERE u.username = 'demo' AND e.type = 'integer'",
        )
        .pluck()
        .get() as number;
      // The demo team's "Priority score" is an integer enrichment: never a filter.
      const filtered = await busy.as('demo', 'GET', `${url('solar')}&custom_enrichments[]=${integer}:7`);
      expect(filtered.statusCode).toBe(400);
      expect(filtered.json().error.param).toBe('custom_enrichments');
      expect((await busy.as('demo', 'GET', url('solar'))).statusCode).toBe(503);
    } finally {
      await busy.close();
    }
  });
});

describe('GET /health', () => {
  it('answers without a token, with the log counters and the sign-ins waiting', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      log: null,
      sign_ins_pending: 0,
      columns_warming: false,
    });
  });
});
