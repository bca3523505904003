import type PptxGenJS from 'pptxgenjs';
import { LIGHT_INK } from '@/components/chart-frame';
import { hopLine } from '@/analysis/coordination/trace-text';
import { firstSightingRows, tracedNote } from '@/analysis/coordination/trace-rows';
import { traceSvg, traceSvgSize } from '@/analysis/coordination/trace-svg';
import type { TraceFigure } from '@/analysis/coordination/trace-figure';
import { svgToPng } from '@/lib/svg-raster';

const TEXT = LIGHT_INK.text.replace('#', '');
const DIM = '6C757D';

/**
 * A report's trace block as a slide: the hops as its title, the figure (a 2× PNG of its SVG), and
 * the first sighting per channel as a native table (text PowerPoint can search and edit).
 */
export async function traceSlide(
  slide: PptxGenJS.Slide,
  block: { trace: TraceFigure; caption?: string },
): Promise<void> {
  const figure = block.trace;
  slide.addText(hopLine(figure, figure.zone), {
    x: 0.5,
    y: 0.3,
    w: 12.3,
    h: 0.6,
    fontSize: 22,
    bold: true,
    color: TEXT,
  });
  const sub = [figure.subtitle, block.caption].filter(Boolean).join('\n');
  slide.addText(sub, { x: 0.5, y: 0.9, w: 12.3, h: 0.5, fontSize: 12, color: DIM, valign: 'top' });
  const size = traceSvgSize(figure);
  const rows = firstSightingRows(figure);
  // The table takes a line per channel; the figure what is left, at its own proportions.
  const tableH = 0.3 * (rows.length + 1);
  const maxH = Math.max(1.5, 5.3 - tableH);
  let w = 12.3;
  let h = (size.height / size.width) * w;
  if (h > maxH) {
    w *= maxH / h;
    h = maxH;
  }
  const png = await svgToPng(traceSvg(figure), size.width, size.height);
  slide.addImage({ data: png, x: 0.5, y: 1.45, w, h, altText: hopLine(figure, figure.zone) });
  const cell = (text: string, bold = false) => ({ text, options: { bold, fontSize: 10, color: TEXT } });
  slide.addTable(
    [
      ['Channel', `First seen (${figure.zone})`, 'Account', 'Mentions', 'Link'].map((t) => cell(t, true)),
      ...rows.map((r) => [
        cell(r.channel),
        cell(r.when),
        cell(r.account),
        cell(r.count),
        {
          text: r.url,
          options: { fontSize: 9, color: DIM, ...(r.url ? { hyperlink: { url: r.url } } : {}) },
        },
      ]),
    ],
    { x: 0.5, y: 1.55 + h, w: 12.3, colW: [1.6, 2.1, 2.2, 1.0, 5.4], border: { type: 'none' } },
  );
  slide.addText(tracedNote(figure), {
    x: 0.5,
    y: 6.85,
    w: 12.3,
    h: 0.45,
    fontSize: 10,
    color: DIM,
    valign: 'top',
  });
}
