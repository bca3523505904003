import {
  AlertRuleInputSchema,
  EmailSchema,
  WebUrlSchema,
  WATCH_LIMITS,
  type AlertRule,
  type AlertRuleInput,
  type RuleCondition,
  type RuleKind,
  type Webhook,
} from '@/api/schemas/alerts';
import { pickFilters, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { canonicalZone } from '@/lib/date-range';

/**
 * The editor's draft of a rule: the contract's input with webhooks that may keep the secret the
 * desk holds (`hasSecret`, never sent back), and number fields that may be empty while typing (NaN).
 */
export type DraftWebhook = Omit<Webhook, 'secret'> & { secret: string; hasSecret: boolean };
export type RuleDraft = Omit<AlertRuleInput, 'webhooks'> & { webhooks: DraftWebhook[] };

/** Each kind's starting condition: thresholds an analyst would pick first. */
export const CONDITION_DEFAULTS: { [K in RuleKind]: Extract<RuleCondition, { kind: K }> } = {
  spike: { kind: 'spike', interval: 'day', sensitivity: 'medium' },
  volume: { kind: 'volume', threshold: 100, period: 'day' },
  change: { kind: 'change', percent: 50, direction: 'up', period: 'day', minMentions: 20 },
  narrative: { kind: 'narrative', mode: 'new', minMentions: 10 },
  bot_share: { kind: 'bot_share', abovePercent: 30, period: 'day', minMentions: 20 },
  new_mention: { kind: 'new_mention' },
};

export const KIND_LABELS: Record<RuleKind, string> = {
  spike: 'A spike in volume',
  volume: 'Volume over a threshold',
  change: 'Change against the previous period',
  narrative: 'A new or rising narrative',
  bot_share: 'Bot share above or rising',
  new_mention: 'Any new mention',
};

/** A new rule for a workspace, in the analyst's zone, to the inbox, an hour quiet after firing. */
export function newDraft(workspaceId: number, zone: string): RuleDraft {
  return {
    title: '',
    workspaceId,
    viewId: null,
    filters: {},
    condition: CONDITION_DEFAULTS.spike,
    recipients: [],
    channels: ['inbox'],
    webhooks: [],
    quietMinutes: 60,
    zone,
    paused: false,
    snoozedUntil: null,
    visibility: 'team',
  };
}

/**
 * A new rule on the question the Alerts URL carries ("Create alert": `newAlertSearch`): its
 * filters as they stand (negated and switched-off kinds kept) and its zone, when the platform
 * knows it (else the analyst's).
 */
export function questionDraft(
  workspaceId: number,
  search: Partial<MentionFilterSearch> & { zone?: string },
  analystZone: string,
): RuleDraft {
  const zone = canonicalZone(search.zone ?? '') ?? analystZone;
  return { ...newDraft(workspaceId, zone), filters: pickFilters(search) };
}

export function draftOf(rule: AlertRule): RuleDraft {
  const { title, workspaceId, viewId, filters, condition, recipients, channels } = rule;
  const { quietMinutes, zone, paused, snoozedUntil, visibility } = rule;
  return {
    ...{ title, workspaceId, viewId, filters, condition, recipients, channels },
    ...{ quietMinutes, zone, paused, snoozedUntil, visibility },
    webhooks: rule.webhooks.map((w) => ({ kind: w.kind, url: w.url, secret: '', hasSecret: w.hasSecret })),
  };
}

/** What goes over the wire: an empty secret is left out (the desk keeps the one it holds). */
export function inputOf(draft: RuleDraft): AlertRuleInput {
  return {
    ...draft,
    title: draft.title.trim(),
    webhooks: draft.webhooks.map(({ kind, url, secret }) => ({
      kind,
      url: url.trim(),
      ...(secret ? { secret } : {}),
    })),
  };
}

const isEmail = (s: string) => EmailSchema.safeParse(s).success;
const isWebUrl = (s: string) => WebUrlSchema.safeParse(s.trim()).success;
const whole = (n: number | undefined, min: number) => n !== undefined && Number.isInteger(n) && n >= min;
const pct = (n: number | undefined) => n !== undefined && Number.isFinite(n) && n > 0 && n <= 10_000;

/** Field path (`title`, `condition.threshold`, `webhooks.0.url`) → what is wrong, in words. */
export type DraftErrors = Partial<Record<string, string>>;

function conditionErrors(c: RuleCondition): DraftErrors {
  const e: DraftErrors = {};
  const minFloor = c.kind === 'change' ? 0 : 1;
  if ('minMentions' in c && !whole(c.minMentions, minFloor))
    e['condition.minMentions'] = `A whole number of mentions, at least ${minFloor}`;
  if (c.kind === 'volume' && !whole(c.threshold, 1))
    e['condition.threshold'] = 'A whole number of mentions, at least 1';
  if (c.kind === 'change' && !pct(c.percent)) e['condition.percent'] = 'A percentage above 0, at most 10,000';
  if (c.kind === 'bot_share') {
    if (c.abovePercent === undefined && c.risePoints === undefined)
      e['condition.abovePercent'] = 'Set a share to stay under, a rise in points, or both';
    if (c.abovePercent !== undefined && !(pct(c.abovePercent) && c.abovePercent <= 100))
      e['condition.abovePercent'] = 'A share between 0 and 100 %';
    if (c.risePoints !== undefined && !(pct(c.risePoints) && c.risePoints <= 100))
      e['condition.risePoints'] = 'Points between 0 and 100';
  }
  return e;
}

/** Every problem of a draft, named on its field; empty when the desk would accept it. */
export function validateDraft(draft: RuleDraft): DraftErrors {
  const e: DraftErrors = conditionErrors(draft.condition);
  const title = draft.title.trim();
  if (!title) e.title = 'Give the rule a title';
  else if (title.length > WATCH_LIMITS.titleChars) e.title = `At most ${WATCH_LIMITS.titleChars} characters`;
  const bad = draft.recipients.find((r) => !isEmail(r));
  if (bad !== undefined) e.recipients = `“${bad}” is not an email address`;
  else if (draft.recipients.length > WATCH_LIMITS.recipientsPerRule)
    e.recipients = `At most ${WATCH_LIMITS.recipientsPerRule} recipients`;
  else if (draft.channels.includes('email') && draft.recipients.length === 0)
    e.recipients = 'Add at least one recipient to send by email';
  if (draft.channels.length === 0) e.channels = 'Pick at least one channel';
  if (draft.channels.includes('webhook') && draft.webhooks.length === 0)
    e.webhooks = 'Add a webhook, or untick the webhook channel';
  if (draft.webhooks.length > WATCH_LIMITS.webhooksPerRule)
    e.webhooks = `At most ${WATCH_LIMITS.webhooksPerRule} webhooks`;
  draft.webhooks.forEach((w, i) => {
    if (!isWebUrl(w.url)) e[`webhooks.${i}.url`] = 'An http(s) address, e.g. https://hooks.slack.com/…';
    if (w.secret && (w.secret.length < 16 || w.secret.length > 200))
      e[`webhooks.${i}.secret`] = 'A secret of 16 to 200 characters';
  });
  if (!whole(draft.quietMinutes, 0) || draft.quietMinutes > WATCH_LIMITS.quietMinutesMax)
    e.quietMinutes = 'Between no quiet period and one week';
  if (!canonicalZone(draft.zone)) e.zone = `“${draft.zone}” is not a time zone`;
  if (Object.keys(e).length === 0) {
    // The contract has the last word: anything it refuses that the checks above missed.
    const parsed = AlertRuleInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      e[issue.path.map(String).join('.') || 'form'] = issue.message;
    }
  }
  return e;
}
