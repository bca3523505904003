import type { ChartSpec } from '@/analysis/charts/chart-config';
import type { ChartModel } from '@/analysis/charts/chart-model';
import { formatChange } from '@/analysis/charts/period-change';

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
  // Hidden buckets count in the total: the subtitle says so, so the bars need not add up to it.
  const hidden = model?.kind === 'distribution' ? (model.hidden ?? []) : [];
  if (hidden.length)
    parts.push(
      `of which ${hidden.map((h) => `${h.name} ${h.count.toLocaleString('en-US')}`).join(' and ')} hidden`,
    );
  return parts.join(' · ');
}
