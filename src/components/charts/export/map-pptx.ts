import type PptxGenJS from 'pptxgenjs';
import { LIGHT_INK } from '@/components/chart-frame';
import type { MapExport } from '@/components/map/map-export';
import { svgToPng } from '@/lib/svg-raster';

const TEXT = LIGHT_INK.text.replace('#', '');
const DIM = '6C757D';

/**
 * A report's map block as a slide: its title, the map (a 2× PNG of its SVG, key and border point of
 * view included) on the left, and the places with the most mentions as a native table on the right
 * (text PowerPoint can search and edit), with what is located and the caption below.
 */
export async function mapSlide(slide: PptxGenJS.Slide, map: MapExport): Promise<void> {
  slide.addText(map.title, { x: 0.5, y: 0.3, w: 12.3, h: 0.6, fontSize: 22, bold: true, color: TEXT });
  slide.addText(map.subtitle, { x: 0.5, y: 0.9, w: 12.3, h: 0.4, fontSize: 12, color: DIM, valign: 'top' });
  // The figure takes the left 8 inches at its own proportions; the table the rest.
  let w = 8;
  let h = (map.height / map.width) * w;
  const maxH = 5.3;
  if (h > maxH) {
    w *= maxH / h;
    h = maxH;
  }
  const png = await svgToPng(map.svg, map.width, map.height);
  slide.addImage({ data: png, x: 0.5, y: 1.4, w, h, altText: `${map.title}: ${map.subtitle}` });
  const cell = (text: string, bold = false) => ({ text, options: { bold, fontSize: 10, color: TEXT } });
  const rows = [
    ['Place', map.measureLabel].map((t) => cell(t, true)),
    ...map.places.map((p) => [cell(p.code ? `${p.name} (${p.code})` : p.name), cell(p.value)]),
  ];
  if (map.morePlaces > 0) rows.push([cell(`and ${map.morePlaces} more places`), cell('')]);
  slide.addTable(rows, { x: 8.8, y: 1.4, w: 4, colW: [2.7, 1.3], border: { type: 'none' } });
  const below = [map.caption, map.notes[0]].filter(Boolean).join('\n');
  slide.addText(below, { x: 0.5, y: 6.75, w: 12.3, h: 0.6, fontSize: 10, color: DIM, valign: 'top' });
}
