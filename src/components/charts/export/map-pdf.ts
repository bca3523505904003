import type { MapExport } from '@/components/map/map-export';
import { writeRuns } from './pdf-text';
import type { PdfFlow } from './trace-pdf';
import { toWinAnsi } from './win-ansi';

const GAP = 14;
const DIM = '#495057';

/**
 * A report's map block in the PDF: the map as vector paths and text (svg2pdf.js, as the charts),
 * with its key, base, border point of view and attribution; then the places with the most
 * mentions as text, the caption and how much of the window is located.
 */
export async function writeMapBlock(flow: PdfFlow, map: MapExport): Promise<void> {
  const { pdf, margin, width } = flow;
  const svg = new DOMParser().parseFromString(toWinAnsi(map.svg), 'image/svg+xml')
    .documentElement as unknown as SVGSVGElement;
  let w = Math.min(width, map.width * 0.75);
  let h = map.height * (w / map.width);
  const page = flow.bottom - flow.margin;
  if (h > page * 0.8) {
    w *= (page * 0.8) / h;
    h = page * 0.8;
  }
  const y = flow.room(h);
  await pdf.svg(svg, { x: margin, y, width: w, height: h });
  flow.y = y + h + GAP / 2;
  if (map.places.length > 0) {
    const heading =
      map.measure === 'count'
        ? 'Places with the most mentions'
        : `Places with the most mentions, and their ${map.measureLabel.toLowerCase()}`;
    flow.y = writeRuns(pdf, [{ text: heading, bold: true }], margin, flow.room(16), width, 10);
    for (const p of map.places) {
      const figure = map.measure === 'count' ? `${p.value} mentions` : `${p.value} (${p.count} mentions)`;
      const line = `${p.name}${p.code ? ` (${p.code})` : ''}: ${figure}`;
      flow.y = writeRuns(pdf, [{ text: line }], margin, flow.room(14), width, 9);
    }
    if (map.morePlaces > 0)
      flow.y = writeRuns(
        pdf,
        [{ text: `and ${map.morePlaces} more places with mentions (the map area's CSV lists them all)` }],
        margin,
        flow.room(14),
        width,
        9,
        0,
        DIM,
      );
  }
  if (map.caption) flow.y = writeRuns(pdf, [{ text: map.caption }], margin, flow.room(16), width, 9.5);
  flow.y = writeRuns(pdf, [{ text: map.notes[0] ?? '' }], margin, flow.room(14), width, 8.5, 0, DIM) + GAP;
}
