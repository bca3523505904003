import { lazy, Suspense, useMemo, useState } from 'react';
import type { MentionFilters } from '@/api/schemas';
import type { ChartMark } from '@/analysis/charts/chart-config';
import type { DateRangeSearchInput } from '@/lib/date-range';
import type { Spike } from '@/analysis/spikes/spike-detection';
import { SPIKE_WINDOWS } from '@/analysis/spikes/spike-window';
import { spikeMarks } from './spike-marks';
import { preloadSpikeDetection, useSpikeSensitivity, useVolumeSpikes } from './use-volume-spikes';
import { preloadableChunk } from '@/lib/preloadable-chunk';

// The explanation (its driver tables, summary and queries) loads with the first flag opened: the
// pages that flag spikes (the mention browser among them) do not carry it in their first load.
const SpikeExplainPanel = lazy(() =>
  import('./spike-explain-panel').then((m) => ({ default: m.SpikeExplainPanel })),
);
// The flag list too comes beside the timeline's data (a chart's default, a distribution, has none).
const flagList = preloadableChunk(() => import('./spike-flags').then((m) => m.SpikeFlags));
const SpikeFlags = lazy(flagList.lazyLoad);

/** Starts loading the detection and the flag list (once): a route's loader calls it beside the timeline's data. */
export const preloadSpikeFlags = () => {
  preloadSpikeDetection();
  flagList.preload();
};

type Args = {
  workspaceId: number;
  window: { since: string; to: string };
  filters: MentionFilters;
  tz: DateRangeSearchInput['tz'];
  zone: string;
  /** Off where the timeline's buckets are coarser than days (weeks and months are not flagged). */
  enabled?: boolean;
};

/**
 * Everything a timeline needs to flag and explain spikes: the marks to draw (and export), the flag
 * list to show beside the chart, the explanation panel, and `openAt`/`openMark` for a click on a
 * spike mark.
 * Windows up to 7 days are examined hour by hour (planSpikeSeries), longer ones day by day.
 */
export function useTimelineSpikes({ workspaceId, window, filters, tz, zone, enabled = true }: Args) {
  const [sensitivity, setSensitivity] = useSpikeSensitivity();
  const state = useVolumeSpikes(workspaceId, window, filters, sensitivity, { enabled });
  const [selected, setSelected] = useState<Spike | null>(null);
  const spikes = useMemo(() => (state.status === 'ok' ? state.spikes : []), [state]);
  const interval = state.status === 'ok' ? state.interval : 'day';
  const marks = useMemo(() => (enabled ? spikeMarks(spikes) : []), [spikes, enabled]);
  /** Opens the flag whose bucket holds `at` (a click on a spike mark of the chart). */
  const openAt = (at: string) => {
    const t = Date.parse(at);
    const { ms } = SPIKE_WINDOWS[interval];
    const hit = spikes.find((s) => Date.parse(s.date) <= t && t < Date.parse(s.date) + ms);
    if (hit) setSelected(hit);
  };
  /** A chart's `onMark`: a spike mark opens its explanation, an annotation does nothing. */
  const openMark = (mark: ChartMark) => {
    if (mark.kind === 'spike') openAt(mark.at);
  };
  const flags = enabled ? (
    <Suspense fallback={null}>
      <SpikeFlags
        state={state}
        sensitivity={sensitivity}
        onSensitivity={setSensitivity}
        onOpen={setSelected}
        zone={zone}
        selected={selected?.date}
      />
    </Suspense>
  ) : null;
  const panel = selected && (
    <Suspense fallback={null}>
      <SpikeExplainPanel
        workspaceId={workspaceId}
        spike={state.status === 'ok' ? selected : null}
        interval={interval}
        hourly={state.status === 'ok' ? state.hourly : 'unsupported'}
        filters={filters}
        tz={tz}
        zone={zone}
        onClose={() => setSelected(null)}
      />
    </Suspense>
  );
  return { marks, spikes, interval, flags, panel, open: setSelected, openAt, openMark };
}
