import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { WATCH_LIMITS, type AlertEvent, type Webhook } from '../../../src/api/schemas/alerts';
import type { DeskKysely } from '../../desk/db/open';
import type { DeliveryTable } from '../../desk/db/schema';
import type { StoredRule, StoredSchedule } from '../context';

/** Where one delivery goes, kept in `deliveries.target` (webhook secrets included, never answered). */
export type DeliveryTarget = { email: string } | { webhook: Webhook };

/** A webhook as people read it in the log: "slack · hooks.slack.com". */
export function webhookDestination(hook: Webhook): string {
  return `${hook.kind} · ${new URL(hook.url).host}`;
}

/** The refusal recorded when a rule's hourly email budget is spent (names the limit). */
export function rateLimitError(): string {
  return `not sent: the rule's email limit emailsPerRuleHour = ${WATCH_LIMITS.emailsPerRuleHour} alerts per hour was reached (the alert is in the inbox)`;
}

type NewDelivery = Omit<DeliveryTable, 'lease_owner' | 'lease_until' | 'sent_at'>;

function row(
  source: { eventId: string; ruleId: string } | { runId: string; scheduleId: string },
  channel: 'email' | 'webhook',
  destination: string,
  target: DeliveryTarget,
  nowIso: string,
): NewDelivery {
  const sourceId = 'eventId' in source ? source.eventId : source.runId;
  // A webhook's destination names only its host; the key uses the whole URL (hashed), so two
  // hooks on one host each get their delivery.
  const keyPart =
    'webhook' in target ? createHash('sha256').update(target.webhook.url).digest('hex') : destination;
  return {
    id: randomUUID(),
    dedupe_key: `${sourceId}:${channel}:${keyPart}`,
    event_id: 'eventId' in source ? source.eventId : null,
    rule_id: 'eventId' in source ? source.ruleId : null,
    run_id: 'runId' in source ? source.runId : null,
    schedule_id: 'runId' in source ? source.scheduleId : null,
    channel,
    destination,
    target: JSON.stringify(target),
    status: 'pending',
    attempts: 0,
    next_attempt_at: nowIso,
    last_error: null,
    created_at: nowIso,
  };
}

/** Inserts the rows; a row whose dedupe key exists is left as it is (both engines). */
async function insertIgnoringDuplicates(db: DeskKysely, rows: NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('deliveries')
    .values(rows)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** How many alerts of this rule were emailed (or are queued to be) since `sinceIso`. */
async function emailedAlertsSince(db: DeskKysely, ruleId: string, sinceIso: string): Promise<number> {
  const found = await db
    .selectFrom('deliveries')
    .select(sql<number>`count(distinct event_id)`.as('n'))
    .where('rule_id', '=', ruleId)
    .where('channel', '=', 'email')
    .where('created_at', '>', sinceIso)
    // Rows refused by the limit itself (failed without an attempt) are not mail sent.
    .where((eb) => eb.not(eb.and([eb('status', '=', 'failed'), eb('attempts', '=', 0)])))
    .executeTakeFirst();
  return Number(found?.n ?? 0);
}

/**
 * One `deliveries` row per email recipient (when the rule's channels hold 'email') and per webhook
 * (when they hold 'webhook'), each de-duplicated by `${eventId}:${channel}:${destination}`. Past
 * WATCH_LIMITS.emailsPerRuleHour alerts emailed in the last hour, the email rows are recorded as
 * failed naming the limit (the event stays in the inbox; webhooks still go).
 */
export async function enqueueAlertDeliveries(
  db: DeskKysely,
  rule: StoredRule,
  event: AlertEvent,
  nowIso: string,
): Promise<void> {
  const source = { eventId: event.id, ruleId: rule.id };
  const { channels, recipients, webhooks } = rule.input;
  const rows: NewDelivery[] = [];
  if (channels.includes('email') && recipients.length > 0) {
    const hourAgo = new Date(Date.parse(nowIso) - 3600_000).toISOString();
    const over = (await emailedAlertsSince(db, rule.id, hourAgo)) >= WATCH_LIMITS.emailsPerRuleHour;
    for (const email of new Set(recipients.map((r) => r.trim()))) {
      const r = row(source, 'email', email, { email }, nowIso);
      rows.push(over ? { ...r, status: 'failed', next_attempt_at: null, last_error: rateLimitError() } : r);
    }
  }
  if (channels.includes('webhook'))
    for (const webhook of webhooks)
      rows.push(row(source, 'webhook', webhookDestination(webhook), { webhook }, nowIso));
  await insertIgnoringDuplicates(db, rows);
}

/** One email row per recipient of a report run (attachments are read from run_files when sent). */
export async function enqueueRunDeliveries(
  db: DeskKysely,
  schedule: StoredSchedule,
  runId: string,
  nowIso: string,
): Promise<void> {
  const source = { runId, scheduleId: schedule.id };
  const emails = new Set(schedule.input.recipients.map((r) => r.trim()));
  await insertIgnoringDuplicates(
    db,
    [...emails].map((email) => row(source, 'email', email, { email }, nowIso)),
  );
}
