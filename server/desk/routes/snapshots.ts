import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DESK_LIMITS, SnapshotCreateSchema } from '../../../src/api/schemas/desk';
import { hashPassword, verifyPassword, type Kdf } from '../../auth';
import { retryLater } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { PasswordLaneFullError } from '../../password-lane';
import { assertVisible } from '../access';
import { deskError, overLimit } from '../errors';
import { bodyLimitHook, IdParamSchema, noStore, SNAPSHOT_REQUEST_BYTES } from '../http';
import { getArtefact } from '../repositories/artefacts';
import { parseWorkspaceIds } from '../repositories/rows';
import {
  createSnapshot,
  findSnapshotByTokenHash,
  getSnapshot,
  listSnapshots,
  revokeSnapshot,
  toSnapshotInfo,
} from '../repositories/snapshots';

/** A link's token: 32 random bytes, base64url (43 characters); only its sha256 is stored. */
const newToken = () => randomBytes(32).toString('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const snapshotNotFound = () => deskError(404, 'not_found', 'snapshot not found');
const TokenParamSchema = z.object({ token: z.string() });

export default async function snapshotRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app.desk;
  const kdf: Kdf = (...args) => app.passwords.scrypt(...args);
  const nowIso = () => new Date(app.now()).toISOString();
  const hashing = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof PasswordLaneFullError)
        throw retryLater(503, 'unavailable', err.message, err.retryAfterS * 1000);
      throw err;
    }
  };

  const visibleArtefact = async (id: string, caller: Parameters<typeof assertVisible>[0]) => {
    const row = await getArtefact(store.db, id);
    if (!row) throw deskError(404, 'not_found', 'artefact not found');
    assertVisible(caller, {
      ownerId: row.owner_id,
      visibility: row.visibility,
      workspaceIds: parseWorkspaceIds(row.workspace_ids),
    });
    return row;
  };

  app.post(
    '/artefacts/:id/snapshots',
    { bodyLimit: SNAPSHOT_REQUEST_BYTES, onRequest: bodyLimitHook(SNAPSHOT_REQUEST_BYTES, 'snapshotBytes') },
    async (req, reply) => {
      const { id } = parseWith(IdParamSchema, req.params, 'params');
      const artefact = await visibleArtefact(id, req.desk);
      if (artefact.kind !== 'report')
        throw deskError(
          400,
          'invalid_parameter',
          `snapshots freeze reports; this artefact is a ${artefact.kind}`,
          'id',
        );
      const input = parseWith(SnapshotCreateSchema, req.body, 'body');
      const content = JSON.stringify(input.content);
      const bytes = Buffer.byteLength(content);
      if (bytes > DESK_LIMITS.snapshotBytes)
        throw overLimit('snapshotBytes', 'the snapshot size in bytes', bytes);
      let expiresAt: string | null = null;
      if (input.expiresAt !== undefined) {
        const at = Date.parse(input.expiresAt);
        if (at <= app.now())
          throw deskError(400, 'invalid_body', 'expiresAt must be in the future', 'expiresAt');
        expiresAt = new Date(at).toISOString();
      }
      const password = input.password;
      const passwordHash = password === undefined ? null : await hashing(() => hashPassword(password, kdf));
      const token = newToken();
      const row = await createSnapshot(store.db, {
        artefactId: id,
        tokenHash: tokenHash(token),
        title: artefact.title,
        content,
        passwordHash,
        expiresAt,
        by: req.desk.user,
        nowIso: nowIso(),
      });
      return reply.code(201).send({ ...toSnapshotInfo(row), url: `/s/${token}` });
    },
  );

  app.get('/artefacts/:id/snapshots', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    await visibleArtefact(id, req.desk);
    noStore(reply);
    return { items: (await listSnapshots(store.db, id)).map(toSnapshotInfo) };
  });

  app.delete('/snapshots/:id', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    const snapshot = await getSnapshot(store.db, id);
    if (!snapshot) throw snapshotNotFound();
    await visibleArtefact(snapshot.artefact_id, req.desk);
    await revokeSnapshot(store.db, id, nowIso());
    return reply.code(204).send();
  });

  /** The read-only page's one call: no account; the password, when it has one, in a header. */
  app.get('/public/snapshots/:token', { config: { public: true } }, async (req, reply) => {
    const { token } = parseWith(TokenParamSchema, req.params, 'params');
    noStore(reply).header('Referrer-Policy', 'no-referrer');
    const row = TOKEN.test(token) ? await findSnapshotByTokenHash(store.db, tokenHash(token)) : undefined;
    if (!row) throw snapshotNotFound();
    if (row.revoked_at !== null)
      throw deskError(410, 'revoked', `this snapshot was revoked at ${row.revoked_at}`);
    if (row.expires_at !== null && Date.parse(row.expires_at) <= app.now())
      throw deskError(410, 'expired', `this snapshot expired at ${row.expires_at}`);
    if (row.password_hash !== null) {
      const given = req.headers['x-snapshot-password'];
      const password = Array.isArray(given) ? given[0] : given;
      if (!password)
        throw deskError(401, 'password_required', 'this snapshot needs its password', 'X-Snapshot-Password');
      const hash = row.password_hash;
      if (!(await hashing(() => verifyPassword(password, hash, kdf))))
        throw deskError(401, 'wrong_password', 'the password is not right', 'X-Snapshot-Password');
    }
    return {
      title: row.title,
      createdAt: row.created_at,
      createdBy: row.created_by_name,
      content: JSON.parse(row.content) as Record<string, unknown>,
    };
  });
}
