import { useMemo } from 'react';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import { useChunk } from '@/hooks/use-chunk';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import type { ChartWindow } from './chart-describe';
import { settle, type ChartData } from './chart-data-state';
import { voiceModel, voiceQuestions } from './timeline-questions';
import { useZonedQuestions } from './use-zoned-questions';

// The share-of-voice models load with the first such chart (on a page with one, beside its data):
// every chart panel can draw one, and the charts and reports pages rarely do.
const models = preloadableChunk(() => import('@/analysis/voice/share-of-voice-model'));

/**
 * A share-of-voice chart's numbers (timeline-questions.ts voiceQuestions). The timeline chart and
 * the share bar ask the same questions, so a page showing both sends each request once.
 */
export function useVoiceData(spec: ChartSpec, window: ChartWindow, enabled: boolean): ChartData {
  const lib = useChunk(models, enabled ? 'mount' : false).loaded;
  const q = useMemo(() => voiceQuestions(spec, window), [spec, window]);
  const current = useZonedQuestions(q.current, q.at, enabled);
  const previous = useZonedQuestions(q.previous, q.at, enabled);
  const curData = current.data;
  const prevData = previous.data;
  const plan = current.plan;
  const compare = Boolean(q.previous);

  const model = useMemo(() => {
    if (!enabled || !lib || curData.length === 0 || curData.some((d) => !d)) return undefined;
    if (compare && prevData.some((d) => !d)) return undefined;
    if (!plan) return undefined;
    const prev = compare ? prevData.map((d) => d!) : null;
    return voiceModel(
      lib,
      spec,
      { window, plan },
      curData.map((d) => d!),
      prev,
    );
  }, [enabled, lib, curData, prevData, compare, spec, window, plan]);

  return settle(model, [...current.queries, ...previous.queries], []);
}
