import { formatChange, periodChange } from '../../../src/analysis/charts/period-change';
import type { RuleCondition } from '../../../src/api/schemas/alerts';
import { MINUTE } from '../../../src/lib/time-units';
import {
  describeWindow,
  lastCompleted,
  nextStart,
  periodsIn,
  previousOf,
  type Period,
  type Win,
} from '../periods';
import { periodCounts } from './period-counts';
import { count, figure, plural, type ConditionEvaluator, type Firing } from './types';

/**
 * Volume and change: mentions in the last completed period (hour, day or week in the rule's zone)
 * over a threshold, or changed by more than X % against the period before. Both are due just
 * after each period ends (a minute's grace for late data).
 */
type Volume = Extract<RuleCondition, { kind: 'volume' }>;
type Change = Extract<RuleCondition, { kind: 'change' }>;

const GRACE = MINUTE;
const dueAfterPeriod = (period: Period) => (_c: unknown, at: number, zone: string) =>
  nextStart(lastCompleted(at, period, zone).to, period, zone) + GRACE;

function volumeFiring(c: Volume, w: Win, n: number, zone: string): Firing | null {
  if (n <= c.threshold) return null;
  const when = describeWindow(w, c.period, zone);
  return {
    window: `volume-${c.period}`,
    win: w,
    headline: `Volume: ${plural(n, 'mention')} in ${when}, over the threshold of ${count(c.threshold)}`,
    summary: `${plural(n, 'mention')} matched the rule in ${when}: ${count(n - c.threshold)} more than its threshold of ${count(c.threshold)}.`,
    figures: [figure('Mentions', n), figure('Threshold', c.threshold)],
  };
}

export const volumeEvaluator: ConditionEvaluator<Volume> = {
  async evaluate(e) {
    const w = lastCompleted(e.at, e.condition.period, e.zone);
    const fire = volumeFiring(e.condition, w, await e.reads.count(w, e.filters), e.zone);
    return { fires: fire ? [fire] : [] };
  },
  async preview(e, from, to) {
    const { wins, counts } = await periodCounts(
      e.reads,
      e.filters,
      periodsIn(from, to, e.condition.period, e.zone),
    );
    return {
      fires: wins.flatMap((w, i) => volumeFiring(e.condition, w, counts[i] as number, e.zone) ?? []),
      examined: `Examined ${wins.length} ${e.condition.period === 'hour' ? 'hourly' : e.condition.period === 'day' ? 'daily' : 'weekly'} periods (${e.zone})`,
    };
  },
  nextDue: (c, at, zone) => dueAfterPeriod(c.period)(c, at, zone),
};

function changeFiring(c: Change, w: Win, now: number, before: number, zone: string): Firing | null {
  if (Math.max(now, before) < c.minMentions || now === before) return null;
  const ch = periodChange(now, before);
  const up = now > before;
  const moved = ch.percent === null ? Infinity : Math.abs(ch.percent);
  if (moved <= c.percent) return null;
  if ((c.direction === 'up' && !up) || (c.direction === 'down' && up)) return null;
  const when = describeWindow(w, c.period, zone);
  const pctText =
    ch.percent === null ? 'from none' : `${ch.percent > 0 ? '+' : '−'}${Math.abs(ch.percent)} %`;
  return {
    window: `change-${c.period}`,
    win: w,
    headline: `Change: ${plural(now, 'mention')} in ${when}, ${pctText} against the ${c.period} before (${count(before)})`,
    summary: `Mentions ${up ? 'rose' : 'fell'} ${formatChange(ch)} in ${when} against the ${c.period} before: ${count(now)} against ${count(before)}; the rule fires beyond ${c.percent} %.`,
    figures: [
      figure('Mentions', now),
      figure(`Previous ${c.period}`, before),
      ...(ch.percent === null ? [] : [figure('Change', ch.percent, pctText)]),
    ],
  };
}

export const changeEvaluator: ConditionEvaluator<Change> = {
  async evaluate(e) {
    const w = lastCompleted(e.at, e.condition.period, e.zone);
    const prev = previousOf(w, e.condition.period, e.zone);
    const [now, before] = await Promise.all([e.reads.count(w, e.filters), e.reads.count(prev, e.filters)]);
    const fire = changeFiring(e.condition, w, now, before, e.zone);
    return { fires: fire ? [fire] : [] };
  },
  async preview(e, from, to) {
    const { period } = e.condition;
    const all = periodsIn(from, to, period, e.zone);
    const first = all[0];
    const withPrev = first ? [previousOf(first, period, e.zone), ...all] : [];
    const { wins, counts } = await periodCounts(e.reads, e.filters, withPrev);
    const fires = wins
      .slice(1)
      .flatMap(
        (w, i) => changeFiring(e.condition, w, counts[i + 1] as number, counts[i] as number, e.zone) ?? [],
      );
    return {
      fires,
      examined: `Examined ${Math.max(0, wins.length - 1)} ${period === 'day' ? 'daily' : 'weekly'} periods (${e.zone})`,
    };
  },
  nextDue: (c, at, zone) => dueAfterPeriod(c.period)(c, at, zone),
};
