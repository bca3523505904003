import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { analyticsQueries, type DistributionResult } from '@/api/analytics';
import { isMultiValued, type ChartSpec } from '@/analysis/charts/chart-config';
import { supportsExtension } from '@/api/capabilities';
import type { PeriodFacts } from '@/analysis/charts/chart-buckets';
import { restrictToKeys } from '@/analysis/charts/chart-drilldown';
import { filtersToQuery, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { previousWindow } from '@/analysis/charts/period-change';
import { zoneName } from '@/lib/date-range';
import type { ChartWindow } from './chart-describe';
import { settle, type ChartData } from './chart-data-state';
import { useChartModels } from './use-chart-models';

type Models = NonNullable<ReturnType<typeof useChartModels>>;

/** The reference server's largest `limit` (an extension; the real service may list fewer). */
export const ALL_GROUPS = 1000;

/** Whether every answer below lists all groups (the service takes `limit`, or shows it does). */
const allListed = (lib: Models, d: DistributionResult) =>
  lib.listsAllGroups(d.groups.length, ALL_GROUPS, supportsExtension('distributionLimit'));
export const keysOf = (lib: Models | undefined, d: DistributionResult | undefined) =>
  lib && d && allListed(lib, d) ? d.groups.map((g) => g.key) : [];

/** One period's answers as the distribution model reads them (the exact and valued ones optional). */
export const periodFacts = (
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

/**
 * A distribution and, comparing, the previous period counted for exactly the shown groups: a
 * query restricted to the shown keys gives their counts even outside the previous top groups.
 * Multi-valued dimensions also ask how many mentions carry any value (No value) and any shown
 * value (Other), the only exact way to split them.
 */
export function useDistributionData(
  spec: ChartSpec,
  window: ChartWindow,
  enabled: boolean,
  nameOf: (key: string) => string | undefined,
): ChartData {
  const o = spec.options;
  const lib = useChartModels(enabled);
  const multi = isMultiValued(o.dim);
  const zone = zoneName(spec.range.tz);
  const prevWindow = useMemo(() => previousWindow(window, zone), [window, zone]);
  const ask = (filters: Partial<MentionFilterSearch>, w: ChartWindow, limit: number, on: boolean) => ({
    ...analyticsQueries.distribution(spec.workspaceId, {
      ...filtersToQuery(filters),
      ...w,
      group_by: o.dim,
      limit,
    }),
    enabled: enabled && on,
  });
  const [main, prevMain] = useQueries({
    queries: [
      ask(spec.filters, window, ALL_GROUPS, true),
      ask(spec.filters, prevWindow, ALL_GROUPS, o.compare),
    ],
  });
  const shown = useMemo(
    () =>
      lib && main.data ? lib.shownGroups(main.data.groups, o.dim, o.top, spec.groups).map((g) => g.key) : [],
    [lib, main.data, o.dim, o.top, spec.groups],
  );
  const shownOnly = restrictToKeys(spec.filters, o.dim, shown);
  const anyValue = restrictToKeys(spec.filters, o.dim, keysOf(lib, main.data));
  const prevAnyValue = restrictToKeys(spec.filters, o.dim, keysOf(lib, prevMain.data));
  // The follow-up questions depend on the shown groups, which the models' code picks.
  const loaded = Boolean(main.data && lib);
  const secondary = useQueries({
    queries: [
      ask(shownOnly.ok ? shownOnly.filters : {}, window, ALL_GROUPS, loaded && multi && shownOnly.ok),
      ask(shownOnly.ok ? shownOnly.filters : {}, prevWindow, ALL_GROUPS, loaded && o.compare && shownOnly.ok),
      ask(anyValue.ok ? anyValue.filters : {}, window, 1, loaded && multi && anyValue.ok),
      ask(
        prevAnyValue.ok ? prevAnyValue.filters : {},
        prevWindow,
        1,
        Boolean(prevMain.data && lib) && o.compare && multi && prevAnyValue.ok,
      ),
    ],
  });
  const [curExact, prevExact, curValued, prevValued] = secondary.map((q) => q.data);

  const model = useMemo(() => {
    if (!enabled || !lib || !main.data || (o.compare && !prevMain.data)) return undefined;
    const previous =
      o.compare && prevMain.data ? periodFacts(lib, prevMain.data, prevExact, prevValued) : null;
    const opts = { ...o, groups: spec.groups };
    return lib.buildDistributionModel(
      opts,
      periodFacts(lib, main.data, curExact, curValued),
      previous,
      nameOf,
    );
  }, [
    enabled,
    lib,
    main.data,
    prevMain.data,
    curExact,
    prevExact,
    curValued,
    prevValued,
    o,
    spec.groups,
    nameOf,
  ]);

  return settle(model, [main, prevMain], secondary);
}
