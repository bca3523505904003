import type { jsPDF } from 'jspdf';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import italicUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf?url';
import boldItalicUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf?url';
import { toWinAnsi } from './win-ansi';

/**
 * The PDF's font: DejaVu Sans, embedded (jsPDF writes only the glyphs used), so typographic
 * characters the standard Helvetica cannot encode ("→", "−", "≥", "≈") print as themselves and
 * read back as themselves. The font files load only when a PDF is made.
 */
export const PDF_FONT = 'DejaVuSans';

/** jsPDF style name → font file; svg2pdf.js asks for the same names (400/700, normal/italic). */
const FILES = [
  ['normal', regularUrl],
  ['bold', boldUrl],
  ['italic', italicUrl],
  ['bolditalic', boldItalicUrl],
] as const;

const cache = new Map<string, Promise<string>>();

/** A font file as the binary string jsPDF's virtual file system takes. */
function fontFile(url: string): Promise<string> {
  let file = cache.get(url);
  if (!file) {
    file = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`The PDF font could not be loaded (${res.status}).`);
        return res.arrayBuffer();
      })
      .then((buf) => {
        const bytes = new Uint8Array(buf);
        let out = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return out;
      });
    file.catch(() => cache.delete(url));
    cache.set(url, file);
  }
  return file;
}

/** Embeds the font in `pdf` (all four styles) and makes it the current font. */
export async function embedPdfFont(pdf: jsPDF): Promise<void> {
  const files = await Promise.all(FILES.map(([, url]) => fontFile(url)));
  FILES.forEach(([style], i) => {
    const name = `${PDF_FONT}-${style}.ttf`;
    pdf.addFileToVFS(name, files[i]!);
    pdf.addFont(name, PDF_FONT, style);
  });
  pdf.setFont(PDF_FONT, 'normal');
  const metadata = (
    pdf.getFont() as { metadata?: { cmap?: { unicode?: { codeMap?: Record<number, number> } } } }
  ).metadata;
  glyphs = metadata?.cmap?.unicode?.codeMap;
}

/** Unicode → glyph id of the embedded font, once a PDF has embedded it. */
let glyphs: Record<number, number> | undefined;

/**
 * Text as the PDF can draw it: with the font embedded, every character it has a glyph for stays
 * (a character it lacks, such as CJK, becomes "?", never an invisible gap); before that, the
 * Windows-1252 stand-ins of the standard fonts.
 */
export function toPdfText(text: string): string {
  if (!glyphs) return toWinAnsi(text);
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out += code < 0x20 || glyphs[code] ? ch : '?';
  }
  return out;
}

/** An SVG (a chart's or a trace's) parsed for svg2pdf.js, its text set in the embedded font. */
export function pdfSvg(markup: string): SVGSVGElement {
  const svg = new DOMParser().parseFromString(toPdfText(markup), 'image/svg+xml').documentElement;
  if (glyphs) svg.setAttribute('font-family', `${PDF_FONT}, Helvetica, sans-serif`);
  haloFirst(svg);
  return svg as unknown as SVGSVGElement;
}

/**
 * svg2pdf.js ignores `paint-order`: a value label's halo (a wide stroke in the background colour)
 * would be painted over its own letters, hiding the label. Each such text becomes two: the halo
 * alone, then the letters without a stroke, which is what `paint-order: stroke` draws on screen.
 */
function haloFirst(svg: Element): void {
  for (const el of [...svg.querySelectorAll('[paint-order], [style*="paint-order"]')]) {
    const order =
      el.getAttribute('paint-order') ?? /paint-order:\s*([^;]+)/.exec(el.getAttribute('style') ?? '')?.[1];
    if (!order?.trim().startsWith('stroke') || !el.getAttribute('stroke')) continue;
    const halo = el.cloneNode(true) as Element;
    halo.setAttribute('fill', 'none');
    halo.removeAttribute('paint-order');
    el.parentNode?.insertBefore(halo, el);
    el.setAttribute('stroke', 'none');
    el.removeAttribute('paint-order');
  }
}
