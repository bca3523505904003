import type { ChartInterval, ChartSpec } from '@/analysis/charts/chart-config';
import type { ChartModel } from '@/analysis/charts/chart-model';
import { describeRange, formatInZone, zoneName } from '@/lib/date-range';
import type { FilterContext } from '@/filters/registry';
import { filtersInWords } from './filter-words';
import type { ChartWindow } from './chart-describe';

/**
 * Workspace · filters · window · zone: what a chart printed or exported must say on its own. The
 * filters read as their pills do (`ctx` names narratives, places, categories); the raw query is
 * a separate line (filtersQueryLine).
 */
export function chartProvenance(
  spec: ChartSpec,
  window: ChartWindow,
  model?: ChartModel,
  ctx?: FilterContext,
): string {
  const zone = zoneName(spec.range.tz);
  const filters = filtersInWords(spec.filters, ctx);
  const parts = [
    spec.voices
      ? spec.voices.map((v) => v.name).join(' vs ')
      : (spec.workspaceName ?? `Workspace ${spec.workspaceId}`),
    filters ? `Filters: ${filters}` : 'No filters',
    windowWords(spec, window),
  ];
  if (spec.options.measure === 'timeline') parts.push(bucketWords(spec.options.interval, zone, model));
  return parts.join(' · ');
}

/**
 * The window once: a custom one as its exact bounds in the zone (its dates alone would say the
 * same twice), a preset as its name with the bounds it resolved to.
 */
function windowWords(spec: ChartSpec, window: ChartWindow): string {
  const tz = spec.range.tz;
  const bounds = `${formatInZone(window.since, tz)} – ${formatInZone(window.to, tz)} ${zoneName(tz)}`;
  return spec.range.range === 'custom' ? bounds : `${describeRange(spec.range)} (${bounds})`;
}

/**
 * Which clock the buckets follow: the zone's own midnights, or UTC ones said plainly when the
 * service could not count the zone's (zoned-buckets.ts). Hours are the service's UTC hours.
 */
function bucketWords(interval: ChartInterval, zone: string, model?: ChartModel): string {
  if (model?.kind === 'timeline' && model.utcBuckets)
    return `${interval}s are UTC ${interval}s (not ${zone})`;
  if (interval === 'hour') return `hours shown in ${zone}`;
  return `${interval}s of ${zone}, from its own midnights`;
}
