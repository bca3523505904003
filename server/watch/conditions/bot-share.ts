import { botShare, botShareChange, type BotShare } from '../../../src/analysis/pulse/pulse-figures';
import type { RuleCondition } from '../../../src/api/schemas/alerts';
import { botMentionFilters } from '../../../src/filters/mention-filters-url';
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
  pct,
  PREVIEW_PERIODS_MAX,
  type ConditionEvaluator,
  type EvalInput,
  type Firing,
} from './types';

/**
 * Bot share: the pulse's bot share (mentions rated likely or worse over every matching mention)
 * of the last completed period in the rule's zone, above X %, or risen by Y points against the
 * period before; periods with fewer than minMentions never fire.
 */
type BotCondition = Extract<RuleCondition, { kind: 'bot_share' }>;

const shareOf = async (e: EvalInput<BotCondition>, w: Win): Promise<BotShare> =>
  botShare(await e.reads.distribution({ ...e.filters, ...apiWindow(w), group_by: 'bot_ratings' }));

function firing(e: EvalInput<BotCondition>, w: Win, now: BotShare, before: BotShare): Firing | null {
  const c = e.condition;
  if (now.total < c.minMentions || now.percent === null) return null;
  const rise = botShareChange(now, before);
  const above = c.abovePercent !== undefined && now.percent > c.abovePercent;
  const risen = c.risePoints !== undefined && rise !== null && rise >= c.risePoints;
  if (!above && !risen) return null;
  const narrow = botMentionFilters(e.search);
  if (!narrow) return null;
  const when = describeWindow(w, c.period, e.zone);
  const why = [
    above ? `above ${pct(c.abovePercent as number)}` : '',
    risen ? `up ${rise} points from ${pct(before.percent ?? 0)}` : '',
  ].filter(Boolean);
  return {
    window: `bot_share-${c.period}`,
    win: w,
    headline: `Bot share: ${pct(now.percent)} of ${count(now.total)} mentions in ${when}, ${why.join(' and ')}`,
    summary: `${count(now.bots)} of ${count(now.total)} mentions in ${when} came from accounts rated likely bots or worse (${pct(now.percent)}; the ${c.period} before: ${before.percent === null ? 'no mentions' : pct(before.percent)}).`,
    figures: [
      figure('Likely bot mentions', now.bots),
      figure('Mentions', now.total),
      figure('Bot share', now.percent, pct(now.percent)),
      ...(rise === null ? [] : [figure('Change (points)', rise, `${rise > 0 ? '+' : ''}${rise}`)]),
    ],
    narrow: { bot_ratings: narrow.bot_ratings },
  };
}

export const botShareEvaluator: ConditionEvaluator<BotCondition> = {
  async evaluate(e) {
    const w = lastCompleted(e.at, e.condition.period, e.zone);
    const [now, before] = await Promise.all([
      shareOf(e, w),
      shareOf(e, previousOf(w, e.condition.period, e.zone)),
    ]);
    const fire = firing(e, w, now, before);
    return { fires: fire ? [fire] : [] };
  },
  async preview(e, from, to) {
    const wins = periodsIn(from, to, e.condition.period, e.zone).slice(-PREVIEW_PERIODS_MAX);
    const first = wins[0];
    const all = first ? [previousOf(first, e.condition.period, e.zone), ...wins] : [];
    const shares = await Promise.all(all.map((w) => shareOf(e, w)));
    return {
      fires: wins.flatMap((w, i) => firing(e, w, shares[i + 1] as BotShare, shares[i] as BotShare) ?? []),
      examined: `Examined ${wins.length} ${e.condition.period === 'day' ? 'daily' : 'weekly'} periods (${e.zone})`,
    };
  },
  nextDue: (c, at, zone) => nextStart(lastCompleted(at, c.period, zone).to, c.period, zone) + MINUTE,
};
