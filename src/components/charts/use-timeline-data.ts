import { useMemo } from 'react';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import { restrictToKeys } from '@/analysis/charts/chart-drilldown';
import { zoneName } from '@/lib/date-range';
import { filtersToQuery, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { useZonedTimeline } from '@/hooks/use-zoned-timeline';
import type { ChartWindow } from './chart-describe';
import { settle, type ChartData } from './chart-data-state';
import { useChartModels } from './use-chart-models';

/**
 * A timeline in the analyst's zone (use-zoned-timeline: the zone's own days, weeks and months) and,
 * comparing, the previous period: its totals, and with a breakdown each series' own previous series (a query restricted to the series' keys, so a key outside the previous
 * period's top series still gets its count).
 */
export function useTimelineData(
  spec: ChartSpec,
  window: ChartWindow,
  enabled: boolean,
  nameOf: (key: string) => string | undefined,
): ChartData {
  const o = spec.options;
  const lib = useChartModels(enabled);
  const zone = zoneName(spec.range.tz);
  const ask = (
    filters: Partial<MentionFilterSearch>,
    groupBy: ChartSpec['options']['breakdown'],
    on: boolean,
    previous: boolean,
  ) => ({
    workspaceId: spec.workspaceId,
    query: { ...filtersToQuery(filters), group_by: groupBy },
    window,
    interval: o.interval,
    zone,
    enabled: enabled && on,
    previous,
  });
  const main = useZonedTimeline(ask(spec.filters, o.breakdown, true, false));
  const prevTotals = useZonedTimeline(ask(spec.filters, undefined, o.compare, true));
  const keys = useMemo(
    () =>
      lib && main.data && o.breakdown
        ? lib
            .timelineSeries(main.data.buckets)
            .filter((s) => !s.special)
            .map((s) => s.key)
        : [],
    [lib, main.data, o.breakdown],
  );
  const restricted = o.breakdown ? restrictToKeys(spec.filters, o.breakdown, keys) : null;
  const prevSeries = useZonedTimeline(
    ask(
      restricted?.ok ? restricted.filters : spec.filters,
      o.breakdown,
      Boolean(main.data) && o.compare && keys.length > 0,
      true,
    ),
  );
  const prevSeriesData = prevSeries.data;
  const seriesExact = Boolean(restricted?.ok);
  const plan = main.plan;

  const model = useMemo(() => {
    if (!enabled || !lib || !plan || !main.data || (o.compare && !prevTotals.data)) return undefined;
    const previous =
      o.compare && prevTotals.data
        ? { totals: prevTotals.data, series: prevSeriesData ?? null, seriesExact }
        : null;
    return lib.buildTimelineModel(
      { ...o, interval: plan.unit },
      { window, zone: plan.bucketZone, current: main.data, previous, note: plan.note },
      nameOf,
    );
  }, [enabled, lib, main.data, prevTotals.data, prevSeriesData, seriesExact, o, window, plan, nameOf]);

  return settle(model, [...main.queries, ...prevTotals.queries], prevSeries.queries);
}
