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

/** Name claims, best first: OIDC's login name and full name, then common variants. */
const NAME_CLAIMS = ['preferred_username', 'name', 'username', 'nickname', 'email', 'upn'] as const;

/**
 * Who the token belongs to, for display: the best name claim it carries, else its subject
 * ("user 1" when the subject is a bare number, as on services whose tokens carry ids only).
 * Null when the token cannot be read.
 */
export function tokenDisplayName(token: string): string | null {
  try {
    const claims = decodeJwt(token);
    for (const claim of NAME_CLAIMS) {
      const value = claims[claim];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
    const { sub } = claims;
    if (typeof sub !== 'string' || !sub) return null;
    return /^\d+$/.test(sub) ? `user ${sub}` : sub;
  } catch {
    return null;
  }
}
