import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { ChartSpec } from '@/lib/chart-config';
import { restrictToKeys } from '@/lib/chart-drilldown';
import { zoneName } from '@/lib/date-range';
import { filtersToQuery, type MentionFilterSearch } from '@/lib/mention-filters-url';
import { previousWindow } from '@/lib/period-change';
import type { ChartWindow } from './chart-describe';
import { settle, type ChartData } from './chart-data-state';
import { useChartModels } from './use-chart-models';

/**
 * A timeline and, comparing, the previous period: its totals, and with a breakdown each series'
 * own previous series (a query restricted to the series' keys, so a key outside the previous
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
  const prevWindow = useMemo(() => previousWindow(window), [window]);
  const ask = (
    filters: Partial<MentionFilterSearch>,
    w: ChartWindow,
    groupBy: ChartSpec['options']['breakdown'],
    on: boolean,
  ) => ({
    ...analyticsQueries.timeline(spec.workspaceId, { ...filtersToQuery(filters), ...w, group_by: groupBy }),
    enabled: enabled && on,
  });
  const [main, prevTotals] = useQueries({
    queries: [
      ask(spec.filters, window, o.breakdown, true),
      ask(spec.filters, prevWindow, undefined, o.compare),
    ],
  });
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
  const [prevSeries] = useQueries({
    queries: [
      ask(
        restricted?.ok ? restricted.filters : spec.filters,
        prevWindow,
        o.breakdown,
        Boolean(main.data) && o.compare && keys.length > 0,
      ),
    ],
  });
  const prevSeriesData = prevSeries!.data;
  const zone = zoneName(spec.range.tz);
  const seriesExact = Boolean(restricted?.ok);

  const model = useMemo(() => {
    if (!enabled || !lib || !main.data || (o.compare && !prevTotals.data)) return undefined;
    const previous =
      o.compare && prevTotals.data
        ? { totals: prevTotals.data, series: prevSeriesData ?? null, seriesExact }
        : null;
    return lib.buildTimelineModel(o, { window, zone, current: main.data, previous }, nameOf);
  }, [enabled, lib, main.data, prevTotals.data, prevSeriesData, seriesExact, o, window, zone, nameOf]);

  return settle(model, [main, prevTotals], [prevSeries!]);
}
