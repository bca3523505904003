import { useMemo, useState } from 'react';
import type { MentionFilters } from '@/api/schemas';
import type { DateRangeSearchInput } from '@/lib/date-range';
import type { Spike } from '@/lib/spike-detection';
import { SpikeExplainPanel } from './spike-explain-panel';
import { SpikeFlags } from './spike-flags';
import { spikeMarks } from './spike-marks';
import { useSpikeSensitivity, useVolumeSpikes } from './use-volume-spikes';

type Args = {
  workspaceId: number;
  window: { since: string; to: string };
  filters: MentionFilters;
  tz: DateRangeSearchInput['tz'];
  zone: string;
  /** Off where the timeline is not daily (weekly/monthly buckets are not flagged). */
  enabled?: boolean;
};

/**
 * Everything a daily timeline needs to flag and explain spikes: the marks to draw (and export),
 * the flag list to show beside the chart, the explanation panel, and `openAt` for a click on a spike mark.
 */
export function useTimelineSpikes({ workspaceId, window, filters, tz, zone, enabled = true }: Args) {
  const [sensitivity, setSensitivity] = useSpikeSensitivity();
  const state = useVolumeSpikes(workspaceId, window, filters, sensitivity, enabled);
  const [selected, setSelected] = useState<Spike | null>(null);
  const spikes = useMemo(() => (state.status === 'ok' ? state.spikes : []), [state]);
  const marks = useMemo(() => (enabled ? spikeMarks(spikes) : []), [spikes, enabled]);
  /** Opens the flag of the day holding `at` (a click on a spike mark of the chart). */
  const openAt = (at: string) => {
    const t = Date.parse(at);
    const hit = spikes.find((s) => Date.parse(s.date) <= t && t < Date.parse(s.date) + 86_400_000);
    if (hit) setSelected(hit);
  };
  const flags = enabled ? (
    <SpikeFlags
      state={state}
      sensitivity={sensitivity}
      onSensitivity={setSensitivity}
      onOpen={setSelected}
      zone={zone}
      selected={selected?.date}
    />
  ) : null;
  const panel = (
    <SpikeExplainPanel
      workspaceId={workspaceId}
      spike={selected}
      filters={filters}
      tz={tz}
      zone={zone}
      onClose={() => setSelected(null)}
    />
  );
  return { marks, spikes, flags, panel, openAt };
}
