/**
 * The claims of a JWT, unverified (the server verifies; the dashboard only reads expiry and name).
 * Written here rather than jose's decodeJwt: this runs on every first load, and base64url plus
 * JSON.parse is all it takes (jose costs 0.8 kB gzipped on the sign-in and workspaces pages).
 */
function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload || token.split('.').length !== 3) throw new Error('not a JWT');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
    c.charCodeAt(0),
  );
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
    throw new Error('JWT claims are not an object');
  return claims as Record<string, unknown>;
}

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
