import { randomUUID } from 'node:crypto';
import type { ArtefactCreate, ArtefactKind, ArtefactUpdate, DeskUser } from '../../../src/api/schemas/desk';
import { DESK_LIMITS } from '../../../src/api/schemas/desk';
import type { DeskCaller } from '../access';
import type { DeskKysely } from '../db/open';
import { overLimit } from '../errors';
import { normaliseWorkspaceIds, type ArtefactRow } from './rows';

export interface ListFilter {
  kind?: ArtefactKind;
  workspaceId?: number;
}

/**
 * Every artefact the caller may see, newest change first: their own, and the team artefacts all
 * of whose workspaces they hold (found through the workspace index, counted against the
 * artefact's workspace_count, so no artefact outside the caller's workspaces is ever read).
 */
export async function listVisible(db: DeskKysely, caller: DeskCaller, f: ListFilter): Promise<ArtefactRow[]> {
  const ws = [...caller.workspaceIds];
  let q = db
    .selectFrom('artefacts')
    .selectAll()
    .where((eb) => {
      const own = eb('owner_id', '=', caller.user.id);
      if (ws.length === 0) return own;
      const teamVisible = eb
        .selectFrom('artefact_workspaces as aw')
        .innerJoin('artefacts as t', 't.id', 'aw.artefact_id')
        .select('aw.artefact_id')
        .where('aw.workspace_id', 'in', ws)
        .where('t.visibility', '=', 'team')
        .groupBy(['aw.artefact_id', 't.workspace_count'])
        .having((h) => h(h.fn.countAll(), '=', h.ref('t.workspace_count')));
      return eb.or([own, eb('id', 'in', teamVisible)]);
    });
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.workspaceId !== undefined) {
    const bound = db
      .selectFrom('artefact_workspaces')
      .select('artefact_id')
      .where('workspace_id', '=', f.workspaceId);
    q = q.where('id', 'in', bound);
  }
  return q.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
}

export const getArtefact = (db: DeskKysely, id: string): Promise<ArtefactRow | undefined> =>
  db.selectFrom('artefacts').selectAll().where('id', '=', id).executeTakeFirst();

async function replaceWorkspaces(trx: DeskKysely, id: string, ids: number[]): Promise<void> {
  await trx.deleteFrom('artefact_workspaces').where('artefact_id', '=', id).execute();
  await trx
    .insertInto('artefact_workspaces')
    .values(ids.map((workspace_id) => ({ artefact_id: id, workspace_id })))
    .execute();
}

/**
 * Creates an artefact, or answers the one this owner already moved under the same clientKey
 * (`created: false`). The count limit, the row and its workspace rows in one transaction.
 */
export async function createArtefact(
  db: DeskKysely,
  caller: DeskCaller,
  input: ArtefactCreate,
  body: string,
  nowIso: string,
): Promise<{ row: ArtefactRow; created: boolean }> {
  const owner: DeskUser = caller.user;
  const ids = normaliseWorkspaceIds(input.workspaceIds);
  const moved = (trx: DeskKysely, key: string) =>
    trx
      .selectFrom('artefacts')
      .selectAll()
      .where('owner_id', '=', owner.id)
      .where('client_key', '=', key)
      .executeTakeFirst();
  const attempt = db.transaction().execute(async (trx) => {
    if (input.clientKey !== undefined) {
      const existing = await moved(trx, input.clientKey);
      if (existing) return { row: existing, created: false };
    }
    const { n } = await trx
      .selectFrom('artefacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('owner_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= DESK_LIMITS.artefactsPerUser)
      throw overLimit('artefactsPerUser', `you own ${Number(n).toLocaleString('en-US')} artefacts, which`);
    const row: ArtefactRow = {
      id: randomUUID(),
      kind: input.kind,
      title: input.title,
      owner_id: owner.id,
      owner_name: owner.name,
      visibility: input.visibility,
      workspace_ids: JSON.stringify(ids),
      workspace_count: ids.length,
      body,
      version: 1,
      created_at: nowIso,
      created_by_id: owner.id,
      created_by_name: owner.name,
      updated_at: nowIso,
      updated_by_id: owner.id,
      updated_by_name: owner.name,
      client_key: input.clientKey ?? null,
    };
    await trx.insertInto('artefacts').values(row).execute();
    await replaceWorkspaces(trx, row.id, ids);
    return { row, created: true };
  });
  try {
    return await attempt;
  } catch (err) {
    // The same item moved by two requests at once: the other's insert won the unique index.
    const existing =
      input.clientKey !== undefined && isUniqueViolation(err) ? await moved(db, input.clientKey) : undefined;
    if (existing) return { row: existing, created: false };
    throw err;
  }
}

/** A unique index refused the row (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
const isUniqueViolation = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

export type WriteOutcome =
  { kind: 'done'; row?: ArtefactRow } | { kind: 'conflict'; current: ArtefactRow } | { kind: 'missing' };

/** Why a conditional write matched no row: someone else's newer version, or no artefact at all. */
async function whyNot(trx: DeskKysely, id: string): Promise<WriteOutcome> {
  const current = await getArtefact(trx, id);
  return current ? { kind: 'conflict', current } : { kind: 'missing' };
}

/** Replaces an artefact if it is still at `expected` (version + 1), its workspace rows with it. */
export async function updateArtefact(
  db: DeskKysely,
  id: string,
  expected: number,
  by: DeskUser,
  input: ArtefactUpdate,
  body: string,
  nowIso: string,
): Promise<WriteOutcome> {
  const ids = normaliseWorkspaceIds(input.workspaceIds);
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('artefacts')
      .set((eb) => ({
        title: input.title,
        visibility: input.visibility,
        workspace_ids: JSON.stringify(ids),
        workspace_count: ids.length,
        body,
        version: eb('version', '+', 1),
        updated_at: nowIso,
        updated_by_id: by.id,
        updated_by_name: by.name,
      }))
      .where('id', '=', id)
      .where('version', '=', expected)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return whyNot(trx, id);
    await replaceWorkspaces(trx, id, ids);
    return { kind: 'done', row: await getArtefact(trx, id) };
  });
}

/** Deletes an artefact if it is still at `expected`; its workspace rows and snapshots cascade. */
export async function deleteArtefact(db: DeskKysely, id: string, expected: number): Promise<WriteOutcome> {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .deleteFrom('artefacts')
      .where('id', '=', id)
      .where('version', '=', expected)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) return whyNot(trx, id);
    return { kind: 'done' };
  });
}
