import type { ChartInterval, ChartSpec } from '@/analysis/charts/chart-config';
import { restrictToKeys } from '@/analysis/charts/chart-drilldown';
import type { Window } from '@/analysis/charts/period-change';
import type { TimelinePlan, mergeAnswers } from '@/analysis/charts/zoned-buckets';
import type * as VoiceModels from '@/analysis/voice/share-of-voice-model';
import { filtersToQuery } from '@/filters/mention-filters-url';
import type { ZonedTimelineInput } from '@/hooks/use-zoned-timeline';
import { zoneName } from '@/lib/date-range';
import type { Models } from './chart-questions';

/**
 * The questions of timeline and share-of-voice charts (see chart-questions.ts): zoned timelines,
 * each one or more calls on the plan of its window, interval and zone (use-zoned-timeline.ts
 * zonedTimelineOptions gives their query options, to the hooks and to the report export alike).
 */
export interface ZonedQuestions {
  workspaceIds: readonly number[];
  /** Filters and group_by (the plan sets the window and interval). */
  query: ZonedTimelineInput['query'];
  /** The period before the window (on the same plan). */
  previous: boolean;
}

/** What a chart's timelines are planned on (zoned-buckets.ts planTimeline, with the service's hours). */
export interface ZonedAt {
  window: Window;
  interval: ChartInterval;
  zone: string;
}

type Merged = ReturnType<typeof mergeAnswers>;
type NameOf = (key: string) => string | undefined;

const zonedOf = (
  spec: ChartSpec,
  groupBy: string | undefined,
  previous: boolean,
  filters = spec.filters,
) => ({
  workspaceIds: [spec.workspaceId],
  query: { ...filtersToQuery(filters), group_by: groupBy },
  previous,
});

/** Stage 1 of a timeline: its (broken down) series and, comparing, the previous period's totals. */
export function timelineQuestions(spec: ChartSpec, window: Window) {
  const o = spec.options;
  const at: ZonedAt = { window, interval: o.interval, zone: zoneName(spec.range.tz) };
  return {
    at,
    main: zonedOf(spec, o.breakdown, false),
    prevTotals: o.compare ? zonedOf(spec, undefined, true) : null,
  };
}

/**
 * Stage 2 of a broken-down timeline compared: each series' own previous series, asked with a
 * query restricted to the series' keys (so a key outside the previous period's top series still
 * gets its count), or with the chart's filters when no filter selects them (`seriesExact` false).
 */
export function timelineFollowUp(spec: ChartSpec, lib: Models, main: Merged | undefined) {
  const o = spec.options;
  const keys =
    main && o.breakdown
      ? lib
          .timelineSeries(main.buckets)
          .filter((s) => !s.special)
          .map((s) => s.key)
      : [];
  const restricted = o.breakdown ? restrictToKeys(spec.filters, o.breakdown, keys) : null;
  const filters = restricted?.ok ? restricted.filters : spec.filters;
  return {
    prevSeries: o.compare && keys.length > 0 ? zonedOf(spec, o.breakdown, true, filters) : null,
    seriesExact: Boolean(restricted?.ok),
  };
}

/** The timeline model from both stages' answers (a missing previous series costs only precision). */
export function timelineModel(
  lib: Models,
  spec: ChartSpec,
  { window, plan }: { window: Window; plan: TimelinePlan },
  answers: { main: Merged; prevTotals: Merged | undefined; prevSeries: Merged | undefined },
  seriesExact: boolean,
  nameOf: NameOf,
) {
  const o = spec.options;
  const { main, prevTotals, prevSeries } = answers;
  const previous =
    o.compare && prevTotals ? { totals: prevTotals, series: prevSeries ?? null, seriesExact } : null;
  return lib.buildTimelineModel(
    { ...o, interval: plan.unit },
    { window, zone: plan.bucketZone, current: main, previous, note: plan.note },
    nameOf,
  );
}

/**
 * A share-of-voice chart's one stage: each chosen workspace's timeline for the window (and,
 * comparing, the previous period) with the chart's filters. The share bar needs only each
 * window's total: one call per workspace, whatever the zone.
 */
export function voiceQuestions(spec: ChartSpec, window: Window) {
  const o = spec.options;
  const share = o.measure === 'distribution';
  const at: ZonedAt = {
    window,
    interval: share ? 'month' : o.interval,
    zone: share ? 'UTC' : zoneName(spec.range.tz),
  };
  const workspaceIds = (spec.voices ?? []).map((v) => v.id);
  const ask = (previous: boolean) => ({ workspaceIds, query: filtersToQuery(spec.filters), previous });
  return { at, current: ask(false), previous: o.compare ? ask(true) : null };
}

/** The share-of-voice model (a share bar, or a timeline of shares) from each workspace's answers. */
export function voiceModel(
  lib: typeof VoiceModels,
  spec: ChartSpec,
  { window, plan }: { window: Window; plan: TimelinePlan },
  current: readonly Merged[],
  previous: readonly Merged[] | null,
) {
  const o = spec.options;
  const voices = spec.voices ?? [];
  if (o.measure === 'distribution')
    return lib.buildVoiceShareModel(
      o.unit,
      voices,
      current.map((d) => d.totalCount),
      previous?.map((d) => d.totalCount) ?? null,
    );
  return lib.buildVoiceTimelineModel({
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
