import type { InboxPage } from '../../src/api/schemas/alerts';
import type { DeskCaller } from '../desk/access';
import type { DeskKysely } from '../desk/db/open';
import { visibleRule } from './rules-repo';
import { toAlertEvent, type EventRow } from './rules-rows';

/**
 * The in-app inbox: the events of every rule the caller may see, newest first, with the caller's
 * own read state. Pages end after whole groups of one firing time, so `before` never skips an
 * event that shares its time with the last one listed.
 */

export const INBOX_PAGE_DEFAULT = 50;
export const INBOX_PAGE_MAX = 200;

const visibleEvents = (db: DeskKysely, caller: DeskCaller) =>
  db
    .selectFrom('alert_events as e')
    .innerJoin('alert_rules as r', 'r.id', 'e.rule_id')
    .where(visibleRule(caller, 'r') as never);

export async function inboxPage(
  db: DeskKysely,
  caller: DeskCaller,
  o: { before?: string; limit: number },
): Promise<InboxPage> {
  let q = visibleEvents(db, caller).selectAll('e');
  if (o.before) q = q.where('e.fired_at', '<', o.before);
  const rows: EventRow[] = await q
    .orderBy('e.fired_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(o.limit + 1)
    .execute();
  let next: string | null = null;
  if (rows.length > o.limit) {
    rows.length = o.limit;
    const last = rows[rows.length - 1] as EventRow;
    const listed = new Set(rows.map((r) => r.id));
    const ties = await visibleEvents(db, caller)
      .selectAll('e')
      .where('e.fired_at', '=', last.fired_at)
      .orderBy('e.id', 'desc')
      .execute();
    rows.push(...ties.filter((t) => !listed.has(t.id)));
    next = last.fired_at;
  }
  const read = rows.length
    ? new Set(
        (
          await db
            .selectFrom('alert_reads')
            .select('event_id')
            .where('user_id', '=', caller.user.id)
            .where(
              'event_id',
              'in',
              rows.map((r) => r.id),
            )
            .execute()
        ).map((r) => r.event_id),
      )
    : new Set<string>();
  return {
    items: rows.map((r) => ({ event: toAlertEvent(r), read: read.has(r.id) })),
    unread: await unreadCount(db, caller),
    next,
  };
}

export async function unreadCount(db: DeskKysely, caller: DeskCaller): Promise<number> {
  const { n } = await visibleEvents(db, caller)
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('alert_reads as ar')
            .select('ar.event_id')
            .whereRef('ar.event_id', '=', 'e.id')
            .where('ar.user_id', '=', caller.user.id),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Marks events read for the caller (the named ones they may see, or all of them). */
export async function markRead(
  db: DeskKysely,
  caller: DeskCaller,
  which: { ids: string[] } | { all: true },
  nowIso: string,
): Promise<void> {
  let q = visibleEvents(db, caller).select('e.id');
  if ('ids' in which) q = q.where('e.id', 'in', which.ids);
  const ids = (await q.execute()).map((r) => r.id);
  for (let i = 0; i < ids.length; i += 200) {
    await db
      .insertInto('alert_reads')
      .values(
        ids.slice(i, i + 200).map((event_id) => ({ event_id, user_id: caller.user.id, read_at: nowIso })),
      )
      .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
      .execute();
  }
}
