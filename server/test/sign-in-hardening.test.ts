import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './fixtures';

/**
 * Sign-in under attack: hashing has its own lane (token checks and reads never wait behind it),
 * attempts are reserved before the password is checked, and nobody's failures lock out a real
 * user's correct password. Assertions are about order and counts, never about speed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ mentions: 200, passwordLane: { threads: 1, maxQueued: 64 } });
});
afterAll(() => t.close());

type Inject = TestApp['app']['inject'];
const signIn = (username: string, password: string, remoteAddress: string, app = t.app) =>
  (app.inject as Inject)({
    method: 'POST',
    url: '/api/access/token',
    payload: { username, password, client_id: 'dashboard' },
    remoteAddress,
  });

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 3000 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

describe('the password lane', () => {
  it('answers a signed-in read while 40 sign-ins wait for hashing: reads never queue behind it', async () => {
    const bearer = await t.tokenFor('demo');
    let answered = 0;
    const burst = Array.from({ length: 40 }, (_, i) =>
      signIn('rival', `wrong-${i}`, `192.0.2.${i + 1}`).then((r) => {
        answered++;
        return r.statusCode;
      }),
    );
    await until(() => t.app.passwords.pending >= 30, 'the burst to reach the lane');
    const read = await t.app.inject({ url: '/api/workspaces', headers: { authorization: bearer } });
    const answeredBeforeRead = answered;
    const stillHashing = t.app.passwords.pending;
    expect(read.statusCode).toBe(200);
    // The read (token check included) was answered with most of the burst still waiting to hash.
    expect(stillHashing).toBeGreaterThan(20);
    expect(answeredBeforeRead).toBeLessThan(20);
    expect(await Promise.all(burst)).toEqual(Array(40).fill(401));
  });

  it('30 concurrent guesses for one user check at most 10 passwords', async () => {
    const before = t.app.passwords.derived;
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn('demo', `guess-${i}`, '198.51.100.30').then((r) => r.statusCode),
      ),
    );
    expect(t.app.passwords.derived - before).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('refuses at once with 503 + Retry-After when the lane is full, without counting the attempt', async () => {
    const tight = await makeTestApp({ mentions: 200, passwordLane: { threads: 1, maxQueued: 2 } });
    try {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => signIn('rival', `x-${i}`, `203.0.113.${i + 1}`, tight.app)),
      );
      const busy = results.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.headers['retry-after']).toBe('1');
      expect(busy[0]!.json().error).toMatchObject({ status: 503, code: 'unavailable' });
      // An attempt refused for lack of room was never checked, so it does not count against the pair.
      const refusedFrom = results.indexOf(busy[0]!);
      for (let i = 0; i < 10; i++)
        expect((await signIn('rival', `y-${i}`, `203.0.113.${refusedFrom + 1}`, tight.app)).statusCode).toBe(
          401,
        );
      expect((await signIn('rival', 'z', `203.0.113.${refusedFrom + 1}`, tight.app)).statusCode).toBe(429);
    } finally {
      await tight.close();
    }
  });
});

describe('lockouts reach no one else', () => {
  it('a real user signs in with the right password after 100 failures of made-up names from the same address', async () => {
    const office = '198.51.100.77';
    for (let round = 0; round < 25; round++) {
      const statuses = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          signIn(`made-up-${round}-${i}`, 'x', office).then((r) => r.statusCode),
        ),
      );
      expect(statuses).toEqual([401, 401, 401, 401]);
    }
    // The address is past its cap: made-up names are refused unchecked…
    expect((await signIn('made-up-extra', 'x', office)).statusCode).toBe(429);
    // …but a real user's correct password from the same address is not.
    expect((await signIn('rival', 'rival', office)).statusCode).toBe(200);
    expect((await signIn('demo', 'demo', office)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const guessTen = async (app: TestApp['app'], forwardedFor: (i: number) => string) => {
    for (let i = 0; i < 10; i++) {
      const res = await (app.inject as Inject)({
        method: 'POST',
        url: '/api/access/token',
        payload: { username: 'rival', password: `p-${i}`, client_id: 'dashboard' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      expect(res.statusCode).toBe(401);
    }
  };
  const from = (app: TestApp['app'], remoteAddress: string, forwardedFor?: string) =>
    (app.inject as Inject)({
      method: 'POST',
      url: '/api/access/token',
      payload: { username: 'rival', password: 'rival', client_id: 'dashboard' },
      remoteAddress,
      ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    });

  it('off (default): X-Forwarded-For is ignored, so a forged header cannot dodge the limit', async () => {
    const plain = await makeTestApp({ mentions: 200 });
    try {
      await guessTen(plain.app, (i) => `192.0.2.${i + 1}`);
      expect((await from(plain.app, '127.0.0.1', '192.0.2.200')).statusCode).toBe(429);
    } finally {
      await plain.close();
    }
  });

  it('set: each client behind the proxy is its own address; other peers cannot claim one', async () => {
    const proxied = await makeTestApp({ mentions: 200, trustProxy: ['127.0.0.1'] });
    try {
      await guessTen(proxied.app, () => '192.0.2.1');
      // The guesser is limited…
      expect((await from(proxied.app, '127.0.0.1', '192.0.2.1')).statusCode).toBe(429);
      // …the user, behind the same proxy at another address, is not.
      expect((await from(proxied.app, '127.0.0.1', '192.0.2.2')).statusCode).toBe(200);
      // A peer that is not the proxy is keyed by its own address, whatever header it sends.
      const direct = await proxied.app.inject({ url: '/health', remoteAddress: '203.0.113.8' });
      expect(direct.statusCode).toBe(200);
      expect((await from(proxied.app, '203.0.113.8', '192.0.2.1')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
