// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PDF_FONT, embedPdfFont, pdfSvg, toPdfText } from './pdf-font';

afterEach(() => vi.unstubAllGlobals());

describe('embedPdfFont', () => {
  it('embeds DejaVu Sans, so arrows and typographic signs print as themselves; a glyph it lacks is "?"', async () => {
    // The font files as the browser would fetch them (the bundler's URL ends in the file's name).
    vi.stubGlobal('fetch', async (url: string) => {
      const name = /(DejaVuSans[\w-]*?)(?:-[\w]{8})?\.ttf/.exec(url)![1]!;
      return new Response(readFileSync(join('node_modules/dejavu-fonts-ttf/ttf', `${name}.ttf`)));
    });
    expect(toPdfText('Telegram → News')).toBe('Telegram – News');
    const pdf = new jsPDF({ unit: 'pt' });
    await embedPdfFont(pdf);
    expect(pdf.getFont().fontName).toBe(PDF_FONT);
    expect(Object.keys(pdf.getFontList()[PDF_FONT] ?? {}).length).toBeGreaterThan(0);
    expect(toPdfText('Telegram → News · −5 ≥ 3 × 2 日本')).toBe('Telegram → News · −5 ≥ 3 × 2 ??');
  });
});

describe('pdfSvg', () => {
  it('paints a value label’s halo before its letters (svg2pdf.js ignores paint-order)', () => {
    const svg = pdfSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><text fill="#222" stroke="#fff" stroke-width="3" paint-order="stroke">42</text><text fill="#222">axis</text></svg>',
    );
    const texts = [...svg.querySelectorAll('text')];
    expect(texts.map((t) => [t.textContent, t.getAttribute('fill'), t.getAttribute('stroke')])).toEqual([
      ['42', 'none', '#fff'],
      ['42', '#222', 'none'],
      ['axis', '#222', null],
    ]);
    expect(svg.querySelector('[paint-order]')).toBeNull();
  });
});
