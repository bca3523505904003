import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import type { ChartWindow } from './chart-describe';
import { settle, type ChartData } from './chart-data-state';
import { asked, distributionFollowUps, distributionModel, distributionQuestions } from './chart-questions';
import { useChartModels } from './use-chart-models';

/**
 * A distribution's questions (chart-questions.ts) asked stage by stage: the window's groups and the
 * previous period's, then, once they are in, the follow-ups that make the shown groups' counts
 * exact. The chart waits for every asked question; a failed follow-up only costs precision.
 */
export function useDistributionData(
  spec: ChartSpec,
  window: ChartWindow,
  enabled: boolean,
  nameOf: (key: string) => string | undefined,
): ChartData {
  const lib = useChartModels(enabled);
  const first = useMemo(() => distributionQuestions(spec, window), [spec, window]);
  const [main, prevMain] = useQueries({
    queries: [asked(first[0], enabled, 0), asked(first[1], enabled, 1)],
  });
  // The follow-up questions depend on the shown groups, which the models' code picks.
  const follow = useMemo(
    () => (lib ? distributionFollowUps(spec, window, lib, main.data, prevMain.data) : null),
    [lib, spec, window, main.data, prevMain.data],
  );
  const secondary = useQueries({ queries: [0, 1, 2, 3].map((k) => asked(follow?.[k] ?? null, enabled, k)) });
  const [curExact, prevExact, curValued, prevValued] = secondary.map((q) => q.data);

  const model = useMemo(() => {
    if (!enabled || !lib || !main.data || (spec.options.compare && !prevMain.data)) return undefined;
    const answers = [curExact, prevExact, curValued, prevValued];
    return distributionModel(lib, spec, [main.data, prevMain.data], answers, nameOf);
  }, [enabled, lib, main.data, prevMain.data, curExact, prevExact, curValued, prevValued, spec, nameOf]);

  return settle(model, [main, prevMain], secondary);
}
