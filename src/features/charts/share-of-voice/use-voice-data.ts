import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { ChartSpec } from '@/lib/chart-config';
import { zoneName } from '@/lib/date-range';
import { filtersToQuery } from '@/lib/mention-filters-url';
import { previousWindow } from '@/lib/period-change';
import { useChunk } from '@/hooks/use-chunk';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import type { ChartWindow } from '../chart-describe';
import { settle, type ChartData } from '../chart-data-state';
import { answers } from './query-answers';

// The share-of-voice models load with the first such chart (on a page with one, beside its data):
// every chart panel can draw one, and the charts and reports pages rarely do.
const models = preloadableChunk(() => import('@/lib/share-of-voice-model'));

/**
 * A share-of-voice chart's numbers: each chosen workspace's timeline for the window (and, when
 * comparing, for the previous period) with the chart's filters. The timeline chart and the share
 * bar ask the same questions, so a page showing both sends each request once.
 */
export function useVoiceData(spec: ChartSpec, window: ChartWindow, enabled: boolean): ChartData {
  const o = spec.options;
  const lib = useChunk(models, enabled ? 'mount' : false).loaded;
  const voices = useMemo(() => spec.voices ?? [], [spec.voices]);
  const prevWindow = useMemo(() => previousWindow(window), [window]);
  const query = filtersToQuery(spec.filters);
  const ask = (id: number, w: ChartWindow, on: boolean) => ({
    ...analyticsQueries.timeline(id, { ...query, ...w }),
    enabled: enabled && on,
  });
  const current = useQueries({ queries: voices.map((v) => ask(v.id, window, true)), combine: answers });
  const previous = useQueries({
    queries: voices.map((v) => ask(v.id, prevWindow, o.compare)),
    combine: answers,
  });
  const zone = zoneName(spec.range.tz);
  const curData = current.data;
  const prevData = previous.data;

  const model = useMemo(() => {
    if (!enabled || !lib || voices.length === 0 || curData.some((d) => !d)) return undefined;
    if (o.compare && prevData.some((d) => !d)) return undefined;
    const cur = curData.map((d) => d!);
    const prev = o.compare ? prevData.map((d) => d!) : null;
    if (o.measure === 'distribution')
      return lib.buildVoiceShareModel(
        o.unit,
        voices,
        cur.map((d) => d.totalCount),
        prev?.map((d) => d.totalCount) ?? null,
      );
    return lib.buildVoiceTimelineModel({
      window,
      zone,
      interval: o.interval,
      unit: o.unit,
      workspaces: voices,
      current: cur,
      previous: prev,
    });
  }, [enabled, lib, voices, curData, prevData, o.compare, o.measure, o.unit, o.interval, window, zone]);

  return settle(model, [...current.queries, ...(o.compare ? previous.queries : [])], []);
}
