import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { isExpired, tokenDisplayName, tokenExpiry } from './jwt';

const secret = new TextEncoder().encode('test-secret-test-secret-test-secret');

async function sign(claims: Record<string, unknown>, exp?: number) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' });
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.sign(secret);
}

describe('jwt helpers', () => {
  it('reads exp as epoch milliseconds', async () => {
    const token = await sign({ sub: 'demo' }, 1_800_000_000);
    expect(tokenExpiry(token)).toBe(1_800_000_000_000);
    expect(tokenDisplayName(token)).toBe('demo');
  });
  it('names the user by the best claim the token carries', async () => {
    expect(tokenDisplayName(await sign({ sub: '1', name: 'Dana Analyst', preferred_username: 'dana' }))).toBe(
      'dana',
    );
    expect(tokenDisplayName(await sign({ sub: '1', name: 'Dana Analyst' }))).toBe('Dana Analyst');
    expect(tokenDisplayName(await sign({ sub: '1', email: 'dana@example.org' }))).toBe('dana@example.org');
    expect(tokenDisplayName(await sign({ sub: '7', name: '  ' }))).toBe('user 7');
    expect(tokenDisplayName(await sign({}))).toBeNull();
  });
  it('reads non-ASCII claims and base64url payloads as jose signs them', async () => {
    // "Zoë Ångström ✓" needs multi-byte UTF-8; "??>" encodes to base64url's '-' and '_'.
    const token = await sign({ sub: '7', name: 'Zoë Ångström ✓', note: '??>' });
    expect(tokenDisplayName(token)).toBe('Zoë Ångström ✓');
  });
  it('tells expired from valid tokens', async () => {
    const token = await sign({}, 1_800_000_000);
    expect(isExpired(token, 1_800_000_000_000)).toBe(true);
    expect(isExpired(token, 1_799_999_999_000)).toBe(false);
  });
  it('returns null for a token without exp and treats it as not expired', async () => {
    const token = await sign({ sub: 'demo' });
    expect(tokenExpiry(token)).toBeNull();
    expect(isExpired(token, Date.now())).toBe(false);
  });
  it('returns null for something that is not a JWT', () => {
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenDisplayName('a.b.c')).toBeNull();
  });
});
