import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import { WATCH_LIMITS, type AlertRuleInput } from '../../src/api/schemas/alerts';
import type { DeskCaller } from '../desk/access';
import type { DeskKysely } from '../desk/db/open';
import type { DeskTables } from '../desk/db/schema';
import { overWatchLimit } from './errors';
import { newRuleRow, type RuleRow } from './rules-rows';

/**
 * The alert_rules table: visible rules (the artefact rule: the owner's, and team rules on a
 * workspace the caller holds), created within rulesPerWorkspace, changed and deleted only at the
 * version the caller last read.
 */

/** The rules the caller may see, as a WHERE on alert_rules (optionally aliased). */
export function visibleRule(caller: DeskCaller, alias = '') {
  const col = (c: string) => `${alias ? `${alias}.` : ''}${c}` as 'owner_id';
  return (eb: ExpressionBuilder<DeskTables, 'alert_rules'>) => {
    const own = eb(col('owner_id'), '=', caller.user.id);
    if (caller.workspaceIds.length === 0) return own;
    return eb.or([
      own,
      eb.and([
        eb(col('visibility') as 'visibility', '=', 'team'),
        eb(col('workspace_id') as 'workspace_id', 'in', [...caller.workspaceIds]),
      ]),
    ]);
  };
}

export async function listRules(
  db: DeskKysely,
  caller: DeskCaller,
  workspaceId?: number,
): Promise<RuleRow[]> {
  let q = db.selectFrom('alert_rules').selectAll().where(visibleRule(caller));
  if (workspaceId !== undefined) q = q.where('workspace_id', '=', workspaceId);
  return q.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
}

export const getRule = (db: DeskKysely, id: string): Promise<RuleRow | undefined> =>
  db.selectFrom('alert_rules').selectAll().where('id', '=', id).executeTakeFirst();

/** Creates a rule, due at once unless paused; refuses the workspace's 101st rule, named. */
export async function insertRule(
  db: DeskKysely,
  owner: DeskCaller['user'],
  input: AlertRuleInput,
  nowIso: string,
): Promise<RuleRow> {
  return db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('alert_rules')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('workspace_id', '=', input.workspaceId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= WATCH_LIMITS.rulesPerWorkspace)
      throw overWatchLimit(
        'rulesPerWorkspace',
        `workspace ${input.workspaceId} has ${Number(n)} rules, which`,
      );
    const row = newRuleRow(input, owner, nowIso, {
      id: randomUUID(),
      version: 1,
      nextEvalAt: input.paused ? null : nowIso,
    });
    await trx.insertInto('alert_rules').values(row).execute();
    return row;
  });
}

export type RuleWrite =
  { kind: 'done'; row?: RuleRow } | { kind: 'conflict'; current: RuleRow } | { kind: 'missing' };

const whyNot = async (db: DeskKysely, id: string): Promise<RuleWrite> => {
  const current = await getRule(db, id);
  return current ? { kind: 'conflict', current } : { kind: 'missing' };
};

/**
 * Replaces a rule at `expected` (version + 1). Its memory (`state`) is kept unless the question
 * changed (workspace, view, filters or condition), when it starts afresh; it is due at once.
 */
export async function updateRule(
  db: DeskKysely,
  id: string,
  expected: number,
  input: AlertRuleInput,
  questionChanged: boolean,
  nowIso: string,
): Promise<RuleWrite> {
  return db.transaction().execute(async (trx) => {
    if (questionChanged) {
      const { n } = await trx
        .selectFrom('alert_rules')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('workspace_id', '=', input.workspaceId)
        .where('id', '!=', id)
        .executeTakeFirstOrThrow();
      if (Number(n) >= WATCH_LIMITS.rulesPerWorkspace)
        throw overWatchLimit(
          'rulesPerWorkspace',
          `workspace ${input.workspaceId} has ${Number(n)} rules, which`,
        );
    }
    const res = await trx
      .updateTable('alert_rules')
      .set((eb) => ({
        workspace_id: input.workspaceId,
        visibility: input.visibility,
        title: input.title,
        body: JSON.stringify(input),
        version: eb('version', '+', 1),
        updated_at: nowIso,
        next_eval_at: input.paused ? null : nowIso,
        last_error: null,
        ...(questionChanged ? { state: null } : {}),
      }))
      .where('id', '=', id)
      .where('version', '=', expected)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return whyNot(trx, id);
    return { kind: 'done', row: await getRule(trx, id) };
  });
}

/** Deletes a rule at `expected`; its events, reads and deliveries cascade. */
export async function deleteRule(db: DeskKysely, id: string, expected: number): Promise<RuleWrite> {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .deleteFrom('alert_rules')
      .where('id', '=', id)
      .where('version', '=', expected)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) return whyNot(trx, id);
    return { kind: 'done' };
  });
}
