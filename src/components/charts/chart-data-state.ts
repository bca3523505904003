import type { ChartModel } from '@/analysis/charts/chart-model';

export interface ChartData {
  model: ChartModel | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => void;
}

type QueryState = { error: Error | null; isPending: boolean; fetchStatus: string; refetch: () => unknown };

/**
 * One state for a chart's queries. The chart shows only once every enabled query has answered,
 * so it never draws approximate buckets and then corrects them. Primary queries (the chart's own
 * numbers) fail the chart; a failed secondary one (exact counts of shown groups) only costs
 * precision, which the model states in its notes.
 */
export function settle(
  model: ChartModel | undefined,
  primary: readonly QueryState[],
  secondary: readonly QueryState[],
): ChartData {
  const loading = (q: QueryState) => q.isPending && q.fetchStatus !== 'idle';
  const error = primary.find((q) => q.error)?.error ?? null;
  const waiting = [...primary, ...secondary].some(loading);
  const ready = waiting ? undefined : model;
  return {
    model: ready,
    error,
    isPending: !error && !ready,
    refetch: () => [...primary, ...secondary].forEach((q) => void q.refetch()),
  };
}
