import type { FastifyInstance } from 'fastify';
import { TokenRequestSchema, TokenResponseSchema } from '../../src/api/schemas';
import { hashPassword, issueToken, signingSecret, verifyPassword, type Kdf } from '../auth';
import { findLoginUser } from '../db/repositories/users';
import { ApiHttpError, retryLater } from '../http/errors';
import { parseWith } from '../http/validate';
import { PasswordLaneFullError } from '../password-lane';

export default async function routes(app: FastifyInstance): Promise<void> {
  const secret = signingSecret(app.db);
  const kdf: Kdf = (...args) => app.passwords.scrypt(...args);
  /** Compared against when the username is unknown, so both failures take the same time. */
  let decoyHash: Promise<string> | undefined;

  app.post('/access/token', { config: { public: true } }, async (req) => {
    const body = parseWith(TokenRequestSchema, req.body, 'body');
    const user = findLoginUser(app.db, body.username);
    // Counted before any hashing: a throttled guesser costs nothing and learns nothing.
    const attempt = app.signInThrottle.begin(body.username, req.ip, user !== undefined, app.now());
    let passwordOk: boolean;
    try {
      decoyHash ??= hashPassword('decoy', kdf).catch((err: unknown) => {
        decoyHash = undefined;
        throw err;
      });
      passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash), kdf);
    } catch (err) {
      attempt.cancel();
      if (err instanceof PasswordLaneFullError)
        throw retryLater(503, 'unavailable', err.message, err.retryAfterS * 1000);
      throw err;
    }
    if (!user || !passwordOk || !user.clientIds.includes(body.client_id)) {
      attempt.failed();
      throw new ApiHttpError(401, 'unauthorized', 'unknown username, password or client_id', undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    attempt.succeeded();
    const token = await issueToken(
      secret,
      { userId: user.id, username: user.username, teamId: user.teamId },
      app.now(),
    );
    return TokenResponseSchema.parse(token);
  });
}
