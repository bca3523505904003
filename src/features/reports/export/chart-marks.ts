import type { QueryClient } from '@tanstack/react-query';
import { supportsExtension } from '@/api/capabilities';
import { MAX_CHART_MARKS, type ChartSpec } from '@/analysis/charts/chart-config';
import type { Window } from '@/analysis/charts/period-change';
import { planSpikeSeries, seriesFromAnswers } from '@/analysis/spikes/spike-buckets';
import { detectSpikes, type Spike } from '@/analysis/spikes/spike-detection';
import { annotationMarks, listAnnotations } from '@/components/annotations/annotation-source';
import { spikeMarks } from '@/components/spike-explain/spike-marks';
import { sensitivityStore, spikeQuestions } from '@/components/spike-explain/use-volume-spikes';
import { filtersToQuery } from '@/filters/mention-filters-url';

/**
 * A pinned timeline's marks for the window it is exported for, as its view shows them
 * (use-block-marks.ts): the workspace's annotations in the window and the spikes flagged in it at
 * the analyst's sensitivity (daily and hourly timelines). Other charts keep the marks they hold.
 * Spikes that cannot be looked for leave the chart without spike marks, as on screen.
 */
export async function blockMarks(
  qc: QueryClient,
  spec: ChartSpec,
  window: Window,
): Promise<ChartSpec['marks']> {
  const o = spec.options;
  if (o.measure !== 'timeline' || spec.voices) return spec.marks;
  const flagged = o.interval === 'day' || o.interval === 'hour';
  const spikes = flagged ? await volumeSpikes(qc, spec, window).catch(() => []) : [];
  return [...annotationMarks(listAnnotations(spec.workspaceId), window), ...spikeMarks(spikes)].slice(
    0,
    MAX_CHART_MARKS,
  );
}

/** The flags of the window's volume, as useVolumeSpikes finds them (hourly where the service counts hours). */
async function volumeSpikes(qc: QueryClient, spec: ChartSpec, window: Window): Promise<Spike[]> {
  const filters = filtersToQuery(spec.filters);
  let hourly: 'supported' | 'unsupported' = supportsExtension('timelineInterval')
    ? 'supported'
    : 'unsupported';
  for (;;) {
    const plan = planSpikeSeries({ ...window, hourly, prefer: 'auto' });
    const answers = await Promise.all(
      spikeQuestions(spec.workspaceId, filters, plan).map((o) => qc.ensureQueryData(o)),
    );
    const series = seriesFromAnswers(plan, answers);
    // A service that ignores interval=hour is planned again as one without it.
    if (!series.ok && series.hourlyUnsupported && hourly === 'supported') {
      hourly = 'unsupported';
      continue;
    }
    if (!series.ok) return [];
    const sensitivity = sensitivityStore.get();
    return detectSpikes(series.series, { interval: plan.interval, sensitivity, flagFrom: plan.flagFrom });
  }
}
