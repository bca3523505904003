import { useEffect, useMemo, useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { analyticsQueries, type TimelineResult } from '@/api/analytics';
import type { MentionFilters } from '@/api/schemas';
import { useCapabilities } from '@/api/use-capabilities';
import { useChunk } from '@/hooks/use-chunk';
import type { Sensitivity, Spike } from '@/analysis/spikes/spike-detection';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import { storedValue, useStoredValue } from '@/lib/stored-value';
import type { SpikeInterval } from '@/analysis/spikes/spike-window';
import type { SpikeSeriesPlan } from '@/analysis/spikes/spike-buckets';

const engineChunk = preloadableChunk(() => import('./spike-engine'));
/** Starts loading the detection (once); preloadSpikeFlags calls it. */
export const preloadSpikeDetection = engineChunk.preload;

/** The analyst's spike sensitivity: one preference for every timeline, kept in this browser. */
export const sensitivityStore = storedValue<Sensitivity>('nd.spikeSensitivity', 'medium', (raw) =>
  raw === 'low' || raw === 'medium' || raw === 'high' ? raw : undefined,
);
export const useSpikeSensitivity = () => useStoredValue(sensitivityStore);

export type Hourly = 'supported' | 'unsupported';

export type VolumeSpikes =
  | { status: 'pending' }
  | { status: 'error'; message: string; retry?: () => void }
  | { status: 'ok'; spikes: Spike[]; note: string; interval: SpikeInterval; hourly: Hourly };

/**
 * The questions of a spike plan (planSpikeSeries): the workspace's timeline for each of its
 * requests, with the view's filters. The view asks them here, a report's export in chart-marks.ts.
 */
export const spikeQuestions = (
  workspaceId: number,
  filters: MentionFilters,
  plan: Pick<SpikeSeriesPlan, 'requests'>,
) => plan.requests.map((r) => analyticsQueries.timeline(workspaceId, { ...filters, ...r }));

type Answers = { data?: TimelineResult[]; error: Error | null; refetch: () => void };
// Module level, so React Query re-combines only when an answer changes.
const combine = (results: UseQueryResult<TimelineResult>[]): Answers => ({
  data: results.every((r) => r.data) ? results.map((r) => r.data!) : undefined,
  error: results.find((r) => r.error)?.error ?? null,
  refetch: () => results.forEach((r) => r.error && void r.refetch()),
});

/**
 * Flags of the volume series in the analyst's window (planSpikeSeries: hourly buckets for windows
 * up to 7 days, in one `interval=hour` call where the service takes it, else in at most 48
 * one-hour calls run in parallel, else daily), with history before the window so its first
 * buckets have a baseline too. Every call carries the workspace's filters.
 */
export function useVolumeSpikes(
  workspaceId: number,
  window: { since: string; to: string },
  filters: MentionFilters,
  sensitivity: Sensitivity,
  { enabled = true, prefer = 'auto' }: { enabled?: boolean; prefer?: 'auto' | SpikeInterval } = {},
): VolumeSpikes {
  const offered = useCapabilities().supportsExtension('timelineInterval');
  // A service that ignores interval=hour is planned again as one without it.
  const [refused, setRefused] = useState(false);
  const hourly: Hourly = offered && !refused ? 'supported' : 'unsupported';
  const { since, to } = window;
  // The detection's code comes once the page is on screen when no loader asked for it first;
  // the calls wait for it (its plan says which to make).
  const engine = useChunk(engineChunk, 'idle').loaded;
  const plan = useMemo(
    () => engine?.planSpikeSeries({ since, to, hourly, prefer }),
    [engine, since, to, hourly, prefer],
  );
  const answers = useQueries({
    queries: (plan ? spikeQuestions(workspaceId, filters, plan) : []).map((o) => ({ ...o, enabled })),
    combine,
  });
  const series = useMemo(
    () => (engine && plan && answers.data ? engine.seriesFromAnswers(plan, answers.data) : null),
    [engine, answers.data, plan],
  );
  const hourlyRefused = series?.ok === false && series.hourlyUnsupported === true;
  useEffect(() => {
    if (hourlyRefused) setRefused(true);
  }, [hourlyRefused]);
  return useMemo((): VolumeSpikes => {
    if (answers.error) return { status: 'error', message: answers.error.message, retry: answers.refetch };
    if (!engine || !plan || !series || hourlyRefused) return { status: 'pending' };
    if (!series.ok) return { status: 'error', message: series.reason };
    const spikes = engine.detectSpikes(series.series, {
      interval: plan.interval,
      sensitivity,
      flagFrom: plan.flagFrom,
    });
    return { status: 'ok', spikes, note: plan.note, interval: plan.interval, hourly };
  }, [answers.error, answers.refetch, engine, series, hourlyRefused, plan, sensitivity, hourly]);
}
