import type { ChartSpec } from '@/lib/chart-config';
import { describeRange, formatInZone, resolveWindow, zoneName } from '@/lib/date-range';
import { activeFilters } from '@/lib/mention-filters-url';

export interface ChartWindow {
  since: string;
  to: string;
}

/** The window a spec covers; presets resolve against `nowMs` (rounded to the minute). */
export function specWindow(spec: ChartSpec, nowMs: number): ChartWindow {
  return resolveWindow(spec.range, nowMs);
}

/** "Mentions by Channel" / "Mentions per week by Language"; a user title wins. */
export function chartTitle(spec: ChartSpec, dimLabel: string, breakdownLabel: string | null): string {
  if (spec.options.title) return spec.options.title;
  const o = spec.options;
  if (o.measure === 'distribution') return `Mentions by ${dimLabel.toLowerCase()}`;
  const per = `Mentions per ${o.interval}`;
  return breakdownLabel ? `${per} by ${breakdownLabel.toLowerCase()}` : per;
}

/** Workspace · filters · window · zone (and caveats): what an exported image must say on its own. */
export function chartSubtitle(
  spec: ChartSpec,
  window: ChartWindow,
  notes: { otherApproximate?: boolean } = {},
): string {
  const tz = spec.range.tz;
  const zone = zoneName(tz);
  const filters = activeFilters(spec.filters).map((f) => `${f.key}: ${f.value}`);
  const parts = [
    spec.workspaceName ?? `Workspace ${spec.workspaceId}`,
    filters.length ? `Filters: ${filters.join(', ')}` : 'No filters',
    `${describeRange(spec.range)} (${formatInZone(window.since, tz)} – ${formatInZone(window.to, tz)} ${zone})`,
  ];
  if (spec.options.measure === 'timeline' && spec.options.interval === 'day') parts.push('days are UTC days');
  if (spec.options.measure === 'timeline' && spec.options.interval !== 'day') parts.push(`${spec.options.interval}s in ${zone}`);
  if (spec.options.unit === 'percent') parts.push('shares in %');
  if (notes.otherApproximate) {
    parts.push('a mention can belong to several groups, so "Other" is approximate');
  }
  return parts.join(' · ');
}

