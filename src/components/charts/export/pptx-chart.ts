import { placeTimeMarks } from '@/analysis/charts/chart-marks';
import type { ChartExport } from './types';

/** What `slide.addChart` takes, without pptxgenjs itself (so this mapping is unit-tested). */
export type PptxChartName = 'bar' | 'doughnut' | 'line' | 'area';
export type PptxSeries = { name: string; labels: string[]; values: number[] };
export type PptxPart = { type: PptxChartName; data: PptxSeries[]; options: Record<string, unknown> };

const hex = (c: string) => c.replace('#', '').toUpperCase();
const round = (v: unknown) => (typeof v === 'number' ? Math.round(v * 100) / 100 : 0);
const PREVIOUS_DASH = { lineDash: 'dash', lineDataSymbol: 'none', lineSize: 2 } as const;

/**
 * A chart as native PowerPoint chart parts (editable, with their data). The previous period is
 * a second series: lighter bars beside a distribution's bars, dashed lines over a timeline.
 */
export function pptxChart(chart: ChartExport, colors: ReadonlyMap<string, string>): PptxPart[] {
  const { model, unit } = chart;
  const percent = unit === 'percent';
  if (model.kind === 'distribution') {
    const labels = model.rows.map((r) => r.name);
    const current = {
      name: 'This period',
      labels,
      values: model.rows.map((r) => round(percent ? r.percent : r.count)),
    };
    if (chart.type === 'donut') {
      return [
        {
          type: 'doughnut',
          data: [current],
          options: {
            chartColors: model.rows.map((r) => hex(colors.get(r.key) ?? '#8C8C8C')),
            showPercent: true,
            showValue: false,
            showLegend: true,
            legendPos: 'r',
            holeSize: 55,
          },
        },
      ];
    }
    const data = [current];
    if (chart.compare)
      data.push({
        name: 'Previous period',
        labels,
        values: model.rows.map((r) => round(percent ? r.previousPercent : r.previous)),
      });
    return [
      {
        type: 'bar',
        data,
        options: {
          barDir: chart.type === 'hbar' ? 'bar' : 'col',
          chartColors: ['0072B2', '9EC9E2'],
          showLegend: chart.compare,
          legendPos: 'b',
          showValue: chart.labels,
        },
      },
    ];
  }
  // Marks are numbered on the category axis ("10-12 [1]"), the slide's foot saying what each is:
  // a native chart has no reference lines.
  const numbers = new Map<number, number[]>();
  for (const p of placeTimeMarks(model.rows, chart.marks))
    numbers.set(p.index, [...(numbers.get(p.index) ?? []), p.n]);
  const labels = model.rows.map((r, i) =>
    numbers.has(i) ? `${r.label} [${numbers.get(i)!.join(',')}]` : r.label,
  );
  const drawn = model.series.length
    ? model.series
    : [{ dataKey: 'total', prevKey: 'prevTotal', key: 'total', name: 'Mentions' }];
  const seriesColors = drawn.map((s) => hex(colors.get(s.key) ?? '#0072B2'));
  const current = drawn.map((s) => ({
    name: s.name,
    labels,
    values: model.rows.map((r) => round(r[s.dataKey])),
  }));
  const stacked = chart.type === 'stacked' || (chart.type === 'area' && model.series.length > 0);
  const type: PptxChartName = chart.type === 'line' ? 'line' : chart.type === 'area' ? 'area' : 'bar';
  const parts: PptxPart[] = [
    {
      type,
      data: current,
      options: {
        chartColors: seriesColors,
        barGrouping: stacked ? 'stacked' : 'clustered',
        lineDataSymbol: 'none',
        showLegend: drawn.length > 1 || chart.compare,
        legendPos: 'b',
        showValue: chart.labels,
      },
    },
  ];
  if (chart.compare) {
    const previous = model.previousSeries
      ? drawn.map((s) => ({
          name: `${s.name} (previous)`,
          labels,
          values: model.rows.map((r) => round(r[s.prevKey])),
        }))
      : [{ name: 'Previous period', labels, values: model.rows.map((r) => round(r.prevTotal)) }];
    parts.push({
      type: 'line',
      data: previous,
      options: { chartColors: model.previousSeries ? seriesColors : ['6C757D'], ...PREVIOUS_DASH },
    });
  }
  return parts;
}
