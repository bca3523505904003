import type { QueryClient } from '@tanstack/react-query';
import { analyticsQueries, type TimelineQuery } from '@/api/analytics';
import { availableFilterQueries } from '@/api/available-filters';
import { supportsExtension } from '@/api/capabilities';
import { customChannelQueries } from '@/api/custom-channels';
import { isMultiValued, type ChartInterval, type ChartSpec } from '@/analysis/charts/chart-config';
import { restrictToKeys } from '@/analysis/charts/chart-drilldown';
import type { ChartModel } from '@/analysis/charts/chart-model';
import { previousWindow, type Window } from '@/analysis/charts/period-change';
import {
  mergeAnswers,
  planTimeline,
  previousRequests,
  type TimelinePlan,
} from '@/analysis/charts/zoned-buckets';
import { buildVoiceShareModel, buildVoiceTimelineModel } from '@/analysis/voice/share-of-voice-model';
import * as lib from '@/components/charts/chart-models';
import { ALL_GROUPS, keysOf, periodFacts } from '@/components/charts/use-distribution-data';
import { filtersToQuery, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { zoneName } from '@/lib/date-range';

/**
 * A chart's model computed from its spec, outside React: the same questions as the chart's view
 * (use-chart-data.ts and its distribution, timeline and share-of-voice hooks) through the same
 * query options, so what a shown chart already fetched is read from the cache, then the same model
 * functions. A failed follow-up question only costs precision (the model's notes say so), as on
 * screen; a failed main question fails the chart.
 */
export async function fetchChartModel(qc: QueryClient, spec: ChartSpec, window: Window): Promise<ChartModel> {
  if (spec.voices) return voiceModel(qc, spec, window);
  const o = spec.options;
  const nameOf = await groupNames(qc, spec.workspaceId, o.measure === 'distribution' ? o.dim : o.breakdown);
  return o.measure === 'distribution'
    ? distributionModel(qc, spec, window, nameOf)
    : timelineModel(qc, spec, window, nameOf);
}

type NameOf = (key: string) => string | undefined;
const none = () => undefined;

/** Names for the keys of a group-by that the API sent without names (as useChartData's). */
async function groupNames(
  qc: QueryClient,
  workspaceId: number,
  groupBy: string | undefined,
): Promise<NameOf> {
  if (!groupBy) return none;
  const [available, custom] = await Promise.all([
    qc.ensureQueryData(availableFilterQueries.workspace(workspaceId)).catch(none),
    groupBy === 'channels'
      ? qc.ensureQueryData({ ...customChannelQueries.list(), retry: false }).catch(none)
      : undefined,
  ]);
  return lib.groupLabeler(groupBy, available, custom);
}

async function distributionModel(qc: QueryClient, spec: ChartSpec, window: Window, nameOf: NameOf) {
  const o = spec.options;
  const prevWindow = previousWindow(window, zoneName(spec.range.tz));
  const ask = (filters: Partial<MentionFilterSearch>, w: Window, limit: number) =>
    qc.ensureQueryData(
      analyticsQueries.distribution(spec.workspaceId, {
        ...filtersToQuery(filters),
        ...w,
        group_by: o.dim,
        limit,
      }),
    );
  const [main, prevMain] = await Promise.all([
    ask(spec.filters, window, ALL_GROUPS),
    o.compare ? ask(spec.filters, prevWindow, ALL_GROUPS) : undefined,
  ]);
  const multi = isMultiValued(o.dim);
  const shown = lib.shownGroups(main.groups, o.dim, o.top, spec.groups).map((g) => g.key);
  const shownOnly = restrictToKeys(spec.filters, o.dim, shown);
  const anyValue = restrictToKeys(spec.filters, o.dim, keysOf(lib, main));
  const prevAnyValue = restrictToKeys(spec.filters, o.dim, keysOf(lib, prevMain));
  const follow = (r: typeof shownOnly, on: boolean, w: Window, limit: number) =>
    on && r.ok ? ask(r.filters, w, limit).catch(none) : undefined;
  const [curExact, prevExact, curValued, prevValued] = await Promise.all([
    follow(shownOnly, multi, window, ALL_GROUPS),
    follow(shownOnly, o.compare, prevWindow, ALL_GROUPS),
    follow(anyValue, multi, window, 1),
    follow(prevAnyValue, Boolean(prevMain) && o.compare && multi, prevWindow, 1),
  ]);
  const previous = prevMain ? periodFacts(lib, prevMain, prevExact, prevValued) : null;
  const current = periodFacts(lib, main, curExact, curValued);
  return lib.buildDistributionModel({ ...o, groups: spec.groups }, current, previous, nameOf);
}

/** The plan of a timeline in a zone (zoned-buckets.ts), as useZonedTimelines plans it. */
const planFor = (window: Window, interval: ChartInterval, zone: string) =>
  planTimeline({ window, interval, zone, hourly: supportsExtension('timelineInterval') });

/** One workspace's timeline on a plan: the plan's calls joined (useZonedTimelines' questions). */
async function zonedTimeline(
  qc: QueryClient,
  workspaceId: number,
  query: Omit<TimelineQuery, 'since' | 'to' | 'interval'>,
  at: { plan: TimelinePlan; window: Window; zone: string; previous: boolean },
) {
  const { plan, window, zone, previous } = at;
  const requests = previous ? previousRequests(plan, window, zone) : plan.requests;
  const answers = await Promise.all(
    requests.map((r) =>
      qc.ensureQueryData(analyticsQueries.timeline(workspaceId, { ...query, ...r, interval: plan.interval })),
    ),
  );
  return mergeAnswers(plan, requests, answers);
}

async function timelineModel(qc: QueryClient, spec: ChartSpec, window: Window, nameOf: NameOf) {
  const o = spec.options;
  const zone = zoneName(spec.range.tz);
  const plan = planFor(window, o.interval, zone);
  const ask = (filters: Partial<MentionFilterSearch>, groupBy: string | undefined, previous: boolean) =>
    zonedTimeline(
      qc,
      spec.workspaceId,
      { ...filtersToQuery(filters), group_by: groupBy },
      {
        plan,
        window,
        zone,
        previous,
      },
    );
  const [main, prevTotals] = await Promise.all([
    ask(spec.filters, o.breakdown, false),
    o.compare ? ask(spec.filters, undefined, true) : undefined,
  ]);
  const keys = o.breakdown
    ? lib
        .timelineSeries(main.buckets)
        .filter((s) => !s.special)
        .map((s) => s.key)
    : [];
  const restricted = o.breakdown ? restrictToKeys(spec.filters, o.breakdown, keys) : null;
  const prevSeries =
    o.compare && keys.length > 0
      ? await ask(restricted?.ok ? restricted.filters : spec.filters, o.breakdown, true).catch(none)
      : undefined;
  const previous = prevTotals
    ? { totals: prevTotals, series: prevSeries ?? null, seriesExact: Boolean(restricted?.ok) }
    : null;
  return lib.buildTimelineModel(
    { ...o, interval: plan.unit },
    { window, zone: plan.bucketZone, current: main, previous, note: plan.note },
    nameOf,
  );
}

async function voiceModel(qc: QueryClient, spec: ChartSpec, window: Window) {
  const o = spec.options;
  const voices = spec.voices ?? [];
  if (voices.length === 0) throw new Error('This share-of-voice chart names no workspace');
  // The share bar needs only each window's total: one call per workspace, whatever the zone.
  const share = o.measure === 'distribution';
  const zone = share ? 'UTC' : zoneName(spec.range.tz);
  const plan = planFor(window, share ? 'month' : o.interval, zone);
  const query = filtersToQuery(spec.filters);
  const all = (previous: boolean) =>
    Promise.all(voices.map((v) => zonedTimeline(qc, v.id, query, { plan, window, zone, previous })));
  const [current, previous] = await Promise.all([all(false), o.compare ? all(true) : null]);
  if (share)
    return buildVoiceShareModel(
      o.unit,
      voices,
      current.map((d) => d.totalCount),
      previous?.map((d) => d.totalCount) ?? null,
    );
  return buildVoiceTimelineModel({
    window,
    zone: plan.bucketZone,
    interval: plan.unit,
    unit: o.unit,
    workspaces: voices,
    current,
    previous,
    note: plan.note,
  });
}
