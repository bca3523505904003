import { ChartOptionsSchema, type ChartSpec } from '@/analysis/charts/chart-config';
import type { DateRangeSearch } from '@/lib/date-range';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import type { VoiceWorkspace } from '@/analysis/voice/share-of-voice-model';
import type { VoiceSearch } from './voice-search';

/**
 * The page's charts as ChartSpecs, so each one draws, exports and pins like any chart: the
 * timeline and the window's share bar compare the workspaces; the breakdowns are one ordinary
 * distribution per workspace. All of them carry only the filters every workspace supports
 * (`planVoiceFilters`' applied ones).
 */
export function voiceSpecs(
  search: VoiceSearch,
  filters: MentionFilterSearch,
  voices: readonly VoiceWorkspace[],
  range: DateRangeSearch,
) {
  const base = { workspaceId: voices[0]!.id, filters, range, voices: [...voices] };
  const timeline: ChartSpec = {
    ...base,
    options: ChartOptionsSchema.parse({
      measure: 'timeline',
      chart: search.chart,
      interval: search.interval,
      unit: search.unit,
      compare: search.compare,
    }),
  };
  const share: ChartSpec = {
    ...base,
    options: ChartOptionsSchema.parse({
      measure: 'distribution',
      chart: 'hbar',
      unit: search.unit,
      compare: search.compare,
      labels: true,
    }),
  };
  const breakdowns: ChartSpec[] = voices.map((v) => ({
    workspaceId: v.id,
    workspaceName: v.name,
    filters,
    range,
    options: ChartOptionsSchema.parse({
      measure: 'distribution',
      dim: search.by,
      chart: 'hbar',
      unit: 'percent',
      top: 6,
      compare: search.compare,
    }),
  }));
  return { timeline, share, breakdowns };
}
