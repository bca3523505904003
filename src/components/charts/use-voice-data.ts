import { useMemo } from 'react';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import { zoneName } from '@/lib/date-range';
import { filtersToQuery } from '@/filters/mention-filters-url';
import { useChunk } from '@/hooks/use-chunk';
import { useZonedTimelines } from '@/hooks/use-zoned-timeline';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import type { ChartWindow } from './chart-describe';
import { settle, type ChartData } from './chart-data-state';

// The share-of-voice models load with the first such chart (on a page with one, beside its data):
// every chart panel can draw one, and the charts and reports pages rarely do.
const models = preloadableChunk(() => import('@/analysis/voice/share-of-voice-model'));

/**
 * A share-of-voice chart's numbers: each chosen workspace's timeline for the window (and, when
 * comparing, for the previous period) with the chart's filters. The timeline chart and the share
 * bar ask the same questions, so a page showing both sends each request once.
 */
export function useVoiceData(spec: ChartSpec, window: ChartWindow, enabled: boolean): ChartData {
  const o = spec.options;
  const lib = useChunk(models, enabled ? 'mount' : false).loaded;
  const voices = useMemo(() => spec.voices ?? [], [spec.voices]);
  const ids = useMemo(() => voices.map((v) => v.id), [voices]);
  const zone = zoneName(spec.range.tz);
  const ask = (previous: boolean, on: boolean) => ({
    query: filtersToQuery(spec.filters),
    window,
    // The share bar needs only each window's total: one call per workspace, whatever the zone.
    interval: o.measure === 'distribution' ? ('month' as const) : o.interval,
    zone: o.measure === 'distribution' ? 'UTC' : zone,
    enabled: enabled && on,
    previous,
  });
  const current = useZonedTimelines(ids, ask(false, true));
  const previous = useZonedTimelines(ids, ask(true, o.compare));
  const curData = current.data;
  const prevData = previous.data;
  const plan = current.plan;

  const model = useMemo(() => {
    if (!enabled || !lib || voices.length === 0 || curData.some((d) => !d)) return undefined;
    if (o.compare && prevData.some((d) => !d)) return undefined;
    if (!plan) return undefined;
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
      zone: plan.bucketZone,
      interval: plan.unit,
      unit: o.unit,
      workspaces: voices,
      current: cur,
      previous: prev,
      note: plan.note,
    });
  }, [enabled, lib, voices, curData, prevData, o.compare, o.measure, o.unit, window, plan]);

  return settle(model, [...current.queries, ...(o.compare ? previous.queries : [])], []);
}
