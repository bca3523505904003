import { formatPeriodPercent, formatPeriodValue } from '@/analysis/charts/chart-format';
import { chartSvg } from './chart-files';
import { contentWidthPx, type Paper } from './paper';
import { pdfSvg } from './pdf-font';
import { writeTable, type TableRowText } from './pdf-text';
import type { PdfFlow } from './trace-pdf';
import type { ChartExport } from './types';

const PT_PER_PX = 0.75;
const GAP = 14;
/** Between two charts side by side. */
const GUTTER = 18;
const ROW_PT = 12.75;
/** A drawing is never shrunk below this (px) to fit two charts on a page. */
const MIN_DRAWING_PX = 130;
const HEAD: TableRowText = ['Compared with the previous period', 'Current', 'Previous', 'Change', 'Change %'];

/** One chart ready to place: its SVG (pt size) and its comparison table (kept with it). */
interface ChartCell {
  svg: SVGSVGElement;
  w: number;
  h: number;
  rows: TableRowText[] | null;
  /** The table's height with the gap above it (0 without one). */
  tableH: number;
}

function periodRows(chart: ChartExport): TableRowText[] | null {
  const period = chart.model.period;
  if (!period) return null;
  const unit = chart.model.kind === 'distribution' ? chart.unit : 'count';
  return period.map((r) => [
    r.name,
    formatPeriodValue(r.current, unit),
    formatPeriodValue(r.previous, unit),
    formatPeriodValue(r.change, unit, true),
    formatPeriodPercent(r.changePercent),
  ]);
}

/**
 * A chart drawn at `widthPx` (shown `widthPt` wide) with its table, the drawing made shorter (not
 * narrower) when chart and table together are taller than `maxPt`, down to MIN_DRAWING_PX.
 */
async function chartCell(chart: ChartExport, widthPx: number, widthPt: number, maxPt: number) {
  const rows = periodRows(chart);
  const tableH = rows ? (rows.length + 1) * ROW_PT + GAP / 2 : 0;
  let composed = await chartSvg(chart, widthPx, 'transparent');
  const k = Math.min(widthPt, composed.width * PT_PER_PX) / composed.width;
  const over = (composed.height * k + tableH - maxPt) / k;
  if (over > 0) {
    const target = Math.floor(composed.drawingHeight - over);
    if (target >= MIN_DRAWING_PX) composed = await chartSvg(chart, widthPx, 'transparent', undefined, target);
  }
  return { svg: pdfSvg(composed.svg), w: composed.width * k, h: composed.height * k, rows, tableH };
}

/** A table that may run over pages, its heading repeated on each. */
function writeLongTable(flow: PdfFlow, rows: readonly TableRowText[], x: number, width: number) {
  let at = 0;
  while (at < rows.length) {
    const y = flow.room(ROW_PT * 4);
    const fit = Math.max(1, Math.floor((flow.bottom - y) / ROW_PT) - 1);
    flow.y = writeTable(flow.pdf, HEAD, rows.slice(at, at + fit), x, y, width);
    at += fit;
  }
}

/**
 * One row of charts: two side by side on landscape paper, else one. Each chart keeps its
 * comparison table directly under it on the same page; a single chart on portrait paper is made
 * to fit half a page where it can, so two share a page; on landscape paper a row is made to fit
 * the rest of the page when that is at least half of it. A pair taller than a page is written as
 * two rows of one; a single chart taller than a page (a very long table) writes its chart, then
 * its table over as many pages as it needs.
 */
export async function writeChartRow(flow: PdfFlow, charts: readonly ChartExport[], paper: Paper) {
  const { pdf, margin, width } = flow;
  const page = flow.bottom - flow.margin;
  const n = charts.length;
  const cellPt = (width - (n - 1) * GUTTER) / n;
  const cellPx = Math.floor(contentWidthPx(paper) * (cellPt / width));
  // Portrait: at most half a page, or the rest of this page when less (but not under a third).
  // Landscape (a pair, or one chart): the rest of this page when it is at least half of one, so
  // the first pair shares the title's page instead of leaving it empty; else a whole page.
  const half = (page - GAP) / 2;
  const left = flow.bottom - flow.y;
  const maxPt =
    n === 1 && paper.orientation === 'portrait'
      ? left < half && left >= page / 3
        ? left
        : half
      : left >= half
        ? left
        : page;
  const cells: ChartCell[] = [];
  for (const chart of charts) cells.push(await chartCell(chart, cellPx, cellPt, maxPt));
  const rowH = Math.max(...cells.map((c) => c.h + c.tableH));
  if (rowH <= page) {
    const y = flow.room(rowH);
    for (const [i, c] of cells.entries()) {
      const x = margin + i * (cellPt + GUTTER);
      await pdf.svg(c.svg, { x, y, width: c.w, height: c.h });
      if (c.rows) writeTable(pdf, HEAD, c.rows, x, y + c.h + GAP / 2, cellPt);
    }
    flow.y = y + rowH + GAP;
    return;
  }
  // Two side by side do not fit one page (a long table): each takes the page's width on its own
  // rather than keep the half width of a pair with the other half left empty.
  if (n > 1) {
    for (const chart of charts) await writeChartRow(flow, [chart], paper);
    return;
  }
  for (const c of cells) {
    const fit = Math.min(1, page / c.h);
    const y = flow.room(c.h * fit);
    await pdf.svg(c.svg, { x: margin, y, width: c.w * fit, height: c.h * fit });
    flow.y = y + c.h * fit + GAP / 2;
    if (c.rows) writeLongTable(flow, c.rows, margin, width);
    flow.y += GAP;
  }
}
