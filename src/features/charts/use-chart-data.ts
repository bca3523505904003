import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { ChartSpec } from '@/lib/chart-config';
import { isMultiValued } from '@/lib/chart-config';
import { zoneName } from '@/lib/date-range';
import { filtersToQuery } from '@/lib/mention-filters-url';
import { periodChange, previousWindow, type PeriodChange } from '@/lib/narrative-transforms';
import {
  aggregateBuckets,
  alignPrevious,
  seriesOf,
  toTimeRows,
  topNWithOther,
  withPreviousCounts,
  type CategoryRow,
  type SeriesDef,
  type TimeRow,
} from '@/lib/chart-transforms';
import type { ChartWindow } from './chart-describe';

export type ChartModel =
  | { kind: 'distribution'; rows: CategoryRow[]; total: number; otherApproximate: boolean; change: PeriodChange | null }
  | { kind: 'timeline'; rows: TimeRow[]; series: SeriesDef[]; total: number; otherApproximate: boolean; change: PeriodChange | null };

/** Fetches a chart's numbers (and the previous period's when comparing) and shapes them. */
export function useChartData(spec: ChartSpec, window: ChartWindow) {
  const { options: o, workspaceId } = spec;
  const filters = useMemo(() => filtersToQuery(spec.filters), [spec.filters]);
  const windows = o.compare ? [window, previousWindow(window)] : [window];
  // One typed list per measure (the other stays empty) so each result keeps its own data type.
  const distributions = useQueries({
    queries: (o.measure === 'distribution' ? windows : []).map((w) =>
      analyticsQueries.distribution(workspaceId, { ...filters, ...w, group_by: o.dim, limit: o.top }),
    ),
  });
  const timelines = useQueries({
    queries: (o.measure === 'timeline' ? windows : []).map((w) =>
      analyticsQueries.timeline(workspaceId, { ...filters, ...w, group_by: o.breakdown }),
    ),
  });
  const results = [distributions, timelines].flat();
  const zone = zoneName(spec.range.tz);
  const [dist, distPrev] = distributions.map((r) => r.data);
  const [line, linePrev] = timelines.map((r) => r.data);

  const model = useMemo((): ChartModel | undefined => {
    if (dist) {
      const change = distPrev ? periodChange(dist.totalCount, distPrev.totalCount) : null;
      const { rows, otherApproximate } = topNWithOther(dist.groups, dist.totalCount, o.top, isMultiValued(o.dim));
      const withPrev = distPrev ? withPreviousCounts(rows, distPrev.groups, distPrev.totalCount) : rows;
      return { kind: 'distribution', rows: withPrev, total: dist.totalCount, otherApproximate, change };
    }
    if (!line) return undefined;
    const series = seriesOf(line.buckets);
    const rows = toTimeRows(aggregateBuckets(line.buckets, o.interval, zone), series, o.interval, zone, o.unit, line.totalCount);
    const prevRows = linePrev
      ? toTimeRows(aggregateBuckets(linePrev.buckets, o.interval, zone), [], o.interval, zone, o.unit, linePrev.totalCount)
      : null;
    return {
      kind: 'timeline',
      rows: prevRows ? alignPrevious(rows, prevRows) : rows,
      series,
      total: line.totalCount,
      otherApproximate: o.breakdown ? isMultiValued(o.breakdown) && series.some((s) => s.other) : false,
      change: linePrev ? periodChange(line.totalCount, linePrev.totalCount) : null,
    };
  }, [dist, distPrev, line, linePrev, o.top, o.dim, o.interval, o.unit, o.breakdown, zone]);

  const error = results.find((r) => r.error)?.error ?? null;
  const isPending = results.some((r) => r.isPending);
  const refetch = () => results.forEach((r) => void r.refetch());
  return { model, error, isPending, refetch };
}
