import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/open';
import { prepared } from '../../db/open';
import { authenticate } from '../../http/authenticate';
import type { DeskCaller } from '../access';

export type DeskIdentify = (req: FastifyRequest) => Promise<DeskCaller>;

/**
 * Reference mode: the server's own tokens (server/http/authenticate.ts: signature, expiry, a user
 * who still exists and is enabled). The desk user is the token's subject with its username; the
 * workspaces are the caller team's.
 */
export function referenceIdentity(db: Db, now: () => number): DeskIdentify {
  const check = authenticate(db, now);
  return async (req) => {
    await check(req);
    const { userId, username, teamId } = req.caller;
    const workspaceIds = prepared(db, 'SELECT id FROM workspaces WHERE team_id = ? ORDER BY id', 'pluck').all(
      teamId,
    ) as number[];
    return { user: { id: String(userId), name: username }, workspaceIds };
  };
}
