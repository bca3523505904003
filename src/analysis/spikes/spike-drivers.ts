import { BOT_LIKE_RATINGS } from '@/api/schemas';

/**
 * What made a bucket rise: per dimension, each group's count in the spike against its baseline
 * (the trailing buckets' counts scaled to one bucket), its excess, lift and the share of the total
 * excess it explains; the bot-like share in the spike against the baseline; and a ranking.
 *
 * Multi-valued dimensions (narratives: a mention may sit in several narratives, or in none): each
 * group's excess is its own, so a mention in two rising narratives counts in both. When the listed
 * groups overlap (their counts sum above the total), shares can add up to more than 100 % and no
 * remainder is given; otherwise the remainder ("rest") holds unlisted groups and mentions without
 * a value, and the shares of the groups plus the rest add up to exactly 100 %.
 */

export const DRIVER_DIMENSIONS = [
  'narratives.id',
  'channels',
  'domains',
  'authors',
  'languages',
  'locations.country',
  'bot_ratings',
] as const;
export type DriverDimension = (typeof DRIVER_DIMENSIONS)[number];
export const MULTI_VALUED_DIMENSIONS: ReadonlySet<DriverDimension> = new Set(['narratives.id']);

/** A dimension's counts in one window: totalCount and groups of a distribution (or timeline). */
export interface GroupCounts {
  total: number;
  groups: readonly { key: string; name?: string | null; count: number }[];
}

export interface DriverGroup {
  key: string;
  name: string;
  spikeCount: number;
  /** Expected count in one bucket: the baseline window's count × scale. One decimal. */
  baselineCount: number;
  /** spikeCount − baselineCount, one decimal. */
  excess: number;
  /** spikeCount ÷ baselineCount (two decimals); null when the group was absent before (new). */
  lift: number | null;
  /** excess ÷ the dimension's total excess (four decimals); null when the total did not rise. */
  share: number | null;
  /**
   * share − the group's share of the baseline (four decimals): 0 when the group rose exactly in
   * step with everything else, high when the rise is concentrated in it. Drivers rank by it.
   */
  concentration: number | null;
}

export interface DimensionBreakdown {
  dimension: DriverDimension;
  multiValued: boolean;
  spikeTotal: number;
  baselineTotal: number;
  totalExcess: number;
  /** Every listed group, largest excess first. */
  groups: DriverGroup[];
  /** What the listed groups leave of the totals; null when a multi-valued dimension's groups overlap. */
  rest: Omit<DriverGroup, 'key' | 'name' | 'lift' | 'concentration'> | null;
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const r2 = (n: number) => Math.round(n * 100) / 100;
const r4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * One dimension's drivers. `scale` turns the baseline window's counts into one bucket's (e.g. the
 * detector's baseline ÷ the window's total, or 1 ÷ the number of baseline buckets).
 */
export function decomposeDimension(
  dimension: DriverDimension,
  spike: GroupCounts,
  baseline: GroupCounts,
  scale: number,
): DimensionBreakdown {
  const multiValued = MULTI_VALUED_DIMENSIONS.has(dimension);
  const baselineTotal = baseline.total * scale;
  const totalExcess = spike.total - baselineTotal;
  const shareOf = (excess: number) => (totalExcess > 0 ? r4(excess / totalExcess) : null);
  const usualShare = (base: number) => (baselineTotal > 0 ? base / baselineTotal : 0);
  const before = new Map(baseline.groups.map((g) => [g.key, g]));
  const keys = new Set([...spike.groups.map((g) => g.key), ...baseline.groups.map((g) => g.key)]);
  const names = new Map([...baseline.groups, ...spike.groups].map((g) => [g.key, g.name || g.key]));
  const now = new Map(spike.groups.map((g) => [g.key, g.count]));
  let spikeListed = 0;
  let baselineListed = 0;
  let excessListed = 0;
  const groups = [...keys].map((key): DriverGroup => {
    const spikeCount = now.get(key) ?? 0;
    const base = (before.get(key)?.count ?? 0) * scale;
    spikeListed += spikeCount;
    baselineListed += base;
    excessListed += spikeCount - base;
    return {
      key,
      name: names.get(key) ?? key,
      spikeCount,
      baselineCount: r1(base),
      excess: r1(spikeCount - base),
      lift: base > 0 ? r2(spikeCount / base) : null,
      share: shareOf(spikeCount - base),
      concentration: totalExcess > 0 ? r4((spikeCount - base) / totalExcess - usualShare(base)) : null,
    };
  });
  groups.sort((a, b) => b.excess - a.excess || b.spikeCount - a.spikeCount || a.key.localeCompare(b.key));
  const overlap = multiValued && (spikeListed > spike.total || baselineListed > baselineTotal + 1e-9);
  const restExcess = totalExcess - excessListed;
  return {
    dimension,
    multiValued,
    spikeTotal: spike.total,
    baselineTotal: r1(baselineTotal),
    totalExcess: r1(totalExcess),
    groups,
    rest: overlap
      ? null
      : {
          spikeCount: spike.total - spikeListed,
          baselineCount: r1(baselineTotal - baselineListed),
          excess: r1(restExcess),
          share: shareOf(restExcess),
        },
  };
}

export interface BotWindowShare {
  /** Mentions rated likely, very likely or almost certain to be bots. */
  botLike: number;
  /** Mentions with any bot rating (social posts). */
  rated: number;
  total: number;
  /** botLike ÷ total, 0–1 (four decimals); null when the window is empty. */
  share: number | null;
}

export interface BotShare {
  spike: BotWindowShare;
  baseline: BotWindowShare;
  /** Change of the share in percentage points (one decimal); null when either share is. */
  changePoints: number | null;
}

const BOT_LIKE: ReadonlySet<string> = new Set(BOT_LIKE_RATINGS);

function windowShare(counts: GroupCounts): BotWindowShare {
  const botLike = counts.groups.filter((g) => BOT_LIKE.has(g.key)).reduce((s, g) => s + g.count, 0);
  const rated = counts.groups.reduce((s, g) => s + g.count, 0);
  return { botLike, rated, total: counts.total, share: counts.total > 0 ? r4(botLike / counts.total) : null };
}

/**
 * The bot-like share of all mentions in the spike and in the baseline, from bot_ratings counts;
 * null when neither window has any rated mention (news-only spikes have no bot data).
 */
export function botShare(spike: GroupCounts, baseline: GroupCounts): BotShare | null {
  const s = windowShare(spike);
  const b = windowShare(baseline);
  if (s.rated === 0 && b.rated === 0) return null;
  const changePoints = s.share !== null && b.share !== null ? r1((s.share - b.share) * 100) : null;
  return { spike: s, baseline: b, changePoints };
}

export interface RankedDriver extends DriverGroup {
  dimension: DriverDimension;
}

export interface RankOptions {
  /** Least share of the total excess (default 0.1). */
  minShare?: number;
  /** Least concentration: how much more of the rise than of the usual volume (default 0.1). */
  minConcentration?: number;
  /** Least absolute excess (default 3 mentions). */
  minExcess?: number;
}

/**
 * The groups that explain the rise, across dimensions, most concentrated first: a group that
 * merely rose with everything else (English in an English-language workspace) explains much of
 * the excess but is no driver.
 */
export function rankDrivers(
  dimensions: readonly DimensionBreakdown[],
  opts: RankOptions = {},
): RankedDriver[] {
  const { minShare = 0.1, minConcentration = 0.1, minExcess = 3 } = opts;
  return dimensions
    .flatMap((d) => d.groups.map((g): RankedDriver => ({ ...g, dimension: d.dimension })))
    .filter(
      (g) =>
        (g.share ?? 0) >= minShare && (g.concentration ?? 0) >= minConcentration && g.excess >= minExcess,
    )
    .sort((a, b) => (b.concentration as number) - (a.concentration as number) || b.excess - a.excess);
}
