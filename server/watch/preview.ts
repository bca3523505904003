import { randomUUID } from 'node:crypto';
import type { AlertEvent, AlertPreview, AlertRuleInput } from '../../src/api/schemas/alerts';
import { DAY } from '../../src/lib/time-units';
import type { DeskCaller } from '../desk/access';
import { deskError } from '../desk/errors';
import { EVALUATORS } from './conditions';
import type { ConditionEvaluator } from './conditions/types';
import { figure, plural } from './conditions/types';
import type { StoredRule, WatchContext } from './context';
import { evalInput, type AlertDelivery } from './evaluate';
import { buildEvent, insertEvent } from './events';
import { iso } from './periods';
import { ruleQuestion } from './question';
import { newRuleRow, storedRule, type RuleRow } from './rules-rows';

/** A preview looks back at most this far. */
export const PREVIEW_MAX_DAYS = 92;

/** A drafted rule as the evaluators see a stored one (nothing is written). */
const draft = (input: AlertRuleInput, caller: DeskCaller, nowIso: string): StoredRule => ({
  ...newRuleRow(input, caller.user, nowIso, { id: 'preview', version: 0, nextEvalAt: null }),
  input,
});

/** "Would have fired on 4, 12 and 21 Nov": the same evaluation over the past buckets of [from, to). */
export async function previewRule(
  ctx: WatchContext,
  caller: DeskCaller,
  input: AlertRuleInput,
  fromIso: string,
  toIso: string,
): Promise<AlertPreview> {
  const from = Date.parse(fromIso);
  const to = Math.min(Date.parse(toIso), ctx.clock.now());
  if (!(to > from))
    throw deskError(400, 'invalid_parameter', 'to must be after from (and not in the future)', 'to');
  if (to - from > PREVIEW_MAX_DAYS * DAY)
    throw deskError(400, 'invalid_parameter', `a preview covers at most ${PREVIEW_MAX_DAYS} days`, 'from');
  const rule = draft(input, caller, iso(ctx.clock.now()));
  const q = await ruleQuestion(ctx.store.db, input);
  const evaluator = EVALUATORS[input.condition.kind] as ConditionEvaluator<AlertRuleInput['condition']>;
  const e = evalInput(ctx, rule, q, to, null);
  const out = await evaluator.preview({ ...e, fired: async () => false }, from, to);
  return {
    fires: out.fires.map((f) => ({ from: iso(f.win.from), to: iso(f.win.to), headline: f.headline })),
    examined: `${out.examined}, ${iso(from).slice(0, 10)} – ${iso(to).slice(0, 10)}`,
  };
}

/**
 * "Send me a sample now": an event marked sample, with the rule's real question over the last 24
 * hours, stored under a random key (never de-duplicated, never a firing) and delivered at once.
 */
export async function sampleEvent(
  ctx: WatchContext,
  row: RuleRow,
  deliver?: AlertDelivery,
): Promise<AlertEvent> {
  const rule = storedRule(row);
  const at = ctx.clock.now();
  const q = await ruleQuestion(ctx.store.db, rule.input);
  const reads = evalInput(ctx, rule, q, at, null).reads;
  const win = { from: at - DAY, to: at };
  const n = await reads.count(win, q.filters);
  const event = await buildEvent(
    rule,
    q,
    reads,
    {
      window: 'sample',
      win,
      headline: `Sample of “${rule.input.title}”: ${plural(n, 'mention')} in the last 24 hours`,
      summary: `This is a sample, sent on request: it shows how this rule's alerts look. ${plural(n, 'mention')} matched the rule's filters in the last 24 hours.`,
      figures: [figure('Mentions', n)],
    },
    iso(at),
    true,
  );
  await insertEvent(ctx.store.db, event, `${rule.id}:sample:${randomUUID()}`);
  if (deliver && rule.input.channels.some((c) => c !== 'inbox'))
    await deliver.enqueueAlert(ctx.store.db, rule, event, iso(at));
  return event;
}
