import { useMemo } from 'react';
import { MAX_CHART_MARKS, type ChartSpec } from '@/analysis/charts/chart-config';
import { useTimelineAnnotations } from '@/components/annotations/use-timeline-annotations';
import { spikeMarks } from '@/components/spike-explain/spike-marks';
import { useSpikeSensitivity, useVolumeSpikes } from '@/components/spike-explain/use-volume-spikes';
import { useSpecWindow } from '@/components/charts/use-spec-window';
import { filtersToQuery } from '@/filters/mention-filters-url';

/**
 * A pinned timeline's marks, recomputed for the window it is shown for (the report's, or its own
 * range resolved today): the workspace's annotations inside that window and the spikes flagged in
 * it, as the chart builder flags them (daily and hourly timelines, the analyst's sensitivity). The
 * marks saved at pin time belong to the pin's window and are dropped. The report's exports compute
 * the same marks from the spec (export/chart-marks.ts).
 */
export function useBlockMarks(spec: ChartSpec): ChartSpec {
  const window = useSpecWindow(spec.range);
  const o = spec.options;
  const timeline = o.measure === 'timeline' && !spec.voices;
  const flagged = timeline && (o.interval === 'day' || o.interval === 'hour');
  const filters = useMemo(() => filtersToQuery(spec.filters), [spec.filters]);
  const [sensitivity] = useSpikeSensitivity();
  const spikes = useVolumeSpikes(spec.workspaceId, window, filters, sensitivity, { enabled: flagged });
  const annotations = useTimelineAnnotations(spec.workspaceId, window);
  const found = spikes.status === 'ok' ? spikes.spikes : null;
  const marks = useMemo(
    () =>
      timeline
        ? [...annotations.marks, ...(flagged && found ? spikeMarks(found) : [])].slice(0, MAX_CHART_MARKS)
        : spec.marks,
    [timeline, flagged, found, annotations.marks, spec.marks],
  );
  return useMemo(() => ({ ...spec, marks }), [spec, marks]);
}
