import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { isExpired, tokenExpiry, tokenSubject } from './jwt';

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
    expect(tokenSubject(token)).toBe('demo');
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
    expect(tokenSubject('a.b.c')).toBeNull();
  });
});
