import type { ChartType, TypeOf } from '@/analysis/charts/chart-config';
import type { ChartModel } from '@/analysis/charts/chart-model';
import { DonutRenderer } from './donut';
import { BarRenderer, HBarRenderer } from './distribution-bars';
import { StackedRenderer, TimelineBarRenderer } from './timeline-bars';
import { AreaRenderer, LineRenderer } from './timeline-lines';
import type { DistributionRenderer, DrawOptions, TimelineRenderer } from './types';

export type { DrawOptions } from './types';

/**
 * Drawn types: the table is the ChartTable, the map the shared map view
 * (`src/components/map/map-view.tsx`), neither a drawing of a chart model.
 */
type Drawn<M extends 'distribution' | 'timeline'> = Exclude<TypeOf<M>, 'table' | 'map'>;

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

/** Whether `map` holds a renderer for `type` (the table, or a type of the other measure, has none). */
function drawnBy<K extends ChartType>(map: Record<K, unknown>, type: ChartType): type is K {
  return Object.hasOwn(map, type);
}

/**
 * Draws a model with the renderer of its type. `type` is the chart-type union, so a caller cannot
 * pass an unknown type; one its measure does not draw (the table) draws nothing.
 */
export function ChartDrawing({ model, type, ...o }: DrawOptions & { model: ChartModel; type: ChartType }) {
  if (model.kind === 'distribution') {
    if (!drawnBy(DISTRIBUTION, type)) return null;
    const Render = DISTRIBUTION[type];
    return <Render model={model} {...o} />;
  }
  if (!drawnBy(TIMELINE, type)) return null;
  const Render = TIMELINE[type];
  return <Render model={model} {...o} />;
}
