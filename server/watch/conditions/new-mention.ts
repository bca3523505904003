import type { RuleCondition } from '../../../src/api/schemas/alerts';
import { MINUTE } from '../../../src/lib/time-units';
import { describeWindow, periodsIn, type Win } from '../periods';
import { formatZoned } from '../../../src/lib/zoned-time';
import { periodCounts } from './period-counts';
import { figure, plural, type ConditionEvaluator, type Firing } from './types';

/**
 * Any new mention: mentions matching the filters published since the last evaluation (the first
 * one looks back to the rule's creation). The evaluator remembers where it stopped in the rule's
 * state, so each mention is announced once; one event lists them all.
 */
type NewMention = Extract<RuleCondition, { kind: 'new_mention' }>;

/**
 * Mentions published this recently may not be indexed yet (a push is queued; the service indexes
 * with a lag): the look stops this far before now, and the next look starts there, so a mention
 * that arrives late is still announced once rather than skipped.
 */
export const SETTLE_MS = 30_000;

function firing(title: string, w: Win, n: number, zone: string, label: string): Firing | null {
  if (n <= 0) return null;
  return {
    window: 'new',
    win: w,
    headline: `New: ${plural(n, 'mention')} matching “${title}” ${label}`,
    summary: `${plural(n, 'new mention')} matched the rule’s filters between ${formatZoned(w.from, zone, 'D MMM YYYY, HH:mm')} and ${formatZoned(w.to, zone, 'D MMM YYYY, HH:mm')} (${zone}).`,
    figures: [figure('Mentions', n)],
  };
}

export const newMentionEvaluator: ConditionEvaluator<NewMention> = {
  async evaluate(e) {
    const cursor = typeof e.state?.cursor === 'number' ? e.state.cursor : e.createdAt;
    const w = { from: cursor, to: Math.max(cursor, e.at - SETTLE_MS) };
    if (w.to <= w.from) return { fires: [], state: { cursor } };
    const fire = firing(e.title, w, await e.reads.count(w, e.filters), e.zone, 'since the last look');
    return { fires: fire ? [fire] : [], state: { cursor: w.to } };
  },
  async preview(e, from, to) {
    const { wins, counts } = await periodCounts(e.reads, e.filters, periodsIn(from, to, 'day', e.zone));
    return {
      fires: wins.flatMap(
        (w, i) =>
          firing(e.title, w, counts[i] as number, e.zone, `on ${describeWindow(w, 'day', e.zone)}`) ?? [],
      ),
      examined: `Examined ${wins.length} days (${e.zone}); the rule itself looks every minute`,
    };
  },
  nextDue: (_c, at) => at + MINUTE,
};
