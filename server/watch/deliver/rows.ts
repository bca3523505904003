import type { Delivery } from '../../../src/api/schemas/alerts';
import type { DeskKysely } from '../../desk/db/open';
import type { DeliveryTable } from '../../desk/db/schema';

/** How many log lines one answer holds (the newest). */
export const DELIVERY_LOG_ROWS = 200;

export function toDelivery(row: DeliveryTable): Delivery {
  return {
    id: row.id,
    eventId: row.event_id,
    runId: row.run_id,
    channel: row.channel === 'webhook' ? 'webhook' : 'email',
    destination: row.destination,
    status: row.status as Delivery['status'],
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
    createdAt: row.created_at,
  };
}

/** A rule's or a schedule's delivery log, newest first. */
export async function listDeliveries(
  db: DeskKysely,
  of: { ruleId: string } | { scheduleId: string },
): Promise<Delivery[]> {
  const rows = await db
    .selectFrom('deliveries')
    .selectAll()
    .where('ruleId' in of ? 'rule_id' : 'schedule_id', '=', 'ruleId' in of ? of.ruleId : of.scheduleId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DELIVERY_LOG_ROWS)
    .execute();
  return rows.map(toDelivery);
}
