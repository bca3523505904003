/**
 * PDF standard fonts (Helvetica) encode Windows-1252 only. Characters outside it are replaced by
 * a readable ASCII stand-in (arrows, minus) or "?", so a PDF never shows garbled glyphs.
 */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const STAND_INS: Record<string, string> = {
  // Ranges ("2026-10-01 → 2026-10-31") read as the en dash Helvetica has.
  '→': '–',
  '←': '–',
  '▸': '›',
  '◂': '‹',
  '≥': '>=',
  '≤': '<=',
  '−': '-',
  '≈': '~',
  '✓': 'v',
  '×': 'x',
  '\u202f': ' ',
  '\u2009': ' ',
};

export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      ch === '\n' ||
      CP1252_EXTRA.has(ch)
    )
      out += ch;
    else out += STAND_INS[ch] ?? '?';
  }
  return out;
}
