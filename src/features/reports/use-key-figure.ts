import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import { filtersToQuery } from '@/filters/mention-filters-url';
import { periodChange, previousWindow } from '@/analysis/charts/period-change';
import { zoneName } from '@/lib/date-range';
import type { FigureSpec } from '@/analysis/reports/report-store';
import { useSpecWindow } from '@/components/charts/use-spec-window';

/**
 * A key figure: the mentions matching a question in its window, and the change against the
 * previous window of equal length (the totals of a distribution: every matching mention).
 */
export function useKeyFigure(spec: FigureSpec) {
  const window = useSpecWindow(spec.range);
  const filters = useMemo(() => filtersToQuery(spec.filters), [spec.filters]);
  const [current, previous] = useQueries({
    queries: [window, previousWindow(window, zoneName(spec.range.tz))].map((w) =>
      analyticsQueries.distribution(spec.workspaceId, { ...filters, ...w, group_by: 'channels', limit: 1 }),
    ),
  });
  const value = current!.data?.totalCount;
  const before = previous!.data?.totalCount;
  const change = useMemo(
    () => (value !== undefined && before !== undefined ? periodChange(value, before) : null),
    [value, before],
  );
  return {
    window,
    value,
    change,
    error: current!.error ?? previous!.error,
    isPending: current!.isPending || previous!.isPending,
  };
}
