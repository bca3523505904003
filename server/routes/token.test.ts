import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingSecret } from '../auth';
import { setUsersDisabled } from '../db/repositories/users';
import { makeTestApp, type TestApp } from '../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const post = (body: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/access/token', payload: body as object, remoteAddress });
const signIn = (username: string, password = username, remoteAddress?: string) =>
  post({ username, password, client_id: 'dashboard' }, remoteAddress);

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
      // A token seen before is not checked again (authenticate.ts), but its expiry still holds...
      clock += 3_600_000 + 1000;
      expect(
        (await timed.app.inject({ url: '/api/folders', headers: { authorization: bearer } })).statusCode,
      ).toBe(401);
      // ...and so does its issue time when the clock goes back before it was verified.
      const early = await timed.tokenFor('demo');
      expect(
        (await timed.app.inject({ url: '/api/folders', headers: { authorization: early } })).statusCode,
      ).toBe(200);
      clock -= 2 * 3_600_000;
      expect(
        (await timed.app.inject({ url: '/api/folders', headers: { authorization: early } })).statusCode,
      ).toBe(401);
    } finally {
      await timed.close();
    }
  });

  it('refuses a correctly signed token that carries no exp', async () => {
    const user = t.db.prepare("SELECT id, team_id AS team FROM users WHERE username = 'demo'").get() as {
      id: number;
      team: number;
    };
    const forever = await new SignJWT({ team: user.team, name: 'demo' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .sign(signingSecret(t.db));
    const res = await t.app.inject({ url: '/api/folders', headers: { authorization: `Bearer ${forever}` } });
    expect(res.statusCode).toBe(401);
  });

  it('reads claims strictly: a 100-year expiry, a future iat, a string team or a padded sub are refused', async () => {
    const user = t.db.prepare("SELECT id, team_id AS team FROM users WHERE username = 'demo'").get() as {
      id: number;
      team: number;
    };
    const iat = Math.floor(Date.parse('2026-11-20T12:00:00Z') / 1000);
    const token = (claims: Record<string, unknown>, sub = String(user.id), life = 3600, issued = iat) =>
      new SignJWT({ team: user.team, ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt(issued)
        .setExpirationTime(issued + life)
        .sign(signingSecret(t.db));
    const status = async (jwt: Promise<string>) =>
      (await t.app.inject({ url: '/api/folders', headers: { authorization: `Bearer ${await jwt}` } }))
        .statusCode;
    expect(await status(token({}))).toBe(200);
    expect(await status(token({}, String(user.id), 100 * 365 * 86_400))).toBe(401);
    expect(await status(token({}, String(user.id), 3600, iat + 3000))).toBe(401);
    expect(await status(token({ team: String(user.team) }))).toBe(401);
    expect(await status(token({ team: user.team + 0.5 }))).toBe(401);
    expect(await status(token({}, `0${user.id}`))).toBe(401);
    expect(await status(token({}, `${user.id}.0`))).toBe(401);
  });
});

describe('sign-in throttling', () => {
  it('30 wrong passwords for one user from one address give 429 + Retry-After; the user signs in elsewhere', async () => {
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await signIn('rival', `guess-${i}`, '192.0.2.44');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited ??= res;
    }
    // Counted per username and address: the first ten are checked, the rest refused unchecked.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json().error).toMatchObject({ status: 429, code: 'rate_limited' });
    // Refused without checking: even the right password does not get through from there meanwhile…
    expect((await signIn('rival', 'rival', '192.0.2.44')).statusCode).toBe(429);
    // …but the guesser's failures do not lock the user out at their own address.
    expect((await signIn('rival', 'rival', '192.0.2.45')).statusCode).toBe(200);
    expect((await signIn('demo', 'demo', '192.0.2.44')).statusCode).toBe(200);
  });

  it('limits one address trying made-up usernames, never a real user from it or elsewhere', async () => {
    // The default per-address limit is 100; five keeps the test short (sign-in-hardening tests 100).
    const small = await makeTestApp({ mentions: 200, signInLimits: { perAddress: 5 } });
    const from = (remoteAddress: string, username: string, password: string) =>
      small.app.inject({
        method: 'POST',
        url: '/api/access/token',
        payload: { username, password, client_id: 'dashboard' },
        remoteAddress,
      });
    try {
      const attacker = '198.51.100.7';
      for (let i = 0; i < 5; i++) expect((await from(attacker, `nobody-${i}`, 'x')).statusCode).toBe(401);
      const res = await from(attacker, 'nobody-else', 'x');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect((await from(attacker, 'demo', 'demo')).statusCode).toBe(200);
      expect((await from('203.0.113.5', 'demo', 'demo')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('disabled accounts', () => {
  it('can neither sign in nor use an earlier token', async () => {
    const bearer = await t.tokenFor('demo');
    // Used once first: a token verified before is still refused once its user is disabled.
    expect((await t.app.inject({ url: '/api/folders', headers: { authorization: bearer } })).statusCode).toBe(
      200,
    );
    setUsersDisabled(t.db, ['demo'], true);
    try {
      expect((await signIn('demo', 'demo', '203.0.113.9')).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: '/api/folders', headers: { authorization: bearer } })).statusCode,
      ).toBe(401);
    } finally {
      setUsersDisabled(t.db, ['demo'], false);
    }
    expect((await t.app.inject({ url: '/api/folders', headers: { authorization: bearer } })).statusCode).toBe(
      200,
    );
  });
});
