import type { FastifyInstance } from 'fastify';
import { TokenRequestSchema, TokenResponseSchema } from '../../src/api/schemas';
import { hashPassword, issueToken, signingSecret, verifyPassword } from '../auth';
import { findLoginUser } from '../db/repositories/users';
import { ApiHttpError } from '../http/errors';
import { parseWith } from '../http/validate';

/** Compared against when the username is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

export default async function routes(app: FastifyInstance): Promise<void> {
  const secret = signingSecret(app.db);

  app.post('/access/token', { config: { public: true } }, async (req) => {
    const body = parseWith(TokenRequestSchema, req.body, 'body');
    // Refused before any hashing: a throttled guesser costs nothing and learns nothing.
    app.signInThrottle.check(body.username, req.ip, app.now());
    const user = findLoginUser(app.db, body.username);
    decoyHash ??= hashPassword('decoy');
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash));
    if (!user || !passwordOk || !user.clientIds.includes(body.client_id)) {
      app.signInThrottle.failed(body.username, req.ip, app.now());
      throw new ApiHttpError(401, 'unauthorized', 'unknown username, password or client_id', undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    app.signInThrottle.succeeded(body.username);
    const token = await issueToken(
      secret,
      { userId: user.id, username: user.username, teamId: user.teamId },
      app.now(),
    );
    return TokenResponseSchema.parse(token);
  });
}
