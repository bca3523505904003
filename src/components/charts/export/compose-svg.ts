import { LIGHT_INK } from '@/components/chart-frame';
import type { LegendItem } from '@/analysis/charts/chart-legend';
import { QUERY_LINE_PREFIX } from '@/components/charts/query-line';

export interface ComposeInput {
  title: string;
  subtitle?: string;
  caption?: string;
  /** The drawn chart (a copy: it is moved into the result). */
  chart: SVGSVGElement;
  legend: readonly LegendItem[];
  notes?: readonly string[];
  provenance?: string;
  /** "Exported 2026-11-20 14:02 UTC" */
  dateLine?: string;
  width: number;
  background: 'light' | 'transparent';
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const FONT = 'Helvetica, Arial, sans-serif';
const PAD = 16;

/** Lines of at most `width` px for text at `size` px (average glyph ≈ 0.55 em; no DOM measuring). */
export function wrapText(text: string, width: number, size: number): string[] {
  const max = Math.max(8, Math.floor(width / (size * 0.55)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > max && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function textLines(lines: string[], x: number, y: number, size: number, color: string, weight = 400): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * 1.35}" font-size="${size}" font-weight="${weight}" fill="${color}">${escape(l)}</text>`,
    )
    .join('');
}

function swatch(item: LegendItem, x: number, y: number, id: string): string {
  if (item.style === 'dashed')
    return `<line x1="${x}" y1="${y + 5}" x2="${x + 16}" y2="${y + 5}" stroke="${item.color}" stroke-width="2" stroke-dasharray="4 3"/>`;
  if (item.style === 'hatched') {
    return `<defs><pattern id="${id}" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="4" height="4" fill="${item.color}" fill-opacity="0.2"/><line x1="0" y1="0" x2="0" y2="4" stroke="${item.color}" stroke-width="2"/></pattern></defs><rect x="${x + 0.5}" y="${y + 0.5}" width="15" height="9" fill="url(#${id})" stroke="${item.color}"/>`;
  }
  return `<rect x="${x}" y="${y}" width="16" height="10" rx="2" fill="${item.color}"/>`;
}

/** Legend items laid out in rows that fit the width; returns the markup and its height. */
function legendMarkup(
  items: readonly LegendItem[],
  width: number,
  top: number,
): { svg: string; height: number } {
  let x = PAD;
  let y = top;
  const parts: string[] = [];
  items.forEach((item, i) => {
    const text = item.detail ? `${item.label}  ${item.detail}` : item.label;
    const w = 22 + text.length * 12 * 0.55 + 14;
    if (x > PAD && x + w > width - PAD) {
      x = PAD;
      y += 18;
    }
    parts.push(
      swatch(item, x, y, `legend-hatch-${i}`),
      `<text x="${x + 22}" y="${y + 9}" font-size="12" fill="${LIGHT_INK.text}">${escape(text)}</text>`,
    );
    x += w;
  });
  return { svg: parts.join(''), height: items.length ? y - top + 22 : 0 };
}

/**
 * One standalone SVG of a chart: title, subtitle, caption, the chart's own drawing (real SVG, no
 * `<foreignObject>`, colours as attributes), the legend, notes and the provenance line, on a
 * white or transparent background. Every text is SVG text, so it stays text in PDF and vector
 * editors.
 */
export function composeChartSvg(input: ComposeInput): { svg: string; width: number; height: number } {
  const { width } = input;
  const inner = width - 2 * PAD;
  const head: string[] = [];
  let y = PAD + 18;
  head.push(textLines(wrapText(input.title, inner, 18), PAD, y, 18, LIGHT_INK.text, 700));
  y += wrapText(input.title, inner, 18).length * 18 * 1.35 - 18 * 0.35;
  for (const [text, size] of [
    [input.subtitle, 12],
    [input.caption, 12],
  ] as const) {
    if (!text) continue;
    const lines = wrapText(text, inner, size);
    head.push(textLines(lines, PAD, y + 4, size, LIGHT_INK.dimmed));
    y += lines.length * size * 1.35 + 2;
  }
  const chartTop = y + 8;
  const chartWidth = Number(input.chart.getAttribute('width')) || inner;
  const chartHeight = Number(input.chart.getAttribute('height')) || 300;
  const scale = Math.min(1, inner / chartWidth);
  const serializer = new XMLSerializer();
  const body = [...input.chart.children].map((c) => serializer.serializeToString(c)).join('');
  y = chartTop + chartHeight * scale + 10;
  const legend = legendMarkup(input.legend, width, y);
  y += legend.height;
  const tail: string[] = [];
  for (const [text, size] of [
    ...(input.notes ?? []).map((n) => [n, 11] as const),
    [input.provenance, 11] as const,
    [input.dateLine, 11] as const,
  ]) {
    if (!text) continue;
    // The query line stays one line (shrunk to fit), so it reads and copies as one.
    const query = text.startsWith(QUERY_LINE_PREFIX);
    const fit = query ? Math.max(5, Math.min(size, inner / (text.length * 0.55))) : size;
    const lines = query ? [text] : wrapText(text, inner, size);
    tail.push(textLines(lines, PAD, y + fit, fit, LIGHT_INK.dimmed));
    if (query) {
      y += fit * 1.35 + 2;
      continue;
    }
    y += lines.length * size * 1.35 + 2;
  }
  const height = Math.ceil(y + PAD);
  const background =
    input.background === 'light' ? `<rect width="100%" height="100%" fill="${LIGHT_INK.background}"/>` : '';
  const svg =
    `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">` +
    background +
    head.join('') +
    `<g transform="translate(${PAD},${chartTop}) scale(${scale})">${body}</g>` +
    legend.svg +
    tail.join('') +
    `</svg>`;
  return { svg, width, height };
}
