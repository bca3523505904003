import { execFileSync } from 'node:child_process';
import JSZip from 'jszip';

/** A PDF's text as a client reads it (`pdftotext -layout`, poppler-utils). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
    // Poppler without its CJK data warns about the embedded font's collection: not our concern.
    stdio: ['pipe', 'pipe', 'ignore'],
  });
}

/** The values of a PowerPoint's first chart (its `<c:val>` numbers), largest first. */
export async function pptxChartValues(pptx: Buffer): Promise<number[]> {
  const zip = await JSZip.loadAsync(pptx);
  const chart = Object.keys(zip.files).find((f) => /^ppt\/charts\/chart\d+\.xml$/.test(f));
  if (!chart) throw new Error('the PowerPoint has no chart');
  const xml = await zip.file(chart)!.async('string');
  return [...xml.matchAll(/<c:val>[\s\S]*?<\/c:val>/g)]
    .flatMap((m) => [...m[0].matchAll(/<c:v>([^<]+)<\/c:v>/g)].map((v) => Number(v[1])))
    .sort((a, b) => b - a);
}
