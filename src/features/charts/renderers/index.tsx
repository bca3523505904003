import type { TypeOf } from '@/lib/chart-config';
import type { ChartModel } from '@/lib/chart-model';
import { DonutRenderer } from './donut';
import { BarRenderer, HBarRenderer } from './distribution-bars';
import { StackedRenderer, TimelineBarRenderer } from './timeline-bars';
import { AreaRenderer, LineRenderer } from './timeline-lines';
import type { DistributionRenderer, DrawOptions, TimelineRenderer } from './types';

export type { DrawOptions } from './types';

/** Drawn types (the table is the ChartTable, not a drawing). */
type Drawn<M extends 'distribution' | 'timeline'> = Exclude<TypeOf<M>, 'table'>;

/**
 * Chart type → renderer, per measure. The key types come from TYPES_BY_MEASURE, so a chart type
 * added there without a renderer here fails to compile (instead of drawing as something else).
 */
const DISTRIBUTION: Record<Drawn<'distribution'>, DistributionRenderer> = {
  bar: BarRenderer,
  hbar: HBarRenderer,
  donut: DonutRenderer,
};
const TIMELINE: Record<Drawn<'timeline'>, TimelineRenderer> = {
  line: LineRenderer,
  area: AreaRenderer,
  stacked: StackedRenderer,
  bar: TimelineBarRenderer,
};

/** Draws a model with the renderer of its type; `type` must be one its measure draws. */
export function ChartDrawing({ model, type, ...o }: DrawOptions & { model: ChartModel; type: string }) {
  if (model.kind === 'distribution') {
    const Render = DISTRIBUTION[type as Drawn<'distribution'>];
    return Render ? <Render model={model} {...o} /> : null;
  }
  const Render = TIMELINE[type as Drawn<'timeline'>];
  return Render ? <Render model={model} {...o} /> : null;
}
