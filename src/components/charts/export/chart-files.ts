import { LIGHT_INK } from '@/components/chart-frame';
import { toChartCsv } from '@/analysis/charts/chart-csv';
import { legendItems } from '@/analysis/charts/chart-legend';
import { chartColors } from '@/analysis/charts/chart-palette';
import { download, downloadBlob, downloadText, fileNameFor } from '@/lib/download';
import { chartNotes } from './chart-notes';
import { composeChartSvg } from './compose-svg';
import { renderChartSvg } from './offscreen';
import { svgToPng } from '@/lib/svg-raster';
import type { ChartExport } from './types';

/** Width of a single-chart image: wide enough for a slide, narrow enough for a document. */
export const IMAGE_WIDTH = 960;

/** "Exported 2026-11-20 14:02 (Europe/Berlin)" in the chart's zone. */
export type DateLine = string;

/**
 * The composed, standalone SVG of a chart (light, at `width`; the drawing at `drawingHeight` px
 * when given, else its own height), and the drawing's height (what the PDF shrinks to fit a page).
 */
export async function chartSvg(
  chart: ChartExport,
  width: number,
  background: 'light' | 'transparent',
  dateLine?: DateLine,
  drawingHeight?: number,
) {
  const drawing = await renderChartSvg(chart, width - 32, drawingHeight);
  const drawn = Number(drawing.getAttribute('height')) || 300;
  const items = chart.model.kind === 'distribution' ? chart.model.rows : chart.model.series;
  const legend = legendItems(chart.model, chart.type, {
    compare: chart.compare,
    colors: chartColors(items),
    neutral: LIGHT_INK.dimmed,
  });
  const composed = composeChartSvg({
    title: chart.title,
    subtitle: chart.subtitle,
    caption: chart.caption,
    chart: drawing,
    legend,
    notes: chartNotes(chart),
    provenance: chart.provenance,
    dateLine,
    width,
    background,
  });
  return { ...composed, drawingHeight: drawn };
}

export type ChartFileFormat = 'png' | 'png-transparent' | 'svg' | 'csv' | 'xlsx';

/** Saves one chart as a file a client can use on its own (title, numbers' source, date). */
export async function saveChartFile(
  chart: ChartExport,
  format: ChartFileFormat,
  dateLine: DateLine,
): Promise<void> {
  if (format === 'xlsx') {
    const { chartXlsx } = await import('./xlsx-export');
    downloadBlob(await chartXlsx(chart, dateLine), fileNameFor(chart.title, 'xlsx'));
    return;
  }
  if (format === 'csv') {
    const csv = toChartCsv({
      title: chart.title,
      subtitle: `${chart.subtitle} · ${chart.provenance}`,
      notes: chartNotes(chart),
      ...chart.table,
    });
    downloadText(csv, fileNameFor(chart.title, 'csv'), 'text/csv;charset=utf-8');
    return;
  }
  const composed = await chartSvg(
    chart,
    IMAGE_WIDTH,
    format === 'png-transparent' ? 'transparent' : 'light',
    dateLine,
  );
  if (format === 'svg') {
    downloadText(
      `<?xml version="1.0" encoding="UTF-8"?>\n${composed.svg}`,
      fileNameFor(chart.title, 'svg'),
      'image/svg+xml',
    );
    return;
  }
  download(await svgToPng(composed.svg, composed.width, composed.height, 2), fileNameFor(chart.title, 'png'));
}
