import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const post = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/access/token', payload: body as object });

describe('POST /api/access/token', () => {
  it('issues a token that opens the API', async () => {
    const res = await post({ username: 'demo', password: 'demo', client_id: 'dashboard' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ExpiresIn).toBe(3600);
    const claims = JSON.parse(Buffer.from(body.Token.split('.')[1], 'base64url').toString());
    expect(claims.sub).toBeTruthy();
    expect(claims.preferred_username).toBe('demo');
    expect(claims.exp - claims.iat).toBe(3600);
    const list = await t.app.inject({
      url: '/api/workspaces',
      headers: { authorization: `Bearer ${body.Token}` },
    });
    expect(list.statusCode).toBe(200);
  });

  it.each([
    ['wrong password', { username: 'demo', password: 'nope', client_id: 'dashboard' }],
    ['unknown user', { username: 'ghost', password: 'demo', client_id: 'dashboard' }],
    ['unknown client_id', { username: 'demo', password: 'demo', client_id: 'other' }],
    ['another user’s password', { username: 'demo', password: 'rival', client_id: 'dashboard' }],
  ])('401 for %s', async (_name, body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it.each([
    ['missing password', { username: 'demo', client_id: 'dashboard' }, 'password'],
    ['number username', { username: 5, password: 'demo', client_id: 'dashboard' }, 'username'],
    ['empty client_id', { username: 'demo', password: 'demo', client_id: '' }, 'client_id'],
  ])('400 for %s', async (_name, body, param) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_body', param });
  });

  it('400 for a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/access/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"user',
    });
    expect(res.statusCode).toBe(400);
  });

  it('401 on the API without, with a forged or with an expired token', async () => {
    expect((await t.app.inject({ url: '/api/folders' })).statusCode).toBe(401);
    const good = (await post({ username: 'demo', password: 'demo', client_id: 'dashboard' })).json()
      .Token as string;
    const [h, p] = good.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect(
      (await t.app.inject({ url: '/api/folders', headers: { authorization: `Bearer ${forged}` } }))
        .statusCode,
    ).toBe(401);
    // Tokens live an hour: move the app's clock past it.
    let clock = Date.parse('2026-11-20T12:00:00Z');
    const timed = await makeTestApp({ now: () => clock });
    try {
      const bearer = await timed.tokenFor('demo');
      expect(
        (await timed.app.inject({ url: '/api/folders', headers: { authorization: bearer } })).statusCode,
      ).toBe(200);
      clock += 3_600_000 + 1000;
      expect(
        (await timed.app.inject({ url: '/api/folders', headers: { authorization: bearer } })).statusCode,
      ).toBe(401);
    } finally {
      await timed.close();
    }
  });
});
