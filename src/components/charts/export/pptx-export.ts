import { LIGHT_INK } from '@/components/chart-frame';
import { chartColors } from '@/analysis/charts/chart-palette';
import { parseMarkdownLight, type Run } from '@/lib/markdown-light';
import { formatChange } from '@/analysis/charts/period-change';
import { chartNotes } from './chart-notes';
import { pptxChart } from './pptx-chart';
import { mapSlide } from './map-pptx';
import { traceSlide } from './trace-pptx';
import type { ChartExport, ReportDocument } from './types';

import type PptxGenJS from 'pptxgenjs';

type Slide = PptxGenJS.Slide;
type ChartOpts = PptxGenJS.IChartOpts;
const TEXT = LIGHT_INK.text.replace('#', '');
const DIM = '6C757D';

/** The slide's foot: one paragraph per line (provenance, notes, marks' key, the query line). */
function footer(slide: Slide, lines: readonly string[]) {
  slide.addText(
    lines.map((text, i) => ({ text, options: { breakLine: i < lines.length - 1 } })),
    { x: 0.5, y: 6.75, w: 12.3, h: 0.7, fontSize: 9, color: DIM, valign: 'top', fit: 'shrink' },
  );
}

function chartSlide(slide: Slide, chart: ChartExport) {
  slide.addText(chart.title, { x: 0.5, y: 0.3, w: 12.3, h: 0.6, fontSize: 24, bold: true, color: TEXT });
  const sub = [chart.subtitle, chart.caption].filter(Boolean).join('\n');
  slide.addText(sub, { x: 0.5, y: 0.9, w: 12.3, h: 0.5, fontSize: 12, color: DIM, valign: 'top' });
  const items = chart.model.kind === 'distribution' ? chart.model.rows : chart.model.series;
  const parts = pptxChart(chart, chartColors(items));
  const box = { x: 0.5, y: 1.45, w: 12.3, h: 5.2 };
  if (chart.model.total === 0 || chart.model.rows.length === 0)
    slide.addText('No mentions in this window.', { ...box, fontSize: 18, color: DIM, align: 'center' });
  else if (parts.length === 1)
    slide.addChart(parts[0]!.type, parts[0]!.data, { ...box, ...(parts[0]!.options as ChartOpts) });
  // Multi-type charts take their options in the second argument (pptxgenjs' typings say data).
  else
    slide.addChart(
      parts.map((p) => ({ type: p.type, data: p.data, options: p.options as ChartOpts })),
      // A combined chart takes its legend from these options: the previous period is named in it.
      { ...box, showLegend: true, legendPos: 'b' } as unknown as [],
    );
  footer(slide, [chart.provenance, ...chartNotes(chart)]);
}

const textRun = (r: Run, extra: Record<string, unknown> = {}) => ({
  text: r.text,
  options: { bold: r.bold, italic: r.italic, ...(r.href ? { hyperlink: { url: r.href } } : {}), ...extra },
});

/**
 * The report as PowerPoint (pptxgenjs, loaded only when used): a title slide, then one slide per
 * block — charts as native, editable charts with their data, text blocks as text, key figures as
 * a large number with its change.
 */
export async function reportPptx(doc: ReportDocument): Promise<Blob> {
  const { default: PptxGenJS } = await import('pptxgenjs');
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = doc.title;
  const cover = pptx.addSlide();
  cover.addText(doc.title, { x: 0.7, y: 2.3, w: 11.9, h: 1.2, fontSize: 36, bold: true, color: TEXT });
  if (doc.subtitle)
    cover.addText(doc.subtitle, { x: 0.7, y: 3.5, w: 11.9, h: 0.6, fontSize: 18, color: DIM });
  cover.addText(doc.dateLine, { x: 0.7, y: 4.2, w: 11.9, h: 0.5, fontSize: 12, color: DIM });
  if (doc.logo)
    cover.addImage({
      data: doc.logo,
      x: 10.8,
      y: 0.4,
      w: 2,
      h: 0.9,
      sizing: { type: 'contain', w: 2, h: 0.9 },
    });

  for (const block of doc.blocks) {
    const slide = pptx.addSlide();
    if (block.kind === 'chart') chartSlide(slide, block.chart);
    else if (block.kind === 'trace') await traceSlide(slide, block);
    else if (block.kind === 'map') await mapSlide(slide, block.map);
    else if (block.kind === 'figure') {
      const f = block.figure;
      slide.addText(f.label, { x: 0.7, y: 1.6, w: 11.9, h: 0.6, fontSize: 24, bold: true, color: TEXT });
      if (f.caption)
        slide.addText(f.caption, {
          x: 0.7,
          y: 4.7,
          w: 11.9,
          h: 1.2,
          fontSize: 16,
          color: TEXT,
          valign: 'top',
        });
      slide.addText(f.value.toLocaleString('en-US'), {
        x: 0.7,
        y: 2.3,
        w: 11.9,
        h: 1.6,
        fontSize: 72,
        bold: true,
        color: TEXT,
      });
      if (f.change)
        slide.addText(
          `${formatChange(f.change)} vs the previous period (${f.change.previous.toLocaleString('en-US')})`,
          { x: 0.7, y: 4, w: 11.9, h: 0.6, fontSize: 18, color: TEXT },
        );
      footer(slide, [f.provenance, ...(f.query ? [f.query] : [])]);
    } else {
      const paragraphs = parseMarkdownLight(block.markdown).flatMap((b) => {
        if (b.type === 'list')
          return b.items.map((item) =>
            item.map((r, i) =>
              textRun(r, { bullet: b.ordered ? { type: 'number' } : true, breakLine: i === item.length - 1 }),
            ),
          );
        const size = b.type === 'heading' ? 28 - b.level * 4 : 16;
        return [
          b.runs.map((r, i) =>
            textRun(r, {
              fontSize: size,
              bold: b.type === 'heading' || r.bold,
              breakLine: i === b.runs.length - 1,
            }),
          ),
        ];
      });
      slide.addText(paragraphs.flat(), {
        x: 0.7,
        y: 0.5,
        w: 11.9,
        h: 6.3,
        valign: 'top',
        fontSize: 16,
        color: TEXT,
        paraSpaceAfter: 6,
      });
    }
  }
  return (await pptx.write({ outputType: 'blob' })) as Blob;
}
