import type { jsPDF } from 'jspdf';
import { parseMarkdownLight } from '@/lib/markdown-light';
import { formatChange } from '@/analysis/charts/period-change';
import { writeMarkdown, writeRuns } from './pdf-text';
import { MARGIN_MM, PT_PER_MM, blockRows, chartsPerRow, type Paper } from './paper';
import type { ExportBlock, ReportDocument } from './types';
import { PDF_FONT, embedPdfFont, toPdfText } from './pdf-font';
import { writeChartRow } from './pdf-chart';
import { toWinAnsi } from './win-ansi';
import { writeMapBlock } from './map-pdf';
import { writeTraceBlock } from './trace-pdf';

const GAP = 14;

/** Where the next block goes; `room(h)` starts a new page when `h` does not fit. */
class Flow {
  y: number;
  constructor(
    readonly pdf: jsPDF,
    readonly margin: number,
    readonly width: number,
    readonly bottom: number,
  ) {
    this.y = margin;
  }
  room(height: number): number {
    if (this.y + height > this.bottom && this.y > this.margin) {
      this.pdf.addPage();
      this.y = this.margin;
    }
    return this.y;
  }
}

/**
 * The report as a PDF in the print layout: jsPDF writes real text (title, text blocks, key
 * figures) and svg2pdf.js turns each chart's own SVG (with its title, legend and provenance as SVG
 * text) into vector paths and text, so numbers and provenance stay selectable and searchable.
 * Both libraries load only when a PDF is asked for. A chart never breaks across pages and keeps
 * its comparison table beside it; charts pair up where they fit (pdf-chart.ts).
 */
export async function reportPdf(doc: ReportDocument, paper: Paper): Promise<Blob> {
  const [{ jsPDF }] = await Promise.all([import('jspdf'), import('svg2pdf.js')]);
  const pdf = new jsPDF({ unit: 'pt', format: paper.format, orientation: paper.orientation, compress: true });
  await embedPdfFont(pdf);
  pdf.setProperties({
    title: toWinAnsi(doc.title),
    subject: toWinAnsi(doc.subtitle ?? ''),
    creator: 'Narrative Desk',
  });
  const margin = MARGIN_MM * PT_PER_MM;
  const pageW = pdf.internal.pageSize.getWidth();
  const pageH = pdf.internal.pageSize.getHeight();
  const flow = new Flow(pdf, margin, pageW - 2 * margin, pageH - margin - 14);

  if (doc.logo) {
    const props = pdf.getImageProperties(doc.logo);
    const h = 36;
    const w = Math.min(140, (props.width / props.height) * h);
    pdf.addImage(doc.logo, props.fileType, pageW - margin - w, margin, w, h);
  }
  flow.y = writeRuns(pdf, [{ text: doc.title, bold: true }], margin, flow.y, flow.width - 150, 20);
  if (doc.subtitle) flow.y = writeRuns(pdf, [{ text: doc.subtitle }], margin, flow.y, flow.width - 150, 11.5);
  flow.y = writeRuns(pdf, [{ text: doc.dateLine }], margin, flow.y, flow.width, 9, 0, '#495057') + GAP / 2;
  pdf.setDrawColor('#dee2e6');
  pdf.line(margin, flow.y, pageW - margin, flow.y);
  flow.y += GAP;

  // Charts go in rows: two side by side on landscape paper (each with its table under it), as
  // the print layout places them (blockRows).
  for (const row of blockRows(doc.blocks, (b) => b.kind === 'chart', chartsPerRow(paper))) {
    const charts = row.flatMap((b) => (b.kind === 'chart' ? [b.chart] : []));
    if (charts.length) await writeChartRow(flow, charts, paper);
    else await writeBlock(flow, row[0]!);
  }

  const pages = pdf.getNumberOfPages();
  for (let i = 1; i <= pages; i++) {
    pdf.setPage(i);
    pdf.setFont(PDF_FONT, 'normal');
    pdf.setFontSize(8);
    pdf.setTextColor('#6c757d');
    pdf.text(toPdfText(`${doc.title} · page ${i} of ${pages}`), margin, pageH - margin + 4);
  }
  return pdf.output('blob');
}

async function writeBlock(flow: Flow, block: ExportBlock): Promise<void> {
  const { pdf, margin, width } = flow;
  if (block.kind === 'trace') return writeTraceBlock(flow, block);
  if (block.kind === 'map') return writeMapBlock(flow, block.map);
  if (block.kind === 'text') {
    // Text may flow over pages: one paragraph, heading or list at a time.
    for (const b of parseMarkdownLight(block.markdown)) {
      // A heading keeps a few lines of what follows it on its page.
      const y = flow.room(b.type === 'list' ? b.items.length * 16 : b.type === 'heading' ? 80 : 32);
      flow.y = writeMarkdown(pdf, [b], margin, y, width);
    }
    flow.y += GAP;
    return;
  }
  if (block.kind !== 'figure') return;
  const f = block.figure;
  let y = flow.room(96);
  y = writeRuns(pdf, [{ text: f.label, bold: true }], margin, y, width, 11);
  y = writeRuns(pdf, [{ text: f.value.toLocaleString('en-US'), bold: true }], margin, y, width, 28);
  if (f.change)
    y = writeRuns(
      pdf,
      [
        {
          text: `${formatChange(f.change)} vs the previous period (${f.change.previous.toLocaleString('en-US')})`,
        },
      ],
      margin,
      y,
      width,
      10.5,
    );
  if (f.caption) y = writeRuns(pdf, [{ text: f.caption }], margin, y, width, 10.5);
  y = writeRuns(pdf, [{ text: f.provenance }], margin, y, width, 8.5, 0, '#495057');
  // The query line stays one line (shrunk to fit), so it reads and copies as one.
  if (f.query) {
    const size = Math.min(8.5, (width * 0.98) / pdf.getStringUnitWidth(toPdfText(f.query)));
    y = writeRuns(pdf, [{ text: f.query }], margin, y, width, size, 0, '#495057');
  }
  flow.y = y + GAP;
}
