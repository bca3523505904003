import type { FastifyRequest } from 'fastify';
import { signingSecret, verifyToken } from '../auth';
import type { Db } from '../db/open';
import { findCaller } from '../db/repositories/users';
import { ApiHttpError } from './errors';

type Verified = NonNullable<Awaited<ReturnType<typeof verifyToken>>>;

/** Tokens verified already, kept until they expire (the most recently used VERIFIED_KEPT). */
const VERIFIED_KEPT = 5000;

/**
 * The API's onRequest hook: every route but the public ones needs a bearer token that verifies
 * (signature, `exp`) and names a user who still exists, in that team, and is not disabled.
 *
 * A token's signature is checked once (HMAC through WebCrypto, with its key import, cost ≈ 1 ms
 * of main-thread CPU per request); a token seen before is trusted until its `exp` as long as the
 * clock has not gone back past the time it was verified. The user is looked up on every request
 * all the same, so a disabled or deleted account is refused at once.
 */
export function authenticate(db: Db, now: () => number) {
  const secret = signingSecret(db);
  const verified = new Map<string, Verified & { verifiedAtMs: number }>();
  const check = async (token: string, at: number): Promise<Verified | undefined> => {
    const seen = verified.get(token);
    if (seen) {
      verified.delete(token);
      if (at >= seen.verifiedAtMs && at < seen.expiresAtMs) {
        verified.set(token, seen);
        return seen;
      }
    }
    const fresh = await verifyToken(secret, token, at);
    if (fresh) {
      verified.set(token, { ...fresh, verifiedAtMs: at });
      if (verified.size > VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
    }
    return fresh;
  };
  return async (req: FastifyRequest): Promise<void> => {
    if (req.routeOptions.config.public) return;
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const token = match?.[1] ? await check(match[1], now()) : undefined;
    const user = token ? findCaller(db, token.userId, token.teamId) : undefined;
    if (!user) {
      throw new ApiHttpError(401, 'unauthorized', 'a valid bearer token is required', undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    req.caller = { userId: user.id, username: user.username, teamId: user.teamId };
  };
}
