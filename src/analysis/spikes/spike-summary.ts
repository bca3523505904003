import { botRatingLabel, channelName, languageName } from '@/lib/labels';
import type { DimensionExplanation, ExplainedDriver, SpikeExplanation } from './spike-explain';
import { spikeWhen } from './spike-window';

/**
 * The one-paragraph summary of an explained spike, written from its figures by a template (no
 * language model): what happened, which narrative (else which other group) carries the rise and
 * where, and how the bot-like share moved. E.g. "12 Nov (UTC): 412 mentions, 3.4× the usual 120.
 * 62 % of the excess is the narrative 'Heat pump grants…' (+180), mostly on X (Twitter) (+150);
 * the share of likely bots rose from 4 % to 21 %."
 */

/** A group carries the rise when it explains at least this share of the excess. */
export const LEAD_SHARE = 0.3;
/** "mostly on …" needs this share of the excess in one channel. */
const MOSTLY_SHARE = 0.5;
const TITLE_CHARS = 40;

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const signed = (n: number) => `${n >= 0 ? '+' : '−'}${count(Math.abs(n))}`;
const plural = (n: number, word: string) => `${count(n)} ${word}${Math.round(n) === 1 ? '' : 's'}`;
const usual = (n: number) => (n >= 10 ? count(n) : String(Math.round(n * 10) / 10));
/** 0–1 → "62 %" (one decimal under 1 %). */
export const percent = (share: number) => {
  const p = share * 100;
  return `${p > 0 && p < 1 ? p.toFixed(1) : Math.round(p)} %`;
};

/** A title cut at a word boundary with an ellipsis. */
export function shortTitle(title: string, max = TITLE_CHARS): string {
  if (title.length <= max) return title;
  const cut = title.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** How one driver reads after "{share} of the excess …". */
function driverPhrase(d: ExplainedDriver): string {
  const name = d.name || d.key;
  switch (d.dimension) {
    case 'narratives.id':
      return `is the narrative ‘${shortTitle(name)}’`;
    case 'channels':
      return `is on ${channelName(d.key)}`;
    case 'domains':
      return `comes from ${name}`;
    case 'authors':
      return `comes from the account ${name}`;
    case 'languages':
      return `is in ${languageName(d.key)}`;
    case 'locations.country':
      return `is located in ${name}`;
    case 'bot_ratings':
      return `comes from accounts rated “${botRatingLabel(d.key).toLowerCase()}” bots`;
  }
}

const topOf = (dims: readonly DimensionExplanation[], dimension: string, minShare: number) => {
  const top = dims.find((d) => d.dimension === dimension)?.groups[0];
  return top && (top.share ?? 0) >= minShare && top.excess > 0 ? top : undefined;
};

function driverSentence(ex: SpikeExplanation<unknown>): string {
  const lead =
    topOf(ex.dimensions, 'narratives.id', LEAD_SHARE) ?? ex.drivers.find((d) => (d.share ?? 0) >= LEAD_SHARE);
  if (!lead) return 'No single narrative, channel or source explains most of the rise';
  // Above 100 % when other groups fell below their usual level: the group carries all of the rise.
  const share = lead.share ?? 0;
  let text = `${share >= 0.995 ? 'All' : percent(share)} of the excess ${driverPhrase(lead)} (${signed(lead.excess)})`;
  const channel = lead.dimension === 'channels' ? undefined : topOf(ex.dimensions, 'channels', MOSTLY_SHARE);
  if (channel) text += `, mostly on ${channelName(channel.key)} (${signed(channel.excess)})`;
  return text;
}

function botClause(ex: SpikeExplanation<unknown>): string {
  if (!ex.dimensions.some((d) => d.dimension === 'bot_ratings')) return '';
  const bots = ex.bots;
  if (!bots || bots.spike.share === null || bots.baseline.share === null) {
    return 'none of these mentions carries a bot rating (no social posts)';
  }
  const [now, before] = [bots.spike.share, bots.baseline.share];
  if (now - before >= 0.02 && now >= before * 1.25)
    return `the share of likely bots rose from ${percent(before)} to ${percent(now)}`;
  if (before - now >= 0.02 && now <= before * 0.8)
    return `the share of likely bots fell from ${percent(before)} to ${percent(now)}`;
  return `the share of likely bots stayed near ${percent(now)}`;
}

export function summarizeSpike(ex: SpikeExplanation<unknown>, zone: string): string {
  const { spike } = ex;
  const when = spikeWhen(spike.date, spike.interval, zone);
  const head =
    spike.baseline < 0.5
      ? `${when}: ${plural(spike.count, 'mention')}, where there are usually none.`
      : `${when}: ${plural(spike.count, 'mention')}, ${(spike.count / spike.baseline).toFixed(1)}× the usual ${usual(spike.baseline)}.`;
  const bots = botClause(ex);
  return `${head} ${driverSentence(ex)}${bots ? `; ${bots}` : ''}.`;
}
