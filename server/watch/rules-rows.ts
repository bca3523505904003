import type { Selectable } from 'kysely';
import type { AlertEvent, AlertRule, AlertRuleInput } from '../../src/api/schemas/alerts';
import type { DeskUser } from '../../src/api/schemas/desk';
import type { AlertEventTable, AlertRuleTable } from '../desk/db/schema';
import type { StoredRule } from './context';

export type RuleRow = Selectable<AlertRuleTable>;
export type EventRow = Selectable<AlertEventTable>;

/** A rule's row before its first evaluation: the envelope the desk keeps around its input. */
export function newRuleRow(
  input: AlertRuleInput,
  owner: DeskUser,
  nowIso: string,
  o: { id: string; version: number; nextEvalAt: string | null },
): RuleRow {
  return {
    id: o.id,
    workspace_id: input.workspaceId,
    owner_id: owner.id,
    owner_name: owner.name,
    visibility: input.visibility,
    title: input.title,
    body: JSON.stringify(input),
    version: o.version,
    created_at: nowIso,
    updated_at: nowIso,
    next_eval_at: o.nextEvalAt,
    lease_owner: null,
    lease_until: null,
    last_evaluated_at: null,
    last_fired_at: null,
    last_error: null,
    state: null,
  };
}

export const storedRule = (row: RuleRow): StoredRule => ({
  ...row,
  input: JSON.parse(row.body) as AlertRuleInput,
});

/** The wire rule: webhook secrets are replaced by `hasSecret`, never answered back. */
export function toAlertRule(row: RuleRow): AlertRule {
  const input = JSON.parse(row.body) as AlertRuleInput;
  return {
    ...input,
    id: row.id,
    owner: { id: row.owner_id, name: row.owner_name },
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    webhooks: input.webhooks.map((w) => ({ kind: w.kind, url: w.url, hasSecret: Boolean(w.secret) })),
    lastEvaluatedAt: row.last_evaluated_at,
    lastFiredAt: row.last_fired_at,
    lastError: row.last_error,
    nextEvaluationAt: row.next_eval_at,
  };
}

export const toAlertEvent = (row: EventRow): AlertEvent => JSON.parse(row.body) as AlertEvent;
