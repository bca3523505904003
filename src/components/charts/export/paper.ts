import type { PaperId } from './paper-ids';
export { PAPER_IDS, type PaperId } from './paper-ids';

/** Paper sizes of the print layout and the PDF export: one definition, so both break pages alike. */
export const PAPERS = {
  'a4-portrait': { label: 'A4 portrait', format: 'a4', orientation: 'portrait', widthMm: 210, heightMm: 297 },
  'a4-landscape': {
    label: 'A4 landscape',
    format: 'a4',
    orientation: 'landscape',
    widthMm: 297,
    heightMm: 210,
  },
  'letter-portrait': {
    label: 'Letter portrait',
    format: 'letter',
    orientation: 'portrait',
    widthMm: 215.9,
    heightMm: 279.4,
  },
  'letter-landscape': {
    label: 'Letter landscape',
    format: 'letter',
    orientation: 'landscape',
    widthMm: 279.4,
    heightMm: 215.9,
  },
} as const satisfies Record<PaperId, object>;
export type Paper = (typeof PAPERS)[PaperId];

export const MARGIN_MM = 12;
const PX_PER_MM = 96 / 25.4;
export const PT_PER_MM = 72 / 25.4;

/** Width of the printable area in CSS pixels: charts are drawn at exactly this width. */
export const contentWidthPx = (paper: Paper) => Math.floor((paper.widthMm - 2 * MARGIN_MM) * PX_PER_MM);

/** The `@page` rule of a paper, for the print layout. */
export const pageRule = (paper: Paper) =>
  `@page { size: ${paper.format === 'a4' ? 'A4' : 'letter'} ${paper.orientation}; margin: ${MARGIN_MM}mm; }`;

/** Charts side by side on a page of this paper: two on landscape, one on portrait. */
export const chartsPerRow = (paper: Paper) => (paper.orientation === 'landscape' ? 2 : 1);

/**
 * Blocks in rows as the PDF and the print layout place them: consecutive charts pair up (up to
 * `perRow`), every other block stands alone. One rule, so printing and the PDF break alike.
 */
export function blockRows<T>(blocks: readonly T[], isChart: (block: T) => boolean, perRow: number): T[][] {
  const rows: T[][] = [];
  for (const block of blocks) {
    const last = rows.at(-1);
    if (isChart(block) && last && last.length < perRow && last.every(isChart)) last.push(block);
    else rows.push([block]);
  }
  return rows;
}
