import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  request as requestContext,
  type APIRequestContext,
  type Download,
  type Page,
} from '@playwright/test';
import {
  apiGet as apiGetAs,
  apiToken,
  areaUrl,
  deskUrl,
  keepScreenshot,
  openReport,
  runStamp,
  signIn,
  test,
  useColorScheme,
  workerServerUrl,
} from './support';

const RUN = runStamp();

/**
 * A report as a client document against the real reference server: two charts, a text block and
 * a key figure, re-run for another window, exported as PDF (checked with poppler), PowerPoint
 * (unzipped: native charts with the API's numbers) and SVG.
 */
const PINNED = {
  since: '2026-10-21T00:00:00.000Z',
  to: '2026-11-19T23:59:59.999Z',
  tz: 'utc',
};
const OCTOBER = { since: '2026-10-01T00:00:00.000Z', to: '2026-10-31T23:59:59.999Z' };
const ART = 'e2e-artifacts';
const NAME = `E2E client report ${RUN}`;

type Distribution = { totalCount: number; groups: { key: string; name: string; count: number }[] };
let workspaceId = 0;
let api: { request: APIRequestContext; token: string };
const apiGet = <T>(path: string, query?: Record<string, string | number | undefined>) =>
  apiGetAs<T>(api.request, api.token, path, query);

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from the first parameter's pattern
test.beforeAll(async ({}, testInfo) => {
  const request = await requestContext.newContext({ baseURL: workerServerUrl(testInfo) });
  api = { request, token: await apiToken(request) };
  workspaceId = (await apiGet<{ id: number }[]>('/workspaces'))[0]!.id;
  mkdirSync(ART, { recursive: true });
});

const chartUrl = (search: Record<string, unknown>) => areaUrl(workspaceId, 'charts', PINNED, search);

async function pin(
  page: Page,
  search: Record<string, unknown>,
  as: 'Chart' | 'Key figure',
  first: boolean,
  name = NAME,
) {
  await page.goto(chartUrl(search));
  await expect(page.getByTestId('chart-canvas').locator('svg').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pin to report' }).click();
  await page.getByRole('dialog').getByText(as, { exact: true }).click();
  if (first) await page.getByLabel('Report name').fill(name);
  else {
    // A later pin, on another page, offers the report the last pin went to.
    await expect(page.getByRole('combobox', { name: 'Report' })).toHaveValue(name);
    await expect(page.getByLabel('Report name')).toHaveCount(0);
  }
  await page.getByRole('button', { name: as === 'Chart' ? 'Pin chart' : 'Pin key figure' }).click();
  await expect(page.getByText(as === 'Chart' ? 'Chart pinned' : 'Key figure pinned')).toBeVisible();
}

async function saveDownload(download: Download, name: string): Promise<string> {
  const path = join(ART, name);
  writeFileSync(path, readFileSync((await download.path())!));
  return path;
}

async function exportReport(page: Page, item: string, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Export report' }).click();
  const item_ = page.getByRole('menuitem', { name: item });
  await expect(item_).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), item_.click()]);
  return saveDownload(download, name);
}

test('a report of two charts, a text block and a key figure: re-run for October, exported as PDF, PowerPoint and SVG', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await pin(page, { dim: 'channels', chart: 'bar', top: 8 }, 'Chart', true);
  await pin(
    page,
    { measure: 'timeline', chart: 'line', breakdown: 'channels', interval: 'week', compare: true },
    'Chart',
    false,
  );
  await pin(page, {}, 'Key figure', false);

  // The report, then a text block written in markdown-light.
  await page.goto('/reports');
  await expect(page.getByTestId('report-header')).toContainText(NAME);
  await page.getByRole('button', { name: 'Add text' }).click();
  await page
    .getByLabel(/^Text \(markdown/)
    .fill(
      '# Summary\n\nVolume is **steady** this month. <b>raw</b>\n\n- News leads\n- [Method](https://example.com/method)',
    );
  await page.getByRole('button', { name: 'Save text' }).click();
  const text = page.getByTestId('report-text');
  await expect(text.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(text.locator('strong')).toHaveText('steady');
  await expect(text.getByRole('link', { name: 'Method' })).toHaveAttribute(
    'href',
    'https://example.com/method',
  );
  // Raw HTML stays text.
  await expect(text).toContainText('<b>raw</b>');
  await expect(text.locator('b')).toHaveCount(0);

  // Re-run the whole report for October: the window chosen above becomes the report's.
  await page.goto(deskUrl('/reports', { ...OCTOBER, tz: 'utc' }));
  await page.getByText('One for the report', { exact: true }).click();
  await expect(page.getByTestId('report-window')).toContainText('2026-10-01 – 2026-10-31');
  const [october, channels] = await Promise.all([
    apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
      ...OCTOBER,
      group_by: 'channels',
      limit: 1000,
    }),
    apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
      ...OCTOBER,
      group_by: 'channels',
      limit: 8,
    }),
  ]);
  await expect(page.getByTestId('figure-value')).toHaveText(october.totalCount.toLocaleString('en-US'));
  await expect(page.getByTestId('chart-provenance').first()).toContainText(
    '2026-10-01 00:00 – 2026-10-31 23:59 UTC',
  );
  await expect(page.getByTestId('report-chart-block').locator('svg.recharts-surface')).toHaveCount(2);
  await keepScreenshot(page, 'report-board-light-wide');

  // PDF: real text (title, provenance), every chart inside the page box.
  const pdf = await exportReport(page, 'PDF', 'report.pdf');
  const text_ = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text_).toContain(NAME);
  expect(text_).toContain('Energy transition · No filters · 2026-10-01');
  expect(text_).toContain('Mentions per week by channel');
  expect(text_).toContain('Summary');
  expect(text_).toContain(october.totalCount.toLocaleString('en-US'));
  const bbox = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8' });
  const [pageW, pageH] = [...bbox.matchAll(/<page width="([\d.]+)" height="([\d.]+)"/g)][0]!
    .slice(1)
    .map(Number) as [number, number];
  const margin = (12 * 72) / 25.4;
  const words = [...bbox.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"/g)].map(
    (m) => m.slice(1).map(Number),
  );
  expect(words.length).toBeGreaterThan(100);
  for (const [x0, y0, x1, y1] of words) {
    expect(x0!).toBeGreaterThanOrEqual(margin - 1);
    expect(x1!).toBeLessThanOrEqual(pageW - margin + 1);
    expect(y0!).toBeGreaterThanOrEqual(margin - 1);
    expect(y1!).toBeLessThanOrEqual(pageH - margin + 12);
  }
  // Nothing is drawn in the right margin of any page (no chart runs off the page).
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  execFileSync('pdftoppm', [
    '-r',
    '72',
    '-gray',
    '-x',
    String(Math.ceil(pageW - margin + 2)),
    '-y',
    '0',
    '-W',
    String(Math.floor(margin - 4)),
    '-H',
    String(Math.floor(pageH)),
    pdf,
    join(dir, 'edge'),
  ]);
  for (const file of readdirSync(dir)) {
    const pgm = readFileSync(join(dir, file));
    const pixels = pgm.subarray(pgm.length - Math.floor(margin - 4) * Math.floor(pageH));
    expect(Math.min(...pixels)).toBe(255);
  }
  execFileSync('pdftoppm', [
    '-r',
    '80',
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    join(ART, 'report-pdf-page1'),
  ]);

  // PowerPoint: one slide per block after the title slide; charts are native charts holding the API's numbers.
  const pptx = await exportReport(page, 'PowerPoint (editable charts)', 'report.pptx');
  const unzipped = mkdtempSync(join(tmpdir(), 'pptx-'));
  execFileSync('unzip', ['-q', pptx, '-d', unzipped]);
  expect(readdirSync(join(unzipped, 'ppt', 'slides')).filter((f) => f.endsWith('.xml'))).toHaveLength(5);
  const charts = readdirSync(join(unzipped, 'ppt', 'charts')).filter((f) => f.endsWith('.xml'));
  expect(charts).toHaveLength(2);
  const xml = readFileSync(join(unzipped, 'ppt', 'charts', 'chart1.xml'), 'utf8');
  const values = [...xml.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  for (const g of channels.groups) {
    expect(values).toContain(g.name);
    expect(values).toContain(String(g.count));
  }
  const slideText = readdirSync(join(unzipped, 'ppt', 'slides'))
    .filter((f) => f.endsWith('.xml'))
    .map((f) => readFileSync(join(unzipped, 'ppt', 'slides', f), 'utf8'))
    .join('');
  expect(slideText).toContain('Summary');
  expect(slideText).toContain(october.totalCount.toLocaleString('en-US'));

  // Excel: a sheet per block with numbers (the text block has none), then Provenance; read back
  // with the library that wrote it, the numbers are the API's and numbers, not text.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await exportReport(page, 'Excel workbook (.xlsx)', 'report.xlsx'));
  const sheets = workbook.worksheets.map((w) => w.name);
  expect(sheets).toHaveLength(4);
  expect(sheets[0]).toBe('1. Mentions by channel');
  expect(sheets[2]).toMatch(/^3\. /);
  expect(sheets[3]).toBe('Provenance');
  const rowsOf = (sheet: number) =>
    // Rows are 1-based and sparse (a blank row is a hole): Array.from keeps their numbers.
    Array.from(workbook.worksheets[sheet]!.getSheetValues(), (r) => (Array.isArray(r) ? r.slice(1) : []));
  const byChannel = rowsOf(0);
  expect(byChannel[4]?.slice(0, 2)).toEqual(['Channel', 'Mentions']);
  for (const g of channels.groups.filter((x) => x.name !== 'Other'))
    expect(byChannel.find((r) => r[0] === g.name)?.[1]).toBe(g.count);
  expect(rowsOf(2)[5]?.[1]).toBe(october.totalCount);
  const provenance = rowsOf(3).flat().join('\n');
  expect(provenance).toContain('Energy transition · No filters');
  expect(provenance).toContain('2026-10-01 00:00 – 2026-10-31 23:59 UTC');

  // SVG of one chart: its own vector drawing, no HTML snapshot inside.
  await page.getByTestId('report-chart-block').first().getByRole('button', { name: 'Export' }).click();
  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /SVG/ }).click(),
  ]);
  const svg = readFileSync(await saveDownload(svgDownload, 'report-chart.svg'), 'utf8');
  expect(svg.replace(/^<\?xml[^>]*>\s*/, '').startsWith('<svg')).toBe(true);
  expect(svg).not.toContain('foreignObject');
  expect(svg).toContain('Mentions by channel');
  expect(svg).toContain('Energy transition · No filters');

  // Print layout: light, charts at the page's width, provenance under each chart.
  await page.getByRole('button', { name: 'Print layout' }).click();
  await page.getByRole('menuitem', { name: 'A4 portrait' }).click();
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet.locator('svg.recharts-surface')).toHaveCount(2);
  await expect(sheet.getByTestId('chart-provenance')).toHaveCount(2);
  const sheetBox = (await sheet.boundingBox())!;
  for (const chart of await sheet.locator('svg.recharts-surface').all()) {
    const box = (await chart.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(sheetBox.x + sheetBox.width);
  }
  await keepScreenshot(page, 'report-print-preview-light-wide');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Analysis window' })).toBeHidden();
  await page.screenshot({ path: `${ART}/report-print-media.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Dark theme: the board is dark, the print layout stays light.
  await useColorScheme(page, 'dark');
  await expect(sheet.locator('svg.recharts-surface')).toHaveCount(2);
  expect(await sheet.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  await keepScreenshot(page, 'report-print-preview-dark-wide');
  await page.getByRole('button', { name: 'Back to the board' }).click();
  await expect(page.getByTestId('report-chart-block').locator('svg.recharts-surface')).toHaveCount(2);
  await keepScreenshot(page, 'report-board-dark-wide');

  // Phones: one column, every control reachable.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('combobox', { name: 'Report' })).toBeVisible();
  const blocks = page.getByTestId('report-board').locator('> div');
  const xs = await blocks.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
  expect(new Set(xs).size).toBe(1);
  for (const chart of await page.getByTestId('report-chart-block').locator('svg.recharts-surface').all()) {
    expect((await chart.boundingBox())!.width).toBeGreaterThan(250);
  }
  await keepScreenshot(page, 'report-board-dark-narrow');
  await useColorScheme(page, 'light');
  await expect(page.getByTestId('report-chart-block').locator('svg.recharts-surface')).toHaveCount(2);
  await keepScreenshot(page, 'report-board-light-narrow');
});

test('removing a block can be undone; importing a report that exists asks to replace or keep both', async ({
  page,
}) => {
  await signIn(page);
  // The team desk keeps every journey's reports: this one is named for this run and opened by name.
  const name = `E2E removal report ${RUN}`;
  await pin(page, { dim: 'languages', chart: 'donut' }, 'Chart', true, name);
  await openReport(page, name);
  const reportList = page.getByRole('navigation', { name: 'Reports' }).getByRole('button');
  const listed = await reportList.count();
  const blocks = page.getByTestId('report-chart-block');
  await expect(blocks).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove from report' }).click();
  await expect(blocks).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(blocks).toHaveCount(1);

  await page.getByRole('button', { name: 'Export report' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Report file (JSON)' }).click(),
  ]);
  const json = readFileSync((await file.path())!);
  const input = page.locator('input[type=file][accept*="json"]');
  await input.setInputFiles({ name: 'report.json', mimeType: 'application/json', buffer: json });
  await expect(page.getByRole('dialog', { name: 'This report is already here' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep both' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Reports' }).getByText(`${name} (imported)`),
  ).toBeVisible();
  await expect(reportList).toHaveCount(listed + 1);
  await input.setInputFiles({ name: 'report.json', mimeType: 'application/json', buffer: json });
  await page.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByRole('dialog', { name: 'This report is already here' })).toBeHidden();
  await expect(page.getByTestId('report-header')).toContainText(name);
  await expect(reportList).toHaveCount(listed + 1);
});
