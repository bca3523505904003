import type { RuleCondition } from '../../../src/api/schemas/alerts';
import {
  planSpikeSeries,
  seriesFromAnswers,
  type SpikeSeriesPlan,
} from '../../../src/analysis/spikes/spike-buckets';
import { detectSpikes, type Spike } from '../../../src/analysis/spikes/spike-detection';
import { explainSpike } from '../../../src/analysis/spikes/spike-explain';
import { summarizeSpike } from '../../../src/analysis/spikes/spike-summary';
import { SPIKE_WINDOWS, spikeWhen } from '../../../src/analysis/spikes/spike-window';
import { MINUTE } from '../../../src/lib/time-units';
import { iso } from '../periods';
import { count, figure, type ConditionEvaluator, type EvalInput, type Firing } from './types';

/**
 * Spikes: the dashboard's detector (src/analysis/spikes) on the hourly or daily series, at the
 * rule's sensitivity, over the same buckets the dashboard flags (hours; daily buckets are the
 * API's UTC days, and the headline says so). The running bucket is examined too, so a spike fires
 * while it happens; each bucket fires once. A firing carries the dashboard's explanation summary.
 */
type SpikeCondition = Extract<RuleCondition, { kind: 'spike' }>;

/** Buckets before the current one that are still examined (a late tick does not miss one). */
const LOOKBACK = { hour: 2, day: 1 } as const;

async function series(e: EvalInput<SpikeCondition>, since: number, to: number) {
  const ask = async (hourly: 'supported' | 'unsupported') => {
    const plan = planSpikeSeries({ since: iso(since), to: iso(to), hourly, prefer: e.condition.interval });
    const answers = await Promise.all(plan.requests.map((r) => e.reads.timeline({ ...e.filters, ...r })));
    return { plan, result: seriesFromAnswers(plan, answers) };
  };
  let { plan, result } = await ask('supported');
  if (!result.ok && result.hourlyUnsupported) ({ plan, result } = await ask('unsupported'));
  if (!result.ok) throw new Error(result.reason);
  return { plan, series: result.series };
}

const detect = (c: SpikeCondition, plan: SpikeSeriesPlan, points: { date: string; count: number }[]) =>
  detectSpikes(points, { interval: plan.interval, sensitivity: c.sensitivity, flagFrom: plan.flagFrom });

function firingOf(s: Spike, interval: 'hour' | 'day', zone: string, at: number, summary?: string): Firing {
  const from = Date.parse(s.date);
  const when = spikeWhen(s.date, interval, zone);
  const usual = s.baseline >= 10 ? count(s.baseline) : String(s.baseline);
  const times = s.ratio === null ? 'where there are usually none' : `${s.ratio}× the usual ${usual}`;
  const headline = `Spike: ${count(s.count)} mentions ${when}, ${times}`;
  return {
    window: `spike-${interval}`,
    win: { from, to: Math.min(from + SPIKE_WINDOWS[interval].ms, at) },
    headline,
    summary: summary ?? `${headline}.`,
    figures: [
      figure('Mentions', s.count),
      figure('Usual', s.baseline, usual),
      ...(s.ratio === null ? [] : [figure('Times the usual', s.ratio, `${s.ratio}×`)]),
      figure('Unusualness (robust z)', s.score, String(s.score)),
    ],
  };
}

export const spikeEvaluator: ConditionEvaluator<SpikeCondition> = {
  async evaluate(e) {
    const { interval } = e.condition;
    const unit = SPIKE_WINDOWS[interval].ms;
    const since = Math.floor(e.at / unit) * unit - LOOKBACK[interval] * unit;
    // The API's `to` is inclusive: up to the millisecond before the evaluation.
    const { plan, series: points } = await series(e, since, e.at - 1);
    const spikes = detect(e.condition, plan, points);
    const fires: Firing[] = [];
    for (const s of spikes) {
      if (await e.fired(`spike-${plan.interval}`, Date.parse(s.date))) continue;
      const ex = await explainSpike(
        {
          spike: {
            date: s.date,
            interval: plan.interval,
            count: s.count,
            baseline: s.baseline,
            history: s.history,
          },
          filters: e.filters,
          hourly: 'supported',
        },
        { distribution: e.reads.distribution, timeline: e.reads.timeline, mentions: e.reads.mentions },
      );
      fires.push(firingOf(s, plan.interval, e.zone, e.at, summarizeSpike(ex, e.zone)));
    }
    return { fires };
  },
  async preview(e, from, to) {
    const { plan, series: points } = await series(e, from, to - 1);
    const spikes = detect(e.condition, plan, points);
    const buckets = points.filter((p) => Date.parse(p.date) >= Date.parse(plan.flagFrom)).length;
    const unit = plan.interval === 'hour' ? 'hourly' : 'daily (UTC days)';
    return {
      fires: spikes.map((s) => firingOf(s, plan.interval, e.zone, to)),
      examined: `Examined ${buckets} ${unit} buckets at ${e.condition.sensitivity} sensitivity`,
    };
  },
  nextDue: (c, at) => at + (c.interval === 'hour' ? 5 : 15) * MINUTE,
};
