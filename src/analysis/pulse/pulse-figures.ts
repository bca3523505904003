import { BOT_LIKE_RATINGS } from '@/api/schemas/common';
import { percentOf } from '@/analysis/narratives/narrative-transforms';
import { periodChange, type PeriodChange } from '@/analysis/charts/period-change';
import {
  narrativeGrowth,
  sortByGrowth,
  type NarrativeGrowth,
  type NarrativeVolume,
} from './rising-narratives';
import type { PulseSort } from './pulse-sorts';
import type { Spike, VolumePoint } from '@/analysis/spikes/spike-detection';

/**
 * The figures of one pulse row (a workspace at a glance): volume and its change against the
 * previous period, bot share and its change in percentage points, spikes, the top rising
 * narrative. Pure: the page fetches, these decide.
 */

type Group = { key: string; count: number };
type Distribution = { totalCount: number; groups: readonly Group[] };

export interface BotShare {
  bots: number;
  total: number;
  /** 0–100, one decimal; null when the period has no mentions. */
  percent: number | null;
}

const BOT_KEYS: ReadonlySet<string> = new Set(BOT_LIKE_RATINGS);

/**
 * Bot share of a period from its `group_by=bot_ratings` distribution: mentions rated likely or
 * worse over every matching mention (`totalCount`, so unrated news and podcasts count too, as
 * they do in the narrative explorer's bot share).
 */
export function botShare(distribution: Distribution): BotShare {
  const bots = distribution.groups.reduce((sum, g) => sum + (BOT_KEYS.has(g.key) ? g.count : 0), 0);
  return { bots, total: distribution.totalCount, percent: percentOf(bots, distribution.totalCount) };
}

/** Change of the bot share in percentage points (one decimal); null when either period is empty. */
export function botShareChange(current: BotShare, previous: BotShare): number | null {
  if (current.percent === null || previous.percent === null) return null;
  return Math.round((current.percent - previous.percent) * 10) / 10;
}

/** Volume change against the previous period (absolute and %; % is null when it had none). */
export const volumeChange = (current: number, previous: number): PeriodChange =>
  periodChange(current, previous);

/**
 * The narrative to name as "rising": the one that added most mentions against the previous
 * period among those big enough to rank (MIN_GROWTH_SIZE), and only if it grew. When the
 * previous list was cut (`previousComplete: false`), a narrative missing from it may still have
 * had mentions, so it is not taken as new: such narratives are left out rather than overstated.
 */
export function risingNarrative(
  current: readonly NarrativeVolume[],
  previous: readonly NarrativeVolume[],
  { previousComplete = true }: { previousComplete?: boolean } = {},
): NarrativeGrowth | null {
  const known = new Set(previous.map((n) => n.id));
  const rows = narrativeGrowth(current, previous).filter((r) => previousComplete || known.has(r.id));
  const top = sortByGrowth(rows, 'absolute')[0];
  return top && top.eligible && top.delta > 0 ? top : null;
}

/** The series' buckets from `from` on (the analyst's window), for the sparkline. */
export function windowPoints(series: readonly VolumePoint[], from: string): VolumePoint[] {
  const start = Date.parse(from);
  return series.filter((p) => Date.parse(p.date) >= start);
}

/** The most recent flagged spike, if any. */
export const latestSpike = (spikes: readonly Spike[]): Spike | null =>
  spikes.reduce<Spike | null>(
    (last, s) => (!last || Date.parse(s.date) > Date.parse(last.date) ? s : last),
    null,
  );

export interface PulseFigures {
  id: number;
  title: string;
  volume?: number;
  change?: PeriodChange;
  spikes?: number;
  bots?: BotShare;
}

/**
 * Relative change, exact (the shown percentage is rounded: +79.8 % can be 0.7976 or 0.7983, and
 * the larger must rank first), with "new" (none before, some now) above every percentage.
 */
const changeKey = (c: PeriodChange | undefined) =>
  c === undefined ? undefined : c.previous === 0 ? (c.delta > 0 ? Infinity : 0) : c.delta / c.previous;

const SORT_KEY: Record<PulseSort, (r: PulseFigures) => number | undefined> = {
  change: (r) => changeKey(r.change),
  delta: (r) => r.change?.delta,
  volume: (r) => r.volume,
  spikes: (r) => r.spikes,
  bots: (r) => r.bots?.percent ?? undefined,
  title: () => 0,
};

/**
 * Rows in the chosen order. Rows still counting (or whose figure is unknown) go last whatever
 * the direction, so the ranked ones stay on top while the rest arrive; ties keep title order.
 */
export function sortPulseRows<R extends PulseFigures>(
  rows: readonly R[],
  sort: PulseSort,
  dir: 'asc' | 'desc',
): R[] {
  const sign = dir === 'asc' ? 1 : -1;
  const byTitle = (a: R, b: R) => a.title.localeCompare(b.title) || a.id - b.id;
  if (sort === 'title') return [...rows].sort((a, b) => sign * byTitle(a, b));
  const key = SORT_KEY[sort];
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === undefined || y === undefined)
      return Number(x === undefined) - Number(y === undefined) || byTitle(a, b);
    return sign * (x < y ? -1 : x > y ? 1 : 0) || byTitle(a, b);
  });
}

/**
 * Whether a change is good news or a warning: more coverage reads as good news (`rising: 'good'`),
 * a rising bot share as a warning (`rising: 'bad'`). Undefined for no change or none known.
 */
export function changeTone(
  delta: number | null | undefined,
  rising: 'good' | 'bad' = 'good',
): 'good' | 'bad' | undefined {
  if (!delta) return undefined;
  return delta > 0 === (rising === 'good') ? 'good' : 'bad';
}
