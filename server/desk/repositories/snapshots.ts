import type { Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import { DESK_LIMITS, type DeskUser, type SnapshotInfo } from '../../../src/api/schemas/desk';
import type { DeskKysely } from '../db/open';
import type { SnapshotTable } from '../db/schema';
import { overLimit } from '../errors';

export type SnapshotRow = Selectable<SnapshotTable>;

export function toSnapshotInfo(r: SnapshotRow): SnapshotInfo {
  return {
    id: r.id,
    artefactId: r.artefact_id,
    title: r.title,
    hasPassword: r.password_hash !== null,
    expiresAt: r.expires_at,
    revokedAt: r.revoked_at,
    createdAt: r.created_at,
    createdBy: { id: r.created_by_id, name: r.created_by_name },
  };
}

export interface NewSnapshot {
  artefactId: string;
  tokenHash: string;
  title: string;
  content: string;
  passwordHash: string | null;
  expiresAt: string | null;
  by: DeskUser;
  nowIso: string;
}

/** Stores a snapshot, within the per-artefact count (checked and inserted in one transaction). */
export async function createSnapshot(db: DeskKysely, s: NewSnapshot): Promise<SnapshotRow> {
  return db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('snapshots')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('artefact_id', '=', s.artefactId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= DESK_LIMITS.snapshotsPerArtefact)
      throw overLimit('snapshotsPerArtefact', `this report has ${Number(n)} snapshots, which`);
    const row: SnapshotRow = {
      id: randomUUID(),
      artefact_id: s.artefactId,
      token_hash: s.tokenHash,
      title: s.title,
      content: s.content,
      password_hash: s.passwordHash,
      expires_at: s.expiresAt,
      revoked_at: null,
      created_at: s.nowIso,
      created_by_id: s.by.id,
      created_by_name: s.by.name,
    };
    await trx.insertInto('snapshots').values(row).execute();
    return row;
  });
}

/** A report's snapshots, newest first, without their content. */
export async function listSnapshots(db: DeskKysely, artefactId: string): Promise<SnapshotRow[]> {
  const rows = await db
    .selectFrom('snapshots')
    .select([
      'id',
      'artefact_id',
      'token_hash',
      'title',
      'password_hash',
      'expires_at',
      'revoked_at',
      'created_at',
      'created_by_id',
      'created_by_name',
    ])
    .where('artefact_id', '=', artefactId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, content: '' }));
}

export const getSnapshot = (db: DeskKysely, id: string) =>
  db.selectFrom('snapshots').selectAll().where('id', '=', id).executeTakeFirst();

export const findSnapshotByTokenHash = (db: DeskKysely, tokenHash: string) =>
  db.selectFrom('snapshots').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Revokes a snapshot (a second revoke keeps the first time). */
export async function revokeSnapshot(db: DeskKysely, id: string, nowIso: string): Promise<void> {
  await db
    .updateTable('snapshots')
    .set({ revoked_at: nowIso })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}
