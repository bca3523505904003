import { skipToken, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { analyticsQueries, type DistributionResult } from '@/api/analytics';
import { MAX_GROUPS } from '@/api/schemas';
import { availableFilterQueries } from '@/api/available-filters';
import { supportsExtension } from '@/api/capabilities';
import { customChannelQueries } from '@/api/custom-channels';
import { isMultiValued, type ChartSpec } from '@/analysis/charts/chart-config';
import { restrictToKeys, type Restriction } from '@/analysis/charts/chart-drilldown';
import type { PeriodFacts } from '@/analysis/charts/chart-buckets';
import { previousWindow, type Window } from '@/analysis/charts/period-change';
import { filtersToQuery, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { zoneName } from '@/lib/date-range';
import type * as ChartModels from './chart-models';

/**
 * A chart's questions to the API, in one home: pure functions that, from the spec, its window and
 * the answers of an earlier stage, give the query options of the next stage (`null`: not asked).
 * The chart's hooks ask them with useQueries (use-distribution-data.ts, use-timeline-data.ts,
 * use-voice-data.ts), the report export with ensureQueryData (features/reports/export/chart-data.ts),
 * so both send the same keys and a chart shown on screen is exported from the cache. Timelines'
 * questions are in timeline-questions.ts.
 */
export type Models = typeof ChartModels;
type NameOf = (key: string) => string | undefined;

/**
 * A stage's slot as the hooks ask it: its options (`enabled` while the chart is), or a disabled
 * placeholder where the plan asks nothing, so useQueries keeps the slots' positions. Placeholders
 * are keyed by their slot: useQueries matches its observers by key, and two equal keys in one
 * call would share one.
 */
export function asked<T, K extends QueryKey>(
  o: UseQueryOptions<T, Error, T, K> | null,
  enabled: boolean,
  slot = 0,
): UseQueryOptions<T, Error, T, K> {
  return o
    ? { ...o, enabled }
    : { queryKey: ['chart-question', 'unasked', slot] as unknown as K, queryFn: skipToken };
}

/** What names a group-by's keys the API sent without names (timeline and distribution groups). */
export function groupNameQuestions(spec: ChartSpec) {
  const o = spec.options;
  const groupBy = spec.voices ? undefined : o.measure === 'distribution' ? o.dim : o.breakdown;
  return {
    groupBy,
    available: groupBy ? availableFilterQueries.workspace(spec.workspaceId) : null,
    // Custom channels name the channel keys of pushed mentions; the endpoint is optional upstream.
    custom: groupBy === 'channels' ? { ...customChannelQueries.list(), retry: false } : null,
  };
}

const distribution = (spec: ChartSpec, filters: Partial<MentionFilterSearch>, w: Window, limit: number) =>
  analyticsQueries.distribution(spec.workspaceId, {
    ...filtersToQuery(filters),
    ...w,
    group_by: spec.options.dim,
    limit,
  });

const previousOf = (spec: ChartSpec, window: Window) => previousWindow(window, zoneName(spec.range.tz));

/** Stage 1 of a distribution: the window's groups and, comparing, the previous period's. */
export function distributionQuestions(spec: ChartSpec, window: Window) {
  return [
    distribution(spec, spec.filters, window, MAX_GROUPS),
    spec.options.compare ? distribution(spec, spec.filters, previousOf(spec, window), MAX_GROUPS) : null,
  ] as const;
}

/** Whether every answer below lists all groups (the service takes `limit`, or shows it does). */
const allListed = (lib: Models, d: DistributionResult) =>
  lib.listsAllGroups(d.groups.length, MAX_GROUPS, supportsExtension('distributionLimit'));
const keysOf = (lib: Models, d: DistributionResult | undefined) =>
  d && allListed(lib, d) ? d.groups.map((g) => g.key) : [];

/**
 * Stage 2 of a distribution, from stage 1's answers as far as they are in: comparing, the previous
 * period counted for exactly the shown groups (a query restricted to the shown keys gives their
 * counts even outside the previous top groups); for a multi-valued dimension the shown groups'
 * exact counts, and how many mentions carry any value (No value) in each period — the only exact
 * way to split them. Order: current exact, previous exact, current valued, previous valued.
 */
export function distributionFollowUps(
  spec: ChartSpec,
  window: Window,
  lib: Models,
  main: DistributionResult | undefined,
  prevMain: DistributionResult | undefined,
) {
  const o = spec.options;
  const multi = isMultiValued(o.dim);
  const prevWindow = previousOf(spec, window);
  const shown = main ? lib.shownGroups(main.groups, o.dim, o.top, spec.groups).map((g) => g.key) : [];
  const ask = (r: Restriction, on: boolean, w: Window, limit: number) =>
    on && r.ok ? distribution(spec, r.filters, w, limit) : null;
  const shownOnly = restrictToKeys(spec.filters, o.dim, shown);
  const anyValue = restrictToKeys(spec.filters, o.dim, keysOf(lib, main));
  const prevAnyValue = restrictToKeys(spec.filters, o.dim, keysOf(lib, prevMain));
  return [
    ask(shownOnly, Boolean(main) && multi, window, MAX_GROUPS),
    ask(shownOnly, Boolean(main) && o.compare, prevWindow, MAX_GROUPS),
    ask(anyValue, Boolean(main) && multi, window, 1),
    ask(prevAnyValue, Boolean(prevMain) && o.compare && multi, prevWindow, 1),
  ] as const;
}

/** One period's answers as the distribution model reads them (the exact and valued ones optional). */
const periodFacts = (
  lib: Models,
  d: DistributionResult,
  exact: DistributionResult | undefined,
  valued: DistributionResult | undefined,
): PeriodFacts => ({
  total: d.totalCount,
  groups: d.groups,
  complete: allListed(lib, d),
  exact: exact ? { groups: exact.groups, complete: allListed(lib, exact), total: exact.totalCount } : null,
  valuedTotal: valued?.totalCount ?? null,
});

type Answer = DistributionResult | undefined;

/** The distribution model from both stages' answers (a missing follow-up costs only precision). */
export function distributionModel(
  lib: Models,
  spec: ChartSpec,
  [main, prevMain]: readonly [DistributionResult, Answer],
  [curExact, prevExact, curValued, prevValued]: readonly Answer[],
  nameOf: NameOf,
) {
  const o = spec.options;
  const previous = o.compare && prevMain ? periodFacts(lib, prevMain, prevExact, prevValued) : null;
  const current = periodFacts(lib, main, curExact, curValued);
  return lib.buildDistributionModel({ ...o, groups: spec.groups }, current, previous, nameOf);
}
