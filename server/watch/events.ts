import { randomUUID } from 'node:crypto';
import type { AlertEvent } from '../../src/api/schemas/alerts';
import { filtersToQuery } from '../../src/filters/mention-filters-url';
import { WATCH_LIMITS } from '../../src/api/schemas/alerts';
import type { DeskKysely } from '../desk/db/open';
import type { Firing } from './conditions/types';
import type { StoredRule } from './context';
import { eventMentions, mentionsPath } from './links';
import { apiWindow, iso } from './periods';
import type { RuleQuestion } from './question';
import type { RuleReads } from './reads';

/** An event fires once: by rule, window kind and bucket start. */
export const dedupeKey = (ruleId: string, window: string, bucketStart: number) =>
  `${ruleId}:${window}:${iso(bucketStart)}`;

export async function hasFired(db: DeskKysely, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('alert_events')
    .select('id')
    .where('dedupe_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/** The event of a firing: its link to exactly its mentions, and the first few of them. */
export async function buildEvent(
  rule: StoredRule,
  q: RuleQuestion,
  reads: RuleReads,
  f: Firing,
  firedAtIso: string,
  sample = false,
): Promise<AlertEvent> {
  const search = { ...q.search, ...f.narrow };
  const mentions = await reads
    .mentions({
      ...filtersToQuery(search),
      ...apiWindow(f.win),
      limit: WATCH_LIMITS.mentionsPerAlert,
      sort: 'published',
      order: 'desc',
    })
    .catch(() => []);
  return {
    id: randomUUID(),
    ruleId: rule.id,
    ruleTitle: rule.input.title,
    workspaceId: rule.input.workspaceId,
    kind: rule.input.condition.kind,
    firedAt: firedAtIso,
    from: iso(f.win.from),
    to: iso(f.win.to),
    zone: rule.input.zone,
    headline: f.headline,
    summary: f.summary,
    figures: f.figures,
    mentionsPath: mentionsPath(rule.input.workspaceId, search, f.win, rule.input.zone),
    mentions: eventMentions(mentions.slice(0, WATCH_LIMITS.mentionsPerAlert)),
    sample,
  };
}

/** Stores an event under its key; false when that key fired already (another instance, a retry). */
export async function insertEvent(db: DeskKysely, event: AlertEvent, key: string): Promise<boolean> {
  const res = await db
    .insertInto('alert_events')
    .values({
      id: event.id,
      rule_id: event.ruleId,
      dedupe_key: key,
      workspace_id: event.workspaceId,
      fired_at: event.firedAt,
      sample: event.sample ? 1 : 0,
      body: JSON.stringify(event),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}
