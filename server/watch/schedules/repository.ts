import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Schedule, ScheduleInput, ScheduleRun } from '../../../src/api/schemas/alerts';
import type { DeskUser } from '../../../src/api/schemas/desk';
import type { DeskKysely } from '../../desk/db/open';
import type { ReportScheduleTable, ScheduleRunTable } from '../../desk/db/schema';
import type { StoredSchedule } from '../context';

/** Report schedules, their runs and their files (SQL for server/watch/schedules lives here). */

export type ScheduleRow = Selectable<ReportScheduleTable>;
export type RunRow = Selectable<ScheduleRunTable>;
export type RunFormat = 'pdf' | 'pptx';

export const stored = (row: ScheduleRow): StoredSchedule => ({
  ...row,
  version: Number(row.version),
  input: JSON.parse(row.body) as ScheduleInput,
});

export function toSchedule(row: ScheduleRow): Schedule {
  const s = stored(row);
  return {
    ...s.input,
    id: row.id,
    owner: { id: row.owner_id, name: row.owner_name },
    version: s.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    nextRunAt: row.next_run_at,
    lastRunAt: row.last_run_at,
  };
}

export const getSchedule = (db: DeskKysely, id: string) =>
  db.selectFrom('report_schedules').selectAll().where('id', '=', id).executeTakeFirst();

export const listForReport = (db: DeskKysely, reportId: string) =>
  db
    .selectFrom('report_schedules')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** Creates a schedule unless the report already has `max`; the count and the row in one transaction. */
export async function createSchedule(
  db: DeskKysely,
  owner: DeskUser,
  input: ScheduleInput,
  nextRunAt: string | null,
  nowIso: string,
  max: number,
): Promise<{ row: ScheduleRow } | { count: number }> {
  return db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('report_schedules')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('report_id', '=', input.reportId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= max) return { count: Number(n) };
    const row: ScheduleRow = {
      id: randomUUID(),
      report_id: input.reportId,
      owner_id: owner.id,
      owner_name: owner.name,
      body: JSON.stringify(input),
      version: 1,
      created_at: nowIso,
      updated_at: nowIso,
      next_run_at: nextRunAt,
      lease_owner: null,
      lease_until: null,
      last_run_at: null,
    };
    await trx.insertInto('report_schedules').values(row).execute();
    return { row };
  });
}

export type ScheduleWrite =
  { kind: 'done'; row?: ScheduleRow } | { kind: 'conflict'; current: ScheduleRow } | { kind: 'missing' };

const whyNot = async (db: DeskKysely, id: string): Promise<ScheduleWrite> => {
  const current = await getSchedule(db, id);
  return current ? { kind: 'conflict', current } : { kind: 'missing' };
};

/** Replaces a schedule still at `expected` (version + 1), with its recomputed next run. */
export async function updateSchedule(
  db: DeskKysely,
  id: string,
  expected: number,
  input: ScheduleInput,
  nextRunAt: string | null,
  nowIso: string,
): Promise<ScheduleWrite> {
  const res = await db
    .updateTable('report_schedules')
    .set((eb) => ({
      body: JSON.stringify(input),
      version: eb('version', '+', 1),
      updated_at: nowIso,
      next_run_at: nextRunAt,
    }))
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return whyNot(db, id);
  return { kind: 'done', row: await getSchedule(db, id) };
}

/** Deletes a schedule still at `expected`; its runs, files and deliveries cascade. */
export async function deleteSchedule(db: DeskKysely, id: string, expected: number): Promise<ScheduleWrite> {
  const res = await db
    .deleteFrom('report_schedules')
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) return whyNot(db, id);
  return { kind: 'done' };
}

/** Ids of schedules with work at `nowIso` (a slot due, or a run waiting to render) and no live lease. */
export async function dueScheduleIds(db: DeskKysely, nowIso: string, limit: number): Promise<string[]> {
  const waiting = db.selectFrom('schedule_runs').select('schedule_id').where('status', '=', 'rendering');
  const rows = await db
    .selectFrom('report_schedules')
    .select('id')
    .where((eb) =>
      eb.and([
        eb.or([eb('next_run_at', '<=', nowIso), eb('id', 'in', waiting)]),
        eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]),
      ]),
    )
    .orderBy('next_run_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims a schedule for this instance until `untilIso`: a conditional UPDATE that changes one row
 * only if no live lease holds it (the same statement on SQLite and PostgreSQL), so of two
 * instances at most one wins.
 */
export async function claimSchedule(
  db: DeskKysely,
  id: string,
  owner: string,
  nowIso: string,
  untilIso: string,
): Promise<boolean> {
  const res = await db
    .updateTable('report_schedules')
    .set({ lease_owner: owner, lease_until: untilIso })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Moves a claimed schedule to its next slot (and records the slot run), keeping the lease. */
export async function advanceSchedule(
  db: DeskKysely,
  id: string,
  owner: string,
  nextRunAt: string | null,
  lastRunAt: string,
): Promise<void> {
  await db
    .updateTable('report_schedules')
    .set({ next_run_at: nextRunAt, last_run_at: lastRunAt })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function releaseSchedule(db: DeskKysely, id: string, owner: string): Promise<void> {
  await db
    .updateTable('report_schedules')
    .set({ lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

/** Inserts a run for (schedule, slot) unless one exists: answers it only when this call made it. */
export async function insertRun(
  db: DeskKysely,
  run: Omit<RunRow, 'id' | 'status' | 'error'>,
): Promise<RunRow | undefined> {
  const row: RunRow = { ...run, id: randomUUID(), status: 'rendering', error: null };
  const res = await db
    .insertInto('schedule_runs')
    .values(row)
    .onConflict((oc) => oc.columns(['schedule_id', 'slot']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1 ? row : undefined;
}

export const waitingRuns = (db: DeskKysely, scheduleId: string) =>
  db
    .selectFrom('schedule_runs')
    .selectAll()
    .where('schedule_id', '=', scheduleId)
    .where('status', '=', 'rendering')
    .orderBy('slot')
    .execute();

export async function storeRunFile(
  db: DeskKysely,
  runId: string,
  format: RunFormat,
  file: Buffer,
): Promise<void> {
  await db
    .insertInto('run_files')
    .values({ run_id: runId, format, bytes: file.length, content: file.toString('base64') })
    .onConflict((oc) => oc.columns(['run_id', 'format']).doNothing())
    .execute();
}

export async function finishRun(
  db: DeskKysely,
  runId: string,
  status: 'sent' | 'failed',
  error: string | null,
) {
  await db.updateTable('schedule_runs').set({ status, error }).where('id', '=', runId).execute();
}

export const getRun = (db: DeskKysely, runId: string) =>
  db.selectFrom('schedule_runs').selectAll().where('id', '=', runId).executeTakeFirst();

export const getRunFile = (db: DeskKysely, runId: string, format: RunFormat) =>
  db
    .selectFrom('run_files')
    .selectAll()
    .where('run_id', '=', runId)
    .where('format', '=', format)
    .executeTakeFirst();

/** A schedule's runs, newest slot first, with their files' sizes (never their content). */
export async function listRuns(db: DeskKysely, scheduleId: string, limit = 100): Promise<ScheduleRun[]> {
  const runs = await db
    .selectFrom('schedule_runs')
    .selectAll()
    .where('schedule_id', '=', scheduleId)
    .orderBy('created_at', 'desc')
    .orderBy('slot', 'desc')
    .limit(limit)
    .execute();
  if (runs.length === 0) return [];
  const files = await db
    .selectFrom('run_files')
    .select(['run_id', 'format', 'bytes'])
    .where(
      'run_id',
      'in',
      runs.map((r) => r.id),
    )
    .orderBy('format')
    .execute();
  return runs.map((r) =>
    toRun(
      r,
      files.filter((f) => f.run_id === r.id),
    ),
  );
}

/** The wire run of a stored row and its files' sizes. */
export function toRun(r: RunRow, files: { format: string; bytes: number }[]): ScheduleRun {
  return {
    id: r.id,
    scheduleId: r.schedule_id,
    slot: r.slot,
    from: r.from_at,
    to: r.to_at,
    zone: r.zone,
    status: r.status as ScheduleRun['status'],
    error: r.error,
    files: files.map((f) => ({ format: f.format as RunFormat, bytes: Number(f.bytes) })),
    createdAt: r.created_at,
  };
}
