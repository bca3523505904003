import { useMemo, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import type { MentionFilters } from '@/api/schemas';
import type { DateRangeSearchInput } from '@/lib/date-range';
import { AnnotationsMenu, preloadAnnotations, useTimelineAnnotations } from '@/components/annotations';
import { preloadSpikeFlags, useTimelineSpikes } from '@/components/spike-explain';
import { ChartPanel } from '@/components/charts/panel';
import type { DimensionOption } from '@/components/charts/chart-dimensions';
import { PinButton } from '@/components/charts/pin-button';
import type { FilterUpdate } from '@/components/filter-actions/filter-choice';

/** ChartSpecSchema's bound on marks. */
const MAX_MARKS = 200;

/** Starts loading what a timeline adds (spike detection, flag list, annotations) beside its data. */
export function preloadTimelineParts(): void {
  preloadSpikeFlags();
  preloadAnnotations();
}

type Props = {
  spec: ChartSpec;
  dimensions: readonly DimensionOption[];
  window: { since: string; to: string };
  filters: MentionFilters;
  tz: DateRangeSearchInput['tz'];
  zone: string;
  layout: (panel: ReactNode, side: ReactNode) => ReactNode;
  /** The workspace's filters, changed by a series' "filter for / filter out". */
  onFilter: FilterUpdate;
};

/**
 * A timeline in the chart builder: hourly and daily timelines flag spikes (hour by hour on windows
 * up to 7 days), and every timeline draws the workspace's annotations (and exports them). Loaded
 * only when a timeline is asked for: the builder's default, a distribution, has neither.
 */
export function TimelineView({ spec, dimensions, window, filters, tz, zone, layout, onFilter }: Props) {
  const { workspaceId, options } = spec;
  const spikes = useTimelineSpikes({
    workspaceId,
    window,
    filters,
    tz,
    zone,
    enabled: options.interval === 'day' || options.interval === 'hour',
  });
  const annotations = useTimelineAnnotations(workspaceId, window);
  const marks = useMemo(
    () => [...annotations.marks, ...spikes.marks].slice(0, MAX_MARKS),
    [annotations.marks, spikes.marks],
  );
  const marked = useMemo(() => ({ ...spec, marks }), [spec, marks]);
  const panel = (
    <ChartPanel
      spec={marked}
      dimensions={dimensions}
      onMark={spikes.openMark}
      onFilter={onFilter}
      actions={
        <>
          <AnnotationsMenu workspaceId={workspaceId} window={window} annotations={annotations} />
          <PinButton spec={marked} />
        </>
      }
    />
  );
  const side = spikes.flags ?? (
    <Text size="xs" c="dimmed" maw={260}>
      Spikes are flagged on hourly and daily timelines: choose the “Hour” or “Day” interval.
    </Text>
  );
  return (
    <>
      {layout(panel, side)}
      {spikes.panel}
    </>
  );
}
