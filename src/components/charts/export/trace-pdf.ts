import type { jsPDF } from 'jspdf';
import { firstSightingRows, tracedNote } from '@/analysis/coordination/trace-rows';
import { traceSvg, traceSvgSize } from '@/analysis/coordination/trace-svg';
import type { TraceFigure } from '@/analysis/coordination/trace-figure';
import { writeRuns } from './pdf-text';
import { pdfSvg } from './pdf-font';

/** Where the PDF export writes the next block (pdf-export.ts's flow). */
export interface PdfFlow {
  readonly pdf: jsPDF;
  readonly margin: number;
  readonly width: number;
  readonly bottom: number;
  y: number;
  room: (height: number) => number;
}

const GAP = 14;
const DIM = '#495057';

/**
 * A report's trace block in the PDF: the figure as vector paths and text (svg2pdf.js, as the
 * charts), then the first sighting per channel as text, the caption and what the snapshot is.
 */
export async function writeTraceBlock(
  flow: PdfFlow,
  block: { trace: TraceFigure; caption?: string },
): Promise<void> {
  const { pdf, margin, width } = flow;
  const size = traceSvgSize(block.trace);
  const svg = pdfSvg(traceSvg(block.trace));
  const w = Math.min(width, size.width * 0.75);
  const h = size.height * (w / size.width);
  const y = flow.room(h);
  await pdf.svg(svg, { x: margin, y, width: w, height: h });
  flow.y = y + h + GAP / 2;
  flow.y = writeRuns(pdf, [{ text: 'First sightings', bold: true }], margin, flow.room(16), width, 10);
  for (const r of firstSightingRows(block.trace)) {
    const line = `${r.channel}: ${r.when} (${block.trace.zone}), ${r.account}, ${r.count} mentions`;
    flow.y = writeRuns(pdf, [{ text: line }], margin, flow.room(26), width, 9);
    if (r.url) flow.y = writeRuns(pdf, [{ text: r.url, href: r.url }], margin, flow.y, width, 8, 10, DIM);
  }
  if (block.caption) flow.y = writeRuns(pdf, [{ text: block.caption }], margin, flow.room(16), width, 9.5);
  flow.y =
    writeRuns(pdf, [{ text: tracedNote(block.trace) }], margin, flow.room(24), width, 8.5, 0, DIM) + GAP;
}
