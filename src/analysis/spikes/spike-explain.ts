import type { DistributionQuery, Mention, MentionFilters, MentionsQuery, TimelineQuery } from '@/api/schemas';
import { filterForGroup, type GroupFilter } from '@/filters/dimensions';
import { SPIKE_WINDOWS } from './spike-window';
import {
  botShare,
  decomposeDimension,
  rankDrivers,
  type BotShare,
  type DimensionBreakdown,
  type DriverDimension,
  type GroupCounts,
  type RankedDriver,
} from './spike-drivers';
import {
  planExplanation,
  type ExplainInput,
  type ExplainPlan,
  type ExplainRequest,
  type SpikeRef,
  type Window,
} from './spike-explain-plan';

/**
 * From the answers of an explanation plan to the explanation the panel shows, and a runner that
 * issues stage 1 in parallel, then the top mentions of the leading driver. A failed call costs
 * only its dimension, which is listed as unavailable with the reason.
 */

export interface ExplainedDriver extends RankedDriver {
  /** The mention filter selecting exactly this group, or why none can. */
  filter: GroupFilter;
  /** The spike window: with the workspace's filters and `filter`, the mentions counted in spikeCount. */
  window: Window;
}

export interface DimensionExplanation extends Omit<DimensionBreakdown, 'groups'> {
  groups: ExplainedDriver[];
}

export interface TopMentions<M = Mention> {
  /** The driver the mentions belong to; null: the spike's latest mentions. */
  driver: ExplainedDriver | null;
  query: MentionsQuery;
  mentions: readonly M[];
}

export interface SpikeExplanation<M = Mention> {
  spike: SpikeRef & { excess: number; ratio: number | null };
  window: Window;
  baselineWindow: Window;
  baselineBuckets: number;
  dimensions: DimensionExplanation[];
  unavailable: { dimension: DriverDimension; reason: string }[];
  /** Groups that explain the rise, across dimensions, largest share first. */
  drivers: ExplainedDriver[];
  bots: BotShare | null;
  topMentions: TopMentions<M> | null;
  /** API calls the explanation took. */
  calls: number;
}

type Group = { key: string; name?: string | null; count: number };
export type DistributionAnswer = { totalCount: number; groups: readonly Group[] };
export type TimelineAnswer = {
  totalCount: number;
  buckets: readonly { date: string; count: number; groups?: readonly Group[] }[];
};
/** A settled call: its answer, or the error message. */
export type Settled<T = unknown> = { ok: true; value: T } | { ok: false; error: string };

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Share of the busiest baseline buckets a grouped timeline leaves out (earlier spikes). */
export const TRIM_SHARE = 0.1;

/**
 * Spike and baseline counts of a grouped timeline whose buckets are the spike's buckets. The
 * baseline leaves out its busiest tenth of buckets, so that an earlier spike (a bot campaign two
 * days before) does not become "the usual" share.
 */
function splitTimeline(
  plan: ExplainPlan,
  answer: TimelineAnswer,
): { spike: GroupCounts; baseline: GroupCounts } | string {
  const unit = SPIKE_WINDOWS[plan.spike.interval].ms;
  const start = Date.parse(plan.window.since);
  const first = Date.parse(plan.baselineWindow.since);
  let spike: GroupCounts | undefined;
  const before: TimelineAnswer['buckets'][number][] = [];
  for (const b of answer.buckets) {
    const t = Date.parse(b.date);
    if (Number.isNaN(t) || (t - start) % unit !== 0 || t < first || t > start) {
      return 'The service’s timeline buckets do not line up with the spike.';
    }
    if (t === start) spike = { total: b.count, groups: b.groups ?? [] };
    else before.push(b);
  }
  // The bucket was flagged, so it has mentions: no bucket at its start means other bucket widths.
  if (!spike) return 'The service’s timeline has no bucket at the spike’s start.';
  const kept = [...before]
    .sort((a, b) => a.count - b.count)
    .slice(0, before.length - Math.floor(before.length * TRIM_SHARE));
  const sums = new Map<string, Group>();
  for (const b of kept)
    for (const g of b.groups ?? []) sums.set(g.key, { ...g, count: (sums.get(g.key)?.count ?? 0) + g.count });
  return { spike, baseline: { total: kept.reduce((n, b) => n + b.count, 0), groups: [...sums.values()] } };
}

function countsOf(plan: ExplainPlan, dimension: DriverDimension, answers: Readonly<Record<string, Settled>>) {
  const get = (id: string) => answers[id] ?? { ok: false as const, error: 'The call was not made.' };
  const timeline = get(`${dimension}/timeline`);
  if (plan.requests.some((r) => r.id === `${dimension}/timeline`)) {
    return timeline.ok ? splitTimeline(plan, timeline.value as TimelineAnswer) : timeline.error;
  }
  const [s, b] = [get(`${dimension}/spike`), get(`${dimension}/baseline`)];
  if (!s.ok) return s.error;
  if (!b.ok) return b.error;
  const counts = (a: DistributionAnswer): GroupCounts => ({ total: a.totalCount, groups: a.groups });
  return { spike: counts(s.value as DistributionAnswer), baseline: counts(b.value as DistributionAnswer) };
}

/** The explanation from stage 1's answers (keyed by request id). */
export function combineExplanation<M = Mention>(
  plan: ExplainPlan,
  answers: Readonly<Record<string, Settled>>,
): SpikeExplanation<M> {
  const { spike } = plan;
  const dimensions: DimensionExplanation[] = [];
  const unavailable = [...plan.omitted];
  let bots: BotShare | null = null;
  const planned = [...new Set(plan.requests.map((r) => r.dimension))];
  for (const dimension of planned) {
    const counts = countsOf(plan, dimension, answers);
    if (typeof counts === 'string') {
      unavailable.push({ dimension, reason: counts });
      continue;
    }
    // Baseline counts are scaled so that their total is the detector's expected count.
    const scale = counts.baseline.total > 0 ? spike.baseline / counts.baseline.total : 0;
    const breakdown = decomposeDimension(dimension, counts.spike, counts.baseline, scale);
    dimensions.push({
      ...breakdown,
      groups: breakdown.groups.map((g) => ({
        ...g,
        dimension,
        filter: filterForGroup(dimension, g.key),
        window: plan.window,
      })),
    });
    if (dimension === 'bot_ratings') bots = botShare(counts.spike, counts.baseline);
  }
  const byKey = new Map(
    dimensions.flatMap((d) => d.groups.map((g) => [`${d.dimension}|${g.key}`, g] as const)),
  );
  const drivers = rankDrivers(dimensions).map((d) => byKey.get(`${d.dimension}|${d.key}`) as ExplainedDriver);
  return {
    spike: {
      ...spike,
      excess: r1(spike.count - spike.baseline),
      ratio: spike.baseline > 0 ? Math.round((spike.count / spike.baseline) * 100) / 100 : null,
    },
    window: plan.window,
    baselineWindow: plan.baselineWindow,
    baselineBuckets: plan.baselineBuckets,
    dimensions,
    unavailable,
    drivers,
    bots,
    topMentions: null,
    calls: plan.requests.length,
  };
}

/** A narrative leads the spike when it explains at least this share of the excess. */
export const NARRATIVE_LEAD_SHARE = 0.3;

/**
 * The workspace's filters narrowed to one driver: its key now holds only the driver's value.
 * `exact` is false when that narrows a multi-valued filter the analyst had set (a mention in
 * narratives 3 and 7 counts for narrative 7 under "narrative 3", but not once 3 is replaced).
 */
export function driverFilters(
  base: MentionFilters,
  filter: GroupFilter,
): { filters: MentionFilters; exact: boolean } {
  if (!filter.ok) return { filters: base, exact: false };
  const before = (base as Record<string, unknown>)[filter.key] as (string | number)[] | undefined;
  const exact =
    filter.key !== 'narratives.id' || !before?.length || (before.length === 1 && before[0] === filter.value);
  return { filters: { ...base, [filter.key]: [filter.value] } as MentionFilters, exact };
}

/** Stage 2: the spike's top mentions of its leading narrative (by confidence), else of its leading driver. */
export function planTopMentions(
  plan: ExplainPlan,
  explanation: SpikeExplanation<unknown>,
  limit = 10,
): Omit<TopMentions, 'mentions'> {
  const linkable = explanation.drivers.filter((d) => d.filter.ok);
  const narrative = linkable.find(
    (d) => d.dimension === 'narratives.id' && (d.share ?? 0) >= NARRATIVE_LEAD_SHARE,
  );
  const driver = narrative ?? linkable[0] ?? null;
  const filters = driver ? driverFilters(plan.filters, driver.filter).filters : plan.filters;
  const sort = narrative ? 'confidence' : 'published';
  return { driver, query: { ...filters, ...plan.window, sort, limit } };
}

export interface ExplainApi<M = Mention> {
  distribution: (query: DistributionQuery) => Promise<DistributionAnswer>;
  timeline: (query: TimelineQuery) => Promise<TimelineAnswer>;
  mentions: (query: MentionsQuery) => Promise<readonly M[]>;
}

const settle = (p: Promise<unknown>): Promise<Settled> =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (err: unknown) => ({ ok: false as const, error: err instanceof Error ? err.message : String(err) }),
  );

const call = <M>(api: ExplainApi<M>, r: ExplainRequest): Promise<unknown> =>
  r.kind === 'distribution' ? api.distribution(r.query) : api.timeline(r.query);

/** Plans, runs stage 1 in parallel, combines, then fetches the top mentions (one more call). */
export async function explainSpike<M = Mention>(
  input: ExplainInput,
  api: ExplainApi<M>,
): Promise<SpikeExplanation<M>> {
  const plan = planExplanation(input);
  const settled = await Promise.all(plan.requests.map((r) => settle(call(api, r))));
  const explanation = combineExplanation<M>(
    plan,
    Object.fromEntries(plan.requests.map((r, i) => [r.id, settled[i] as Settled])),
  );
  const top = planTopMentions(plan, explanation);
  const mentions = await api.mentions(top.query).catch(() => null);
  return {
    ...explanation,
    topMentions: mentions ? { ...top, mentions } : null,
    calls: plan.requests.length + 1,
  };
}
