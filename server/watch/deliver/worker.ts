import type { AlertEvent, ScheduleInput } from '../../../src/api/schemas/alerts';
import type { DeskKysely } from '../../desk/db/open';
import type { DeliveryTable } from '../../desk/db/schema';
import type { MailMessage, WatchContext } from '../context';
import { alertEmail } from './alert-mail';
import type { DeliveryTarget } from './enqueue';
import { DeliveryError, describeMailError, describeTimeout } from './errors';
import { webhookBody } from './payloads';
import { reportEmail } from './report-mail';
import { postWebhook } from './webhook-send';

/** How long one send may take before it counts as failed (each delivery has its own). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Tries in all: the first and five retries after 1, 2, 4, 8 and 16 minutes. */
export const MAX_ATTEMPTS = 6;
/** Deliveries one tick claims at most (the rest wait for the next tick). */
const BATCH = 50;
/** A claim outlives the send's timeout; a crashed instance's claim lapses and is taken again. */
const leaseMs = (timeoutMs: number) => timeoutMs + 60_000;

/** The wait before the next try after `attempts` failed tries: 1, 2, 4, 8, 16 minutes. */
export const backoffMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

export interface DeliveryOptions {
  /** Per-send timeout (DELIVERY_TIMEOUT_MS by default). */
  timeoutMs?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const DUE_STATUSES = ['pending', 'failed', 'sending'];

/**
 * Claims due deliveries (pending, a retry whose time came, or a send whose claim lapsed) with a
 * lease taken by a conditional UPDATE, the same on SQLite and PostgreSQL, so two instances never
 * send one delivery; sends them all at once, each with its own timeout, so a slow or failing
 * destination never delays another; records sent, or the error in words and the next try.
 * Returns how many were tried.
 */
export async function runDueDeliveries(ctx: WatchContext, opts: DeliveryOptions = {}): Promise<number> {
  const timeoutMs = opts.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const db = ctx.store.db;
  const now = ctx.clock.now();
  const due = await db
    .selectFrom('deliveries')
    .select('id')
    .where('status', 'in', DUE_STATUSES)
    .where('next_attempt_at', '<=', iso(now))
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', iso(now))]))
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .execute();
  const claimed: DeliveryTable[] = [];
  for (const { id } of due) {
    const row = await claim(db, id, ctx.instanceId, now, leaseMs(timeoutMs));
    if (row) claimed.push(row);
  }
  await Promise.allSettled(claimed.map((row) => deliverOne(ctx, row, timeoutMs)));
  return claimed.length;
}

async function claim(
  db: DeskKysely,
  id: string,
  owner: string,
  now: number,
  lease: number,
): Promise<DeliveryTable | undefined> {
  const result = await db
    .updateTable('deliveries')
    .set((eb) => ({
      lease_owner: owner,
      lease_until: iso(now + lease),
      status: 'sending',
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', 'in', DUE_STATUSES)
    .where('next_attempt_at', '<=', iso(now))
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', iso(now))]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db
    .selectFrom('deliveries')
    .selectAll()
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
}

async function deliverOne(ctx: WatchContext, row: DeliveryTable, timeoutMs: number): Promise<void> {
  let failure: DeliveryError | null = null;
  try {
    await send(ctx, row, timeoutMs);
  } catch (err) {
    failure =
      err instanceof DeliveryError
        ? err
        : new DeliveryError(err instanceof Error ? err.message : String(err));
  }
  const now = ctx.clock.now();
  const done = ctx.store.db
    .updateTable('deliveries')
    .where('id', '=', row.id)
    .where('lease_owner', '=', ctx.instanceId);
  if (!failure) {
    await done
      .set({
        status: 'sent',
        sent_at: iso(now),
        next_attempt_at: null,
        last_error: null,
        lease_owner: null,
        lease_until: null,
      })
      .execute();
    return;
  }
  const final = failure.permanent || row.attempts >= MAX_ATTEMPTS;
  const error =
    !failure.permanent && row.attempts >= MAX_ATTEMPTS
      ? `${failure.message} (gave up after ${row.attempts} attempts)`
      : failure.message;
  await done
    .set({
      status: 'failed',
      last_error: error,
      next_attempt_at: final ? null : iso(now + backoffMs(row.attempts)),
      lease_owner: null,
      lease_until: null,
    })
    .execute();
}

async function send(ctx: WatchContext, row: DeliveryTable, timeoutMs: number): Promise<void> {
  const target = JSON.parse(row.target) as DeliveryTarget;
  if ('webhook' in target) {
    const event = await loadEvent(ctx.store.db, row);
    const body = webhookBody(target.webhook, event, ctx.publicUrl, row.id);
    await postWebhook(target.webhook, body, { deliveryId: row.id, nowMs: ctx.clock.now(), timeoutMs });
    return;
  }
  const mailer = ctx.mailer;
  if (!mailer) throw new DeliveryError('SMTP_URL is not set: the server cannot send email', true);
  const message = row.run_id
    ? await runMessage(ctx, row.run_id, [target.email])
    : alertEmail(await loadEvent(ctx.store.db, row), ctx.publicUrl, [target.email]);
  await withTimeout(
    mailer.send(message).catch((err: unknown) => Promise.reject(describeMailError(err))),
    timeoutMs,
  );
}

async function loadEvent(db: DeskKysely, row: DeliveryTable): Promise<AlertEvent> {
  const found = row.event_id
    ? await db.selectFrom('alert_events').select('body').where('id', '=', row.event_id).executeTakeFirst()
    : undefined;
  if (!found) throw new DeliveryError('the alert event no longer exists', true);
  return JSON.parse(found.body) as AlertEvent;
}

async function runMessage(ctx: WatchContext, runId: string, to: string[]): Promise<MailMessage> {
  const db = ctx.store.db;
  const run = await db
    .selectFrom('schedule_runs')
    .innerJoin('report_schedules', 'report_schedules.id', 'schedule_runs.schedule_id')
    .select([
      'schedule_runs.from_at',
      'schedule_runs.to_at',
      'schedule_runs.zone',
      'report_schedules.report_id',
      'report_schedules.body',
    ])
    .where('schedule_runs.id', '=', runId)
    .executeTakeFirst();
  if (!run) throw new DeliveryError('the report run no longer exists', true);
  const input = JSON.parse(run.body) as ScheduleInput;
  const files = await db
    .selectFrom('run_files')
    .select(['format', 'content'])
    .where('run_id', '=', runId)
    .orderBy('format')
    .execute();
  if (files.length === 0) throw new DeliveryError('the run has no files to send', true);
  return reportEmail(
    {
      title: input.title,
      reportId: run.report_id,
      from: run.from_at,
      to: run.to_at,
      zone: run.zone,
      files: files.map((f) => ({ format: f.format, content: Buffer.from(f.content, 'base64') })),
    },
    ctx.publicUrl,
    to,
  );
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeliveryError(describeTimeout(ms))), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
