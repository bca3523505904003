import { decodeJwt } from 'jose';

/**
 * Reads the expiry (epoch ms) of a JWT without verifying it: the server verifies; the
 * dashboard only needs to know when to warn. Null when the token is not a JWT or has no `exp`.
 */
export function tokenExpiry(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Whether the token is known to be expired at `nowMs` (unknown expiry counts as valid). */
export function isExpired(token: string, nowMs: number): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry <= nowMs;
}

/** Subject (user name) claim, for display; null when absent. */
export function tokenSubject(token: string): string | null {
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
