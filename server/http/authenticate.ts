import type { FastifyRequest } from 'fastify';
import { signingSecret, verifyToken } from '../auth';
import type { Db } from '../db/open';
import { findCaller } from '../db/repositories/users';
import { ApiHttpError } from './errors';

/**
 * The API's onRequest hook: every route but the public ones needs a bearer token that verifies
 * (signature, `exp`) and names a user who still exists, in that team, and is not disabled.
 */
export function authenticate(db: Db, now: () => number) {
  const secret = signingSecret(db);
  return async (req: FastifyRequest): Promise<void> => {
    if (req.routeOptions.config.public) return;
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const verified = match?.[1] ? await verifyToken(secret, match[1], now()) : undefined;
    const user = verified ? findCaller(db, verified.userId, verified.teamId) : undefined;
    if (!user) {
      throw new ApiHttpError(401, 'unauthorized', 'a valid bearer token is required', undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    req.caller = { userId: user.id, username: user.username, teamId: user.teamId };
  };
}
