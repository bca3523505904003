import type { DeskKysely } from '../../desk/db/open';
import { getArtefact } from '../../desk/repositories/artefacts';
import type { StoredSchedule, WatchContext } from '../context';
import { latestSlotAtOrBefore, nextSlot, runWindow } from './cadence';
import {
  advanceSchedule,
  claimSchedule,
  dueScheduleIds,
  finishRun,
  getSchedule,
  insertRun,
  releaseSchedule,
  stored,
  storeRunFile,
  waitingRuns,
  type RunFormat,
  type RunRow,
} from './repository';

/**
 * Scheduled reports (docs/alerts.md "Scheduled reports"): each engine tick claims the schedules
 * with work, inserts the run of the latest due slot (unique per schedule and slot, so a slot runs
 * once whatever the number of instances, and a schedule missed while the server was down runs
 * once, for its latest slot), renders the report's files, stores them and enqueues the mail.
 */

/** What the renderer is asked for: one report, one window, in one zone, as these formats. */
export interface RenderJob {
  reportId: string;
  reportTitle: string;
  owner: { id: string; name: string };
  from: string;
  to: string;
  zone: string;
  formats: RunFormat[];
}

export type RenderReport = (job: RenderJob) => Promise<Partial<Record<RunFormat, Buffer>>>;

/** Inserts the run's deliveries (B: server/watch/deliver enqueueRunDeliveries). */
export type EnqueueRunDeliveries = (
  db: DeskKysely,
  schedule: StoredSchedule,
  runId: string,
  nowIso: string,
) => Promise<void>;

/** What the engine wires in: the renderer (server/watch/schedules/render.ts) and B's mail queue. */
export interface ScheduleDeps {
  render: RenderReport;
  enqueue: EnqueueRunDeliveries;
}

/** A claim lasts this long: a render takes seconds, a crashed instance's claim expires. */
export const SCHEDULE_LEASE_MS = 10 * 60_000;
/** Schedules taken per tick (the rest wait for the next). */
const PER_TICK = 20;

const isoOf = (ms: number) => new Date(ms).toISOString();

/** The next slot after `nowMs`, or null while paused. */
export const nextRunAfter = (s: StoredSchedule['input'], nowMs: number): string | null =>
  s.paused ? null : isoOf(nextSlot(s.cadence, s.zone, nowMs));

/** The run row for a slot: its window from the zone's midnights. */
export function runFor(scheduleId: string, s: StoredSchedule['input'], slotMs: number, nowMs: number) {
  const w = runWindow(s.window, s.zone, slotMs);
  return {
    schedule_id: scheduleId,
    slot: isoOf(slotMs),
    from_at: isoOf(w.from),
    to_at: isoOf(w.to),
    zone: s.zone,
    created_at: isoOf(nowMs),
  };
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Renders, stores and enqueues one run; its failure is recorded on the run, never thrown. */
async function completeRun(ctx: WatchContext, deps: ScheduleDeps, schedule: StoredSchedule, run: RunRow) {
  const db = ctx.store.db;
  try {
    const report = await getArtefact(db, schedule.report_id);
    if (!report) throw new Error('The report no longer exists');
    const files = await deps.render({
      reportId: report.id,
      reportTitle: report.title,
      owner: { id: schedule.owner_id, name: schedule.owner_name },
      from: run.from_at,
      to: run.to_at,
      zone: run.zone,
      formats: schedule.input.formats,
    });
    for (const format of schedule.input.formats) {
      const file = files[format];
      if (!file) throw new Error(`The renderer produced no ${format.toUpperCase()}`);
      await storeRunFile(db, run.id, format, file);
    }
    await deps.enqueue(db, schedule, run.id, isoOf(ctx.clock.now()));
    await finishRun(db, run.id, 'sent', null);
  } catch (err) {
    await finishRun(db, run.id, 'failed', message(err));
  }
}

/** One claimed schedule: its due slot (once), then every run waiting to render (send-now included). */
async function serveSchedule(ctx: WatchContext, deps: ScheduleDeps, id: string): Promise<number> {
  const db = ctx.store.db;
  const row = await getSchedule(db, id);
  if (!row) return 0;
  const schedule = stored(row);
  const now = ctx.clock.now();
  if (row.next_run_at !== null && Date.parse(row.next_run_at) <= now) {
    const slot = latestSlotAtOrBefore(schedule.input.cadence, schedule.input.zone, now);
    await insertRun(db, runFor(id, schedule.input, slot, now));
    await advanceSchedule(db, id, ctx.instanceId, nextRunAfter(schedule.input, now), isoOf(slot));
  }
  const runs = await waitingRuns(db, id);
  for (const run of runs) await completeRun(ctx, deps, schedule, run);
  return runs.length;
}

/** Claims due schedules, runs each slot once (render, store files, enqueue the mail); answers the runs made. */
export async function runDueSchedules(ctx: WatchContext, deps: ScheduleDeps): Promise<number> {
  const db = ctx.store.db;
  const now = ctx.clock.now();
  let runs = 0;
  for (const id of await dueScheduleIds(db, isoOf(now), PER_TICK)) {
    if (!(await claimSchedule(db, id, ctx.instanceId, isoOf(now), isoOf(now + SCHEDULE_LEASE_MS)))) continue;
    try {
      runs += await serveSchedule(ctx, deps, id);
    } finally {
      await releaseSchedule(db, id, ctx.instanceId);
    }
  }
  return runs;
}
