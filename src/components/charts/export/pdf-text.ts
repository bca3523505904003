import type { jsPDF } from 'jspdf';
import type { MdBlock, Run } from '@/lib/markdown-light';
import { PDF_FONT, toPdfText } from './pdf-font';

const LINK_COLOR = '#0b6bcb';
const TEXT_COLOR = '#212529';

/**
 * Writes runs (bold, italic, links) as real PDF text, wrapping word by word at `width`; returns
 * the y below the last line.
 */
export function writeRuns(
  pdf: jsPDF,
  runs: readonly Run[],
  x: number,
  y: number,
  width: number,
  size: number,
  indent = 0,
  color = TEXT_COLOR,
): number {
  const lineHeight = size * 1.4;
  let cx = x + indent;
  let cy = y + size;
  for (const run of runs) {
    const style =
      run.bold && run.italic ? 'bolditalic' : run.bold ? 'bold' : run.italic ? 'italic' : 'normal';
    pdf.setFont(PDF_FONT, style);
    pdf.setFontSize(size);
    pdf.setTextColor(run.href ? LINK_COLOR : color);
    for (const word of toPdfText(run.text).split(/(\s+)/)) {
      if (!word) continue;
      const w = pdf.getTextWidth(word);
      if (/^\s+$/.test(word)) {
        if (cx > x + indent) cx += w;
        continue;
      }
      if (cx + w > x + width && cx > x + indent) {
        cx = x + indent;
        cy += lineHeight;
      }
      pdf.text(word, cx, cy);
      if (run.href) pdf.link(cx, cy - size, w, size * 1.2, { url: run.href });
      cx += w;
    }
  }
  pdf.setTextColor(TEXT_COLOR);
  return cy + lineHeight - size;
}

const HEADING_SIZE = { 1: 15, 2: 13, 3: 11.5 } as const;

/** Writes parsed markdown-light blocks; returns the y below them. */
export function writeMarkdown(
  pdf: jsPDF,
  blocks: readonly MdBlock[],
  x: number,
  y: number,
  width: number,
): number {
  let cy = y;
  for (const b of blocks) {
    if (b.type === 'heading') {
      cy =
        writeRuns(
          pdf,
          b.runs.map((r) => ({ ...r, bold: true as const })),
          x,
          cy + 4,
          width,
          HEADING_SIZE[b.level],
        ) + 2;
    } else if (b.type === 'paragraph') {
      cy = writeRuns(pdf, b.runs, x, cy, width, 10.5) + 4;
    } else {
      b.items.forEach((item, i) => {
        pdf.setFont(PDF_FONT, 'normal');
        pdf.setFontSize(10.5);
        pdf.setTextColor(TEXT_COLOR);
        pdf.text(b.ordered ? `${i + 1}.` : '•', x + 4, cy + 10.5);
        cy = writeRuns(pdf, item, x, cy, width, 10.5, 18) + 2;
      });
      cy += 2;
    }
  }
  return cy;
}

export type TableRowText = [string, string, string, string, string];

/** A small table (name left, numbers right) as real text; returns the y below it. */
export function writeTable(
  pdf: jsPDF,
  head: TableRowText,
  rows: readonly TableRowText[],
  x: number,
  y: number,
  width: number,
): number {
  const size = 8.5;
  const lineHeight = size * 1.5;
  const cols = [0.44, 0.14, 0.14, 0.14, 0.14].map((f) => f * width);
  let cy = y;
  [head, ...rows].forEach((row, r) => {
    pdf.setFont(PDF_FONT, r === 0 || row[0] === 'Total' ? 'bold' : 'normal');
    pdf.setFontSize(size);
    pdf.setTextColor(TEXT_COLOR);
    let cx = x;
    row.forEach((cell, c) => {
      const text = toPdfText(cell);
      if (c === 0) pdf.text(pdf.splitTextToSize(text, cols[0]! - 6)[0] ?? '', cx, cy + size);
      else pdf.text(text, cx + cols[c]!, cy + size, { align: 'right' });
      cx += cols[c]!;
    });
    cy += lineHeight;
  });
  return cy;
}
