import type { ChartInterval, ChartSpec } from '@/lib/chart-config';
import type { ChartModel } from '@/lib/chart-model';
import { describeRange, formatInZone, zoneName } from '@/lib/date-range';
import { activeFilters } from '@/lib/mention-filters-url';
import { formatChange } from '@/lib/period-change';

export interface ChartWindow {
  since: string;
  to: string;
}

/** "Mentions by Channel" / "Mentions per week by Language"; a user title wins. */
export function chartTitle(spec: ChartSpec, dimLabel: string, breakdownLabel: string | null): string {
  if (spec.options.title) return spec.options.title;
  const o = spec.options;
  if (spec.voices)
    return o.measure === 'distribution' ? 'Share of voice' : `Share of voice per ${o.interval}`;
  if (o.measure === 'distribution') return `Mentions by ${dimLabel.toLowerCase()}`;
  const per = `Mentions per ${o.interval}`;
  return breakdownLabel ? `${per} by ${breakdownLabel.toLowerCase()}` : per;
}

/** Workspace · filters · window · zone: what a chart printed or exported must say on its own. */
export function chartProvenance(spec: ChartSpec, window: ChartWindow, model?: ChartModel): string {
  const tz = spec.range.tz;
  const zone = zoneName(tz);
  const filters = activeFilters(spec.filters).map((f) => `${f.key}: ${f.value}`);
  const parts = [
    spec.voices
      ? spec.voices.map((v) => v.name).join(' vs ')
      : (spec.workspaceName ?? `Workspace ${spec.workspaceId}`),
    filters.length ? `Filters: ${filters.join(', ')}` : 'No filters',
    `${describeRange(spec.range)} (${formatInZone(window.since, tz)} – ${formatInZone(window.to, tz)} ${zone})`,
  ];
  if (spec.options.measure === 'timeline') parts.push(bucketWords(spec.options.interval, zone, model));
  return parts.join(' · ');
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

/** What the numbers are: counts or shares (of which base), and the change against the previous period. */
export function chartSubtitle(spec: ChartSpec, model: ChartModel | undefined): string {
  const o = spec.options;
  const parts: string[] = [];
  if (o.unit === 'percent') {
    parts.push(
      spec.voices && model?.kind === 'timeline'
        ? 'Shares: % of the bucket’s combined mentions'
        : model?.kind === 'distribution'
          ? `Shares: ${model.baseLabel}`
          : 'Shares: % of the bucket’s mentions (total: % of the window’s)',
    );
  } else parts.push('Mentions');
  if (model?.change) {
    const c = model.change;
    parts.push(
      `total ${c.current.toLocaleString('en-US')} vs ${c.previous.toLocaleString('en-US')} in the previous period: ${formatChange(c)}`,
    );
  } else if (model) parts.push(`total ${model.total.toLocaleString('en-US')}`);
  return parts.join(' · ');
}
