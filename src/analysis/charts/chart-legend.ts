import type { ChartType } from './chart-config';
import type { ChartModel } from './chart-model';
import { TOTAL_COLOR } from './chart-palette';

/** How a swatch is drawn: like the marks it names. */
export type SwatchStyle = 'solid' | 'hatched' | 'dashed';

export interface LegendItem {
  key: string;
  label: string;
  /** Value and share, for donut legends. */
  detail?: string;
  color: string;
  style: SwatchStyle;
}

import { formatValue } from './chart-format';

/**
 * The legend of a chart, in the order its marks are drawn (donuts: by size, with values and
 * shares). The previous period comes last, in the style its marks use, so every swatch matches
 * a mark. One legend feeds the page, the SVG/PNG/PDF exports and the print layout.
 */
export function legendItems(
  model: ChartModel,
  type: ChartType,
  opts: { compare: boolean; colors: ReadonlyMap<string, string>; neutral: string },
): LegendItem[] {
  const previous = (style: SwatchStyle): LegendItem => ({
    key: '__previous__',
    label: 'Previous period',
    color: opts.neutral,
    style,
  });
  if (model.kind === 'distribution') {
    if (type === 'donut') {
      return [...model.rows]
        .sort((a, b) => b.count - a.count)
        .map((r) => ({
          key: r.key,
          label: r.name,
          detail: `${formatValue(r.count, 'count')} (${formatValue(r.percent, 'percent')})`,
          color: opts.colors.get(r.key) ?? opts.neutral,
          style: 'solid',
        }));
    }
    if (!opts.compare) return [];
    return [
      { key: '__current__', label: 'This period', color: opts.neutral, style: 'solid' },
      previous('hatched'),
    ];
  }
  const items: LegendItem[] = model.series.length
    ? model.series.map((s) => ({
        key: s.key,
        label: s.name,
        color: opts.colors.get(s.key) ?? opts.neutral,
        style: 'solid',
      }))
    : [{ key: 'total', label: 'Mentions', color: TOTAL_COLOR, style: 'solid' }];
  if (opts.compare) items.push(previous(type === 'line' || type === 'area' ? 'dashed' : 'hatched'));
  return items;
}
