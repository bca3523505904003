import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import type { ChartWindow } from './chart-describe';
import type { ChartData } from './chart-data-state';
import { asked, groupNameQuestions } from './chart-questions';
import { useVoiceData } from './use-voice-data';
import { useDistributionData } from './use-distribution-data';
import { useChartModels } from './use-chart-models';
import { useTimelineData } from './use-timeline-data';

export type { ChartData };

const noNames = () => undefined;

/** Names for the keys of a group-by that the API sent without names (chart-questions.ts). */
function useGroupNames(spec: ChartSpec) {
  const q = groupNameQuestions(spec);
  const available = useQuery(asked(q.available, true));
  const custom = useQuery(asked(q.custom, true));
  const lib = useChartModels(Boolean(q.groupBy));
  const { groupBy } = q;
  return useMemo(
    () => (lib ? lib.groupLabeler(groupBy, available.data, custom.data) : noNames),
    [lib, groupBy, available.data, custom.data],
  );
}

/** Fetches a chart's numbers (and the previous period's when comparing) and shapes its model. */
export function useChartData(spec: ChartSpec, window: ChartWindow): ChartData {
  const o = spec.options;
  const voice = Boolean(spec.voices);
  const nameOf = useGroupNames(spec);
  const distribution = useDistributionData(spec, window, !voice && o.measure === 'distribution', nameOf);
  const timeline = useTimelineData(spec, window, !voice && o.measure === 'timeline', nameOf);
  const voices = useVoiceData(spec, window, voice);
  if (voice) return voices;
  return o.measure === 'distribution' ? distribution : timeline;
}
