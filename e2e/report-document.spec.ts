import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import {
  apiGet,
  areaUrl,
  deskUrl,
  keepScreenshot,
  openReport,
  runStamp,
  signIn,
  test,
  useColorScheme,
} from './support';

const RUN = runStamp();

/**
 * A report as a paginated client document: a chart with data labels (its comparison table hidden
 * by the block option) carries its labels into the PDF; a chart keeps its table on its page; two
 * small charts share a page; no raw filter key outside the one reproducibility line in the PDF or
 * the PowerPoint; the PowerPoint rendered by LibreOffice has a legend on every multi-series chart;
 * the print layout (A4 landscape) prints the report title first, no window bar. Pages and slides
 * are kept as PNGs under e2e-artifacts/report-document/.
 */
const WINDOW = { since: '2026-10-01T00:00:00.000Z', to: '2026-10-31T23:59:59.999Z', tz: 'utc' };
const ART = 'e2e-artifacts/report-document';
// The team desk keeps every journey's reports: this run's is its own. The two journeys share it, so
// they run (and are retried) together, in one worker. Short: a title that wraps would move the
// second chart off the first page this journey checks.
const NAME = `Paged ${RUN}`;
test.describe.configure({ mode: 'serial' });
const RAW_KEYS = ['narratives.id', 'locations.', 'bot_ratings', 'filter_expression'];
type Distribution = { totalCount: number; groups: { key: string; count: number }[] };
let workspaceId = 0;

test.beforeAll(async () => {
  mkdirSync(ART, { recursive: true });
  workspaceId = (await apiGet<{ id: number }[]>('/workspaces'))[0]!.id;
});

async function pin(page: Page, search: Record<string, unknown>, first: boolean) {
  await page.goto(areaUrl(workspaceId, 'charts', WINDOW, search));
  await expect(page.getByTestId('chart-canvas').locator('svg').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Pin to report' }).click();
  await page.getByRole('dialog').getByText('Chart', { exact: true }).click();
  if (first) {
    // A browser that pinned before offers that report: ask for a new one.
    if (!(await page.getByLabel('Report name').isVisible())) {
      await page.getByRole('combobox', { name: 'Report' }).click();
      await page.getByRole('option', { name: 'New report…' }).click();
    }
    await page.getByLabel('Report name').fill(NAME);
  } else await expect(page.getByRole('combobox', { name: 'Report' })).toHaveValue(NAME);
  await page.getByRole('button', { name: 'Pin chart' }).click();
  await expect(page.getByText('Chart pinned')).toBeVisible();
}

/** Chooses an item of the report's Export menu and keeps the file it downloads. */
async function exportAs(page: Page, item: string, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Export report' }).click();
  const menuItem = page.getByRole('menuitem', { name: item });
  await expect(menuItem).toBeEnabled({ timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 90_000 }),
    menuItem.click(),
  ]);
  const path = join(ART, name);
  writeFileSync(path, readFileSync((await download.path())!));
  return path;
}
/**
 * The rows (at 30 dpi) of a PDF's first page whose mean grey is dark (< 128 of 255): a white page
 * with charts has none. Read from pdftoppm's PGM (P5: a text header, then one byte a pixel).
 */
function darkRows(pdf: string): number[] {
  const out = join(ART, `gray-${Date.now()}`);
  execFileSync('pdftoppm', ['-r', '30', '-gray', '-singlefile', '-f', '1', '-l', '1', pdf, out]);
  const pgm = readFileSync(`${out}.pgm`);
  const header = pgm.toString('latin1', 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/)!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = header[0].length;
  const dark: number[] = [];
  for (let y = 0; y < height; y++) {
    let sum = 0;
    for (let x = 0; x < width; x++) sum += pgm[start + y * width + x]!;
    if (sum / width < 128) dark.push(y);
  }
  return dark;
}
const pagesOf = (pdf: string) =>
  execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).split('\f');
/** Text without the reproducibility line (which alone may name raw keys). */
const withoutQueryLine = (text: string) =>
  text
    .split('\n')
    .filter((l) => !l.includes('Query (to reproduce):'))
    .join('\n');

test('labels, tables kept with their charts, two charts a page, words not keys, legends on every slide', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signIn(page);
  const labelled = { dim: 'channels', chart: 'hbar', top: 5, labels: true, compare: true };
  await pin(page, labelled, true);
  await pin(page, { dim: 'languages', chart: 'hbar', top: 5, compare: true, bot_ratings: ['likely'] }, false);
  await pin(
    page,
    { measure: 'timeline', chart: 'line', breakdown: 'channels', interval: 'week', compare: true },
    false,
  );
  await openReport(page, NAME);

  // The first block hides its comparison table: gone on screen (and so from every export).
  const blocks = page.getByTestId('report-chart-block');
  await expect(blocks).toHaveCount(3);
  await expect(blocks.first().getByTestId('period-table')).toBeVisible({ timeout: 30_000 });
  await blocks.first().getByRole('button', { name: 'Edit title and caption' }).click();
  await page.getByLabel('Hide the comparison table').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(blocks.first().getByTestId('period-table')).toHaveCount(0);
  await expect(blocks.nth(1).getByTestId('period-table')).toBeVisible();

  // PDF (A4 portrait).
  const pdf = await exportAs(page, 'PDF', 'report.pdf');
  const pages = pagesOf(pdf);
  execFileSync('pdftoppm', ['-r', '60', '-png', pdf, join(ART, 'pdf-page')]);

  // Data labels: the API's counts of the top channels are written on the bars (no table repeats them).
  const channels = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    since: WINDOW.since,
    to: WINDOW.to,
    group_by: 'channels',
    limit: 1000,
  });
  const top = [...channels.groups].sort((a, b) => b.count - a.count).slice(0, 5);
  const first = pages[0]!;
  for (const g of top) expect(first).toContain(g.count.toLocaleString('en-US'));
  // Two small charts on the first page; the second keeps its comparison table with it.
  expect(first).toContain('Mentions by channel');
  expect(first).toContain('Mentions by language');
  expect(first.match(/Compared with the previous period/g)).toHaveLength(1);
  // The timeline and its table share a page too.
  const timelinePage = pages.find((p) => p.includes('Mentions per week by channel'))!;
  expect(timelinePage).toContain('Compared with the previous period');
  // The window is said once per provenance line.
  expect(pages.join('\n')).not.toMatch(/2026-10-01 → 2026-10-31 \(2026-10-01 00:00/);
  // Words, not keys: the bot rating as its pill says it.
  const all = pages.join('\n');
  expect(all).toMatch(/Bot rating\b[^\n]*Likely/);
  for (const key of RAW_KEYS) expect(withoutQueryLine(all)).not.toContain(key);
  expect(all).toContain('Query (to reproduce): bot_ratings=likely');

  // PowerPoint: no raw key outside the query line; LibreOffice renders every chart with its legend.
  const pptx = await exportAs(page, 'PowerPoint (editable charts)', 'slides.pptx');
  const unzip = (pattern: string) => execFileSync('unzip', ['-p', pptx, pattern], { encoding: 'utf8' });
  const slidesXml = unzip('ppt/slides/slide*.xml');
  const slideText = [...slidesXml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join('\n');
  for (const key of RAW_KEYS) expect(withoutQueryLine(slideText)).not.toContain(key);
  const charts = execFileSync('unzip', ['-Z1', pptx], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /^ppt\/charts\/chart\d+\.xml$/.test(f));
  expect(charts.length).toBeGreaterThanOrEqual(3);
  for (const chart of charts) {
    const xml = unzip(chart);
    const series = (xml.match(/<c:ser>/g) ?? []).length;
    if (series > 1) expect(xml, `${chart} has ${series} series`).toContain('<c:legend>');
    if (xml.includes('(previous)') || series > 1) expect(xml).toMatch(/Previous period|\(previous\)/);
  }
  // LibreOffice takes minutes on a busy machine (120 s ran out under stress-ng).
  execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', ART, pptx], { timeout: 300_000 });
  execFileSync('pdftoppm', ['-r', '50', '-png', join(ART, 'slides.pdf'), join(ART, 'slide')]);
  expect(readdirSync(ART).filter((f) => f.startsWith('slide')).length).toBeGreaterThanOrEqual(3);
});

test('print layout, A4 landscape: the report title prints first, no window bar; light and dark', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo', deskUrl('/reports', WINDOW));
  await openReport(page, NAME);
  for (const scheme of ['light', 'dark'] as const) {
    await useColorScheme(page, scheme);
    await page.getByRole('button', { name: 'Print layout' }).click();
    await page.getByRole('menuitem', { name: 'A4 landscape' }).click();
    const sheet = page.getByTestId('print-sheet');
    await expect(sheet.locator('svg.recharts-surface')).toHaveCount(3, { timeout: 60_000 });
    await keepScreenshot(page, `report-document/print-layout-${scheme}`);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('group', { name: 'Analysis window' })).toBeHidden();
    // What the browser prints: the title is the first text of the first page.
    const printed = join(ART, `print-${scheme}.pdf`);
    writeFileSync(printed, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    await page.emulateMedia({ media: null });
    const firstPage = pagesOf(printed)[0]!.trim();
    expect(firstPage.split('\n')[0]).toContain(NAME);
    expect(firstPage).not.toContain('Custom range');
    execFileSync('pdftoppm', [
      '-r',
      '50',
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      printed,
      join(ART, `print-${scheme}`),
    ]);
    // Printed from the dark theme too, the page is white: no band of dark rows anywhere on it.
    expect(darkRows(printed), `dark rows on the ${scheme} print`).toEqual([]);
    if (scheme === 'light') {
      // The PDF export on landscape paper: the two distributions side by side on one page.
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 90_000 }),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      const landscape = join(ART, 'landscape.pdf');
      writeFileSync(landscape, readFileSync((await download.path())!));
      execFileSync('pdftoppm', ['-r', '50', '-png', landscape, join(ART, 'landscape-page')]);
      const pages = pagesOf(landscape);
      expect(pages[0]).toContain('Mentions by channel');
      expect(pages[0]).toContain('Mentions by language');
      expect(darkRows(landscape)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Back to the board' }).click();
  }
});
