import { useMemo } from 'react';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import type { ChartWindow } from './chart-describe';
import { settle, type ChartData } from './chart-data-state';
import { timelineFollowUp, timelineModel, timelineQuestions } from './timeline-questions';
import { useChartModels } from './use-chart-models';
import { useZonedQuestions } from './use-zoned-questions';

/**
 * A timeline's questions (timeline-questions.ts) asked stage by stage, in the analyst's zone
 * (use-zoned-timeline: the zone's own days, weeks and months): the series and the previous
 * period's totals, then, once the series are in, each series' own previous series.
 */
export function useTimelineData(
  spec: ChartSpec,
  window: ChartWindow,
  enabled: boolean,
  nameOf: (key: string) => string | undefined,
): ChartData {
  const lib = useChartModels(enabled);
  const first = useMemo(() => timelineQuestions(spec, window), [spec, window]);
  const main = useZonedQuestions(first.main, first.at, enabled);
  const prevTotals = useZonedQuestions(first.prevTotals, first.at, enabled);
  const mainData = main.data[0];
  const follow = useMemo(() => (lib ? timelineFollowUp(spec, lib, mainData) : null), [lib, spec, mainData]);
  const prevSeries = useZonedQuestions(follow?.prevSeries ?? null, first.at, enabled);
  const prevTotalsData = prevTotals.data[0];
  const prevSeriesData = prevSeries.data[0];
  const seriesExact = Boolean(follow?.seriesExact);
  const plan = main.plan;

  const model = useMemo(() => {
    if (!enabled || !lib || !plan || !mainData || (spec.options.compare && !prevTotalsData)) return undefined;
    const answers = { main: mainData, prevTotals: prevTotalsData, prevSeries: prevSeriesData };
    return timelineModel(lib, spec, { window, plan }, answers, seriesExact, nameOf);
  }, [enabled, lib, mainData, prevTotalsData, prevSeriesData, seriesExact, spec, window, plan, nameOf]);

  return settle(model, [...main.queries, ...prevTotals.queries], prevSeries.queries);
}
