import { AlertRuleInputSchema, WATCH_LIMITS, type AlertRuleInput } from '../../src/api/schemas/alerts';
import { canonicalZone } from '../../src/lib/date-range';
import { firstMissingWorkspace, assertCanBind, type DeskCaller } from '../desk/access';
import { deskError, noWorkspaceAccess } from '../desk/errors';
import { parseWith } from '../http/validate';
import { overWatchLimit, ruleNotFound } from './errors';
import type { RuleRow } from './rules-rows';

/**
 * Alert rules as the routes take them: the limits a schema would refuse as a plain 400 are
 * refused first, naming the WATCH_LIMITS member; the zone must be one the platform knows;
 * webhook secrets the caller never saw are kept when the same webhook comes back without one.
 */

function checkNamedLimits(raw: unknown): void {
  if (typeof raw !== 'object' || raw === null) return;
  const { title, recipients, webhooks, quietMinutes } = raw as Record<string, unknown>;
  if (typeof title === 'string' && title.trim().length > WATCH_LIMITS.titleChars)
    throw overWatchLimit('titleChars', 'the title length', title.trim().length);
  if (Array.isArray(recipients) && recipients.length > WATCH_LIMITS.recipientsPerRule)
    throw overWatchLimit('recipientsPerRule', 'the number of recipients', recipients.length);
  if (Array.isArray(webhooks) && webhooks.length > WATCH_LIMITS.webhooksPerRule)
    throw overWatchLimit('webhooksPerRule', 'the number of webhooks', webhooks.length);
  if (typeof quietMinutes === 'number' && quietMinutes > WATCH_LIMITS.quietMinutesMax)
    throw overWatchLimit('quietMinutesMax', 'the quiet period in minutes', quietMinutes);
}

/** The body as a rule input, its zone canonical, its recipients distinct. */
export function parseRuleInput(raw: unknown): AlertRuleInput {
  checkNamedLimits(raw);
  const input = parseWith(AlertRuleInputSchema, raw, 'body');
  const zone = input.zone === 'utc' ? 'UTC' : canonicalZone(input.zone);
  if (!zone) throw deskError(400, 'invalid_parameter', `zone ${input.zone} is not an IANA time zone`, 'zone');
  const c = input.condition;
  if (c.kind === 'bot_share' && c.abovePercent === undefined && c.risePoints === undefined)
    throw deskError(
      400,
      'invalid_parameter',
      'a bot share rule needs abovePercent, risePoints or both',
      'condition',
    );
  return { ...input, zone, recipients: [...new Set(input.recipients.map((r) => r.toLowerCase()))] };
}

/** A webhook sent back without its secret keeps the one stored for the same kind and URL. */
export function keepSecrets(next: AlertRuleInput, previous: AlertRuleInput): AlertRuleInput {
  const stored = new Map(previous.webhooks.map((w) => [`${w.kind} ${w.url}`, w.secret]));
  return {
    ...next,
    webhooks: next.webhooks.map((w) => {
      const secret = w.secret ?? stored.get(`${w.kind} ${w.url}`);
      return secret ? { ...w, secret } : w;
    }),
  };
}

/** Whether the change asks a different question (the evaluator's memory then starts afresh). */
export function questionChanged(a: AlertRuleInput, b: AlertRuleInput): boolean {
  const q = (r: AlertRuleInput) => JSON.stringify([r.workspaceId, r.viewId, r.filters, r.condition, r.zone]);
  return q(a) !== q(b);
}

/**
 * The artefact rule for rules: the owner, or (team) anyone holding the rule's workspace. Someone
 * else's private rule is a 404; a team rule on a workspace the caller lacks, 403 naming it.
 */
export function assertRuleVisible(caller: DeskCaller, row: RuleRow): void {
  if (row.owner_id === caller.user.id) return;
  if (row.visibility !== 'team') throw ruleNotFound();
  const missing = firstMissingWorkspace(caller, [Number(row.workspace_id)]);
  if (missing !== undefined) throw noWorkspaceAccess(missing, 'id');
}

export function assertCanWatch(caller: DeskCaller, input: AlertRuleInput): void {
  try {
    assertCanBind(caller, [input.workspaceId]);
  } catch {
    throw noWorkspaceAccess(input.workspaceId, 'workspaceId');
  }
}
