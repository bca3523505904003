import type { AlertEvent } from '../../src/api/schemas/alerts';
import { MINUTE } from '../../src/lib/time-units';
import type { DeskKysely } from '../desk/db/open';
import { EVALUATORS } from './conditions';
import type { ConditionEvaluator, EvalInput, Evaluation, State } from './conditions/types';
import type { StoredRule, WatchContext } from './context';
import { buildEvent, dedupeKey, hasFired, insertEvent } from './events';
import { ruleQuestion, type RuleQuestion } from './question';
import { ruleReads } from './reads';
import { storedRule, type RuleRow } from './rules-rows';

/**
 * Evaluating alert rules: claim the due ones (a lease by conditional UPDATE, the same SQL on
 * SQLite and PostgreSQL), ask each kind's evaluator, store each firing once (its dedupe key is
 * unique), keep quiet periods, hand the event to the deliveries, and say when the rule is next due.
 */

/** Hands an event to the email and webhook deliveries (server/watch/deliver: enqueueAlertDeliveries). */
export interface AlertDelivery {
  enqueueAlert(db: DeskKysely, rule: StoredRule, event: AlertEvent, nowIso: string): Promise<void>;
}

/** A claim outlives any evaluation (a crashed instance's rules come back after it). */
export const LEASE_MS = 5 * MINUTE;
/** After a failed evaluation the rule is tried again this much later. */
export const RETRY_MS = 5 * MINUTE;
/** Rules claimed per tick, and evaluated at once (the service's rate limits: docs/alerts.md). */
export const RULES_PER_TICK = 200;
export const RULE_CONCURRENCY = 8;

const iso = (ms: number) => new Date(ms).toISOString();

/** Takes the rule for `instanceId` unless another instance holds a live lease on it. */
export async function claimRule(
  db: DeskKysely,
  id: string,
  instanceId: string,
  now: number,
): Promise<boolean> {
  const nowIso = iso(now);
  const res = await db
    .updateTable('alert_rules')
    .set({ lease_owner: instanceId, lease_until: iso(now + LEASE_MS) })
    .where('id', '=', id)
    .where('next_eval_at', '<=', nowIso)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

const evaluatorOf = (rule: StoredRule) =>
  EVALUATORS[rule.input.condition.kind] as ConditionEvaluator<StoredRule['input']['condition']>;

/** What an evaluator sees of a rule, at `at`. */
export function evalInput(
  ctx: WatchContext,
  rule: StoredRule,
  q: RuleQuestion,
  at: number,
  state: State | null,
): EvalInput<StoredRule['input']['condition']> {
  return {
    condition: rule.input.condition,
    ruleId: rule.id,
    title: rule.input.title,
    createdAt: Date.parse(rule.created_at),
    zone: rule.input.zone,
    search: q.search,
    filters: q.filters,
    reads: ruleReads(ctx.service, rule.input.workspaceId, { id: rule.owner_id, name: rule.owner_name }),
    at,
    state,
    fired: (window, start) => hasFired(ctx.store.db, dedupeKey(rule.id, window, start)),
  };
}

/** Evaluates one claimed rule and releases it; returns the events it fired. */
export async function evaluateRule(
  ctx: WatchContext,
  row: RuleRow,
  deliver?: AlertDelivery,
): Promise<AlertEvent[]> {
  const db = ctx.store.db;
  const rule = storedRule(row);
  const at = ctx.clock.now();
  const release = (set: Partial<RuleRow>) =>
    db
      .updateTable('alert_rules')
      .set({ ...set, lease_owner: null, lease_until: null })
      .where('id', '=', rule.id)
      .where('lease_owner', '=', ctx.instanceId)
      .execute();
  if (rule.input.paused) {
    await release({ next_eval_at: null });
    return [];
  }
  const snoozed = rule.input.snoozedUntil ? Date.parse(rule.input.snoozedUntil) : 0;
  if (snoozed > at) {
    await release({ next_eval_at: iso(snoozed) });
    return [];
  }
  const fired: AlertEvent[] = [];
  try {
    const q = await ruleQuestion(db, rule.input);
    const state = row.state ? (JSON.parse(row.state) as State) : null;
    const input = evalInput(ctx, rule, q, at, state);
    const result: Evaluation = await evaluatorOf(rule).evaluate(input);
    let lastFired = row.last_fired_at ? Date.parse(row.last_fired_at) : -Infinity;
    const quietMs = rule.input.quietMinutes * MINUTE;
    let quieted = false;
    for (const f of [...result.fires].sort((a, b) => a.win.from - b.win.from)) {
      if (at < lastFired + quietMs) {
        quieted = true;
        break;
      }
      const key = dedupeKey(rule.id, f.window, f.win.from);
      if (await hasFired(db, key)) continue;
      const event = await buildEvent(rule, q, input.reads, f, iso(at));
      // The event and its deliveries commit together: an instance dying between the two would
      // leave a key that says "fired" on an event whose mail no instance would ever send.
      const stored = await db.transaction().execute(async (trx) => {
        if (!(await insertEvent(trx, event, key))) return false;
        if (deliver && rule.input.channels.some((c) => c !== 'inbox'))
          await deliver.enqueueAlert(trx, rule, event, iso(at));
        return true;
      });
      if (!stored) continue;
      lastFired = at;
      fired.push(event);
    }
    await release({
      // A firing kept back by the quiet period keeps the memory where it was, so it fires after.
      state: result.state === undefined || quieted ? row.state : JSON.stringify(result.state),
      last_evaluated_at: iso(at),
      last_error: null,
      ...(fired.length ? { last_fired_at: iso(at) } : {}),
      next_eval_at: iso(
        Math.max(at + MINUTE / 4, evaluatorOf(rule).nextDue(rule.input.condition, at, rule.input.zone)),
      ),
    });
  } catch (err) {
    await release({
      last_evaluated_at: iso(at),
      last_error: err instanceof Error ? err.message : String(err),
      next_eval_at: iso(at + RETRY_MS),
    });
  }
  return fired;
}

/** Runs `work` over `items`, at most `limit` at once. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Claims and evaluates every due rule (bounded per tick); returns the events fired. */
export async function evaluateDueRules(ctx: WatchContext, deliver?: AlertDelivery): Promise<AlertEvent[]> {
  const db = ctx.store.db;
  const nowIso = iso(ctx.clock.now());
  const due = await db
    .selectFrom('alert_rules')
    .select('id')
    .where('next_eval_at', '<=', nowIso)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
    .orderBy('next_eval_at')
    .limit(RULES_PER_TICK)
    .execute();
  const fired: AlertEvent[] = [];
  await pool(due, RULE_CONCURRENCY, async ({ id }) => {
    if (!(await claimRule(db, id, ctx.instanceId, ctx.clock.now()))) return;
    const row = await db.selectFrom('alert_rules').selectAll().where('id', '=', id).executeTakeFirst();
    if (row) fired.push(...(await evaluateRule(ctx, row, deliver)));
  });
  return fired;
}
