import type { AlertPreview, AlertRule, RuleCondition } from '@/api/schemas/alerts';
import { formatZoned } from '@/lib/zoned-time';

/** How a rule and what it found read: the list's lines and the preview's sentence. */

const PERIOD: Record<string, string> = { hour: 'hour', day: 'day', week: 'week' };
const n = (v: number) => v.toLocaleString('en-GB');

/** "Spike (daily, medium sensitivity)", "More than 100 mentions in a day"… */
export function conditionText(c: RuleCondition): string {
  switch (c.kind) {
    case 'spike':
      return `A spike in ${c.interval === 'hour' ? 'hourly' : 'daily'} volume (${c.sensitivity} sensitivity)`;
    case 'volume':
      return `More than ${n(c.threshold)} mentions in a ${PERIOD[c.period]}`;
    case 'change': {
      const way = c.direction === 'up' ? 'up' : c.direction === 'down' ? 'down' : 'up or down';
      return `Volume ${way} more than ${n(c.percent)} % on the previous ${PERIOD[c.period]} (from ${n(c.minMentions)} mentions)`;
    }
    case 'narrative':
      return `A ${c.mode} narrative (at least ${n(c.minMentions)} mentions)`;
    case 'bot_share': {
      const parts = [
        c.abovePercent !== undefined && `above ${n(c.abovePercent)} %`,
        c.risePoints !== undefined && `up ${n(c.risePoints)} points`,
      ].filter(Boolean);
      return `Bot share ${parts.join(' or ')} in a ${PERIOD[c.period]} (from ${n(c.minMentions)} mentions)`;
    }
    case 'new_mention':
      return 'Any new mention';
  }
}

export type RuleStatus =
  { kind: 'active'; text: 'Active' } | { kind: 'paused'; text: 'Paused' } | { kind: 'snoozed'; text: string };

/** Paused wins over snoozed; a snooze in the past is over. */
export function ruleStatus(
  rule: Pick<AlertRule, 'paused' | 'snoozedUntil'>,
  nowMs: number,
  zone: string,
): RuleStatus {
  if (rule.paused) return { kind: 'paused', text: 'Paused' };
  const until = rule.snoozedUntil ? Date.parse(rule.snoozedUntil) : NaN;
  if (until > nowMs)
    return { kind: 'snoozed', text: `Snoozed until ${formatZoned(until, zone, 'D MMM, HH:mm')}` };
  return { kind: 'active', text: 'Active' };
}

/** "4, 12 and 21 Nov" / "28 Oct, 4 and 12 Nov": the distinct days in `zone`, each month named once. */
export function dayList(isoTimes: readonly string[], zone: string): string {
  const days = [...new Set(isoTimes.map((t) => formatZoned(Date.parse(t), zone, 'YYYY-MM-DD')))].sort();
  const manyYears = new Set(days.map((d) => d.slice(0, 4))).size > 1;
  const items = days.map((day, i) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const monthEnds = days[i + 1]?.slice(0, 7) !== day.slice(0, 7);
    if (!monthEnds) return String(d);
    return formatZoned(Date.UTC(y, m - 1, d, 12), 'UTC', manyYears ? 'D MMM YYYY' : 'D MMM');
  });
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** "Would have fired on 4, 12 and 21 Nov" (or that it would not have), from a preview. */
export function previewSentence(preview: AlertPreview, zone: string): string {
  if (preview.fires.length === 0) return 'Would not have fired in this period';
  const times = preview.fires.map((f) => f.from);
  const days = new Set(times.map((t) => formatZoned(Date.parse(t), zone, 'YYYY-MM-DD'))).size;
  const extra = preview.fires.length > days ? ` (${preview.fires.length} times)` : '';
  return `Would have fired on ${dayList(times, zone)}${extra}`;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};
const WEBHOOK_NAMES = { slack: 'Slack', teams: 'Teams', json: 'JSON' } as const;

/**
 * Who receives "Send a sample now", whoever presses it: the desk puts the sample in the inbox of
 * everyone who may see the rule (the team for a team rule) and sends it on the rule's own email and
 * webhook channels, to the addresses and hooks its owner set. One line per destination.
 */
export function sampleAudience(
  rule: Pick<AlertRule, 'visibility' | 'channels' | 'recipients' | 'webhooks'>,
): string[] {
  const lines = [
    rule.visibility === 'team'
      ? 'The inbox of everyone on the team who holds this workspace (a team rule)'
      : // Only its owner sees a private rule, so only its owner can send its sample.
        'Your inbox alone (a private rule)',
  ];
  const emails = rule.channels.includes('email') ? rule.recipients : [];
  if (emails.length) {
    const shown = emails.slice(0, 3).join(', ');
    const more = emails.length > 3 ? ` and ${n(emails.length - 3)} more` : '';
    lines.push(`Email to ${shown}${more}`);
  }
  const hooks = rule.channels.includes('webhook') ? rule.webhooks : [];
  if (hooks.length)
    lines.push(
      `${hooks.length === 1 ? 'The webhook' : `${hooks.length} webhooks`}: ${hooks
        .map((h) => `${WEBHOOK_NAMES[h.kind]} · ${hostOf(h.url)}`)
        .join(', ')}`,
    );
  return lines;
}
