import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import { filtersToQuery } from '@/filters/mention-filters-url';
import { periodChange, previousWindow, type Window } from '@/analysis/charts/period-change';
import { zoneName } from '@/lib/date-range';
import type { FigureSpec } from '@/analysis/reports/report-store';
import { useSpecWindow } from '@/components/charts/use-spec-window';

/**
 * A key figure's two questions: the mentions matching its filters in the window, and in the
 * previous window of equal length (a distribution's total counts every matching mention). The
 * tile and the report's exports ask these same queries.
 */
export const keyFigureQueries = (spec: FigureSpec, window: Window) => {
  const filters = filtersToQuery(spec.filters);
  return [window, previousWindow(window, zoneName(spec.range.tz))].map((w) =>
    analyticsQueries.distribution(spec.workspaceId, { ...filters, ...w, group_by: 'channels', limit: 1 }),
  );
};

/** A key figure: its total in its window and the change against the previous window. */
export function useKeyFigure(spec: FigureSpec) {
  const window = useSpecWindow(spec.range);
  const queries = useMemo(() => keyFigureQueries(spec, window), [spec, window]);
  const [current, previous] = useQueries({ queries });
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
