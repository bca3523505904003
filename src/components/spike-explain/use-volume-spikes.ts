import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { MentionFilters } from '@/api/schemas';
import { planSpikeSeries, seriesFromAnswers } from '@/lib/spike-buckets';
import { detectSpikes, type Sensitivity, type Spike } from '@/lib/spike-detection';

/** The analyst's spike sensitivity: one preference for every timeline, kept in this browser. */
export function useSpikeSensitivity() {
  // Plain localStorage (not @mantine/hooks' useLocalStorage, which would join the chunk every page loads).
  const [value, setValue] = useState<Sensitivity>(readSensitivity);
  const set = useCallback((next: Sensitivity) => {
    setValue(next);
    try {
      localStorage.setItem(SENSITIVITY_KEY, next);
    } catch {
      // Storage refused (private mode): the choice holds for this page only.
    }
  }, []);
  return [value, set] as const;
}

const SENSITIVITY_KEY = 'nd.spikeSensitivity';
function readSensitivity(): Sensitivity {
  try {
    const v = localStorage.getItem(SENSITIVITY_KEY);
    return v === 'low' || v === 'high' ? v : 'medium';
  } catch {
    return 'medium';
  }
}

export type VolumeSpikes =
  | { status: 'pending' }
  | { status: 'error'; message: string; retry?: () => void }
  | { status: 'ok'; spikes: Spike[]; note: string };

/**
 * Flags of the daily volume series in the analyst's window: one timeline call (with 28 days of
 * history before the window, so its first days have a baseline too) carrying the workspace's
 * filters, then the detector of src/lib. Both charts that flag draw UTC days, so the series does.
 */
export function useVolumeSpikes(
  workspaceId: number,
  window: { since: string; to: string },
  filters: MentionFilters,
  sensitivity: Sensitivity,
  enabled = true,
): VolumeSpikes {
  const plan = useMemo(() => planSpikeSeries({ ...window, hourly: 'unsupported', prefer: 'day' }), [window]);
  const request = plan.requests[0]!;
  const { data, error, refetch } = useQuery({
    ...analyticsQueries.timeline(workspaceId, { ...filters, since: request.since, to: request.to }),
    enabled,
  });
  return useMemo((): VolumeSpikes => {
    if (error) return { status: 'error', message: error.message, retry: () => void refetch() };
    if (!data) return { status: 'pending' };
    // seriesFromAnswers fills empty days and refuses buckets that are not UTC days.
    const series = seriesFromAnswers(plan, [data]);
    if (!series.ok) return { status: 'error', message: series.reason };
    const spikes = detectSpikes(series.series, {
      interval: plan.interval,
      sensitivity,
      flagFrom: plan.flagFrom,
    });
    return { status: 'ok', spikes, note: plan.note };
  }, [data, error, refetch, plan, sensitivity]);
}
