import { narrativeGrowth, sortByGrowth } from '../../../src/analysis/pulse/rising-narratives';
import type { Narrative } from '../../../src/api/schemas';
import type { RuleCondition } from '../../../src/api/schemas/alerts';
import { MINUTE } from '../../../src/lib/time-units';
import {
  apiWindow,
  describeWindow,
  lastCompleted,
  nextStart,
  periodsIn,
  previousOf,
  type Win,
} from '../periods';
import {
  count,
  figure,
  plural,
  PREVIEW_PERIODS_MAX,
  type ConditionEvaluator,
  type EvalInput,
  type Firing,
} from './types';

/**
 * Narratives, day by day in the rule's zone (the narrative explorer's growth, rising-narratives):
 * `new` fires for a narrative created in the last completed day with at least minMentions in it;
 * `rising` for one with at least minMentions that day and at least twice the day before (or none
 * before). The narratives list takes the channel filter only, so the other filters do not narrow
 * this kind (docs/alerts.md). At most MAX_FIRES narratives fire a day, largest growth first.
 */
type NarrativeCondition = Extract<RuleCondition, { kind: 'narrative' }>;

const MAX_FIRES = 3;
const RISING_FACTOR = 2;

const listOf = (e: EvalInput<NarrativeCondition>, w: Win) =>
  e.reads.narratives({
    ...apiWindow(w),
    sort: 'mentionCount',
    limit: 1000,
    ...(e.filters.channels?.length ? { channels: e.filters.channels } : {}),
  });

const volume = (list: readonly Narrative[]) =>
  list.map((n) => ({ id: n.id, title: n.title, count: n.aggregations.mentionCount }));

function firings(e: EvalInput<NarrativeCondition>, w: Win, now: Narrative[], before: Narrative[]): Firing[] {
  const c = e.condition;
  const byId = new Map(now.map((n) => [n.id, n]));
  const when = describeWindow(w, 'day', e.zone);
  const rows = sortByGrowth(narrativeGrowth(volume(now), volume(before), c.minMentions), 'absolute').filter(
    (g) => {
      if (g.current < c.minMentions) return false;
      if (c.mode === 'new') {
        const created = Date.parse(byId.get(g.id)?.created ?? '');
        return created >= w.from && created < w.to;
      }
      return g.isNew || g.current >= RISING_FACTOR * g.previous;
    },
  );
  return rows.slice(0, MAX_FIRES).map((g) => ({
    window: `narrative-${g.id}/day`,
    win: w,
    headline:
      c.mode === 'new'
        ? `New narrative: ‘${g.title}’ with ${plural(g.current, 'mention')} on ${when}`
        : `Rising narrative: ‘${g.title}’, ${plural(g.current, 'mention')} on ${when} against ${count(g.previous)} the day before`,
    summary: `The narrative ‘${g.title}’ had ${plural(g.current, 'mention')} on ${when} (${count(g.previous)} the day before${g.percent === null ? '' : `, ${g.percent > 0 ? '+' : ''}${g.percent} %`}).`,
    figures: [figure('Mentions', g.current), figure('Day before', g.previous)],
    narrow: { 'narratives.id': [g.id] },
  }));
}

export const narrativeEvaluator: ConditionEvaluator<NarrativeCondition> = {
  async evaluate(e) {
    const w = lastCompleted(e.at, 'day', e.zone);
    const [now, before] = await Promise.all([listOf(e, w), listOf(e, previousOf(w, 'day', e.zone))]);
    return { fires: firings(e, w, now, before) };
  },
  async preview(e, from, to) {
    const days = periodsIn(from, to, 'day', e.zone).slice(-PREVIEW_PERIODS_MAX);
    const first = days[0];
    const all = first ? [previousOf(first, 'day', e.zone), ...days] : [];
    const lists = await Promise.all(all.map((w) => listOf(e, w)));
    return {
      fires: days.flatMap((w, i) => firings(e, w, lists[i + 1] as Narrative[], lists[i] as Narrative[])),
      examined: `Examined ${days.length} days (${e.zone})`,
    };
  },
  nextDue: (_c, at, zone) => nextStart(lastCompleted(at, 'day', zone).to, 'day', zone) + MINUTE,
};
