import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, request as requestContext, type APIRequestContext, type Page } from '@playwright/test';
import { previousWindow } from '../src/lib/narrative-transforms';
import { CHANNELS } from '../src/api/schemas';
import { apiGet as apiGetAs, apiToken, keepScreenshot, signIn, useColorScheme, test } from './support';

/**
 * Charts and reports against the real reference server and its seeded data. The window is fixed
 * (custom, UTC) so the page and the direct API calls ask exactly the same question.
 */
const SINCE = '2026-10-21T00:00:00.000Z';
const TO = '2026-11-19T23:59:59.999Z';
const WINDOW = { since: SINCE, to: TO };
const ART = 'e2e-artifacts';

type Distribution = { totalCount: number; groups: { key: string; name: string; count: number }[] };
type Timeline = {
  totalCount: number;
  buckets: { date: string; count: number; groups?: { key: string; name: string; count: number }[] }[];
};

let workspaceId = 0;
let api: { request: APIRequestContext; token: string };
// Direct API reads go to the server this run uses (the configured baseURL), not a fixed port.
const apiGet = <T>(path: string, query?: Record<string, string | number | undefined>) =>
  apiGetAs<T>(api.request, api.token, path, query);

function chartUrl(search: Record<string, unknown>): string {
  const params = new URLSearchParams({
    range: 'custom',
    since: JSON.stringify(SINCE),
    to: JSON.stringify(TO),
    tz: 'utc',
  });
  for (const [k, v] of Object.entries(search)) params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return `/w/${workspaceId}/charts?${params.toString()}`;
}

/** The table view's body as text cells (numbers without thousands separators). */
async function tableRows(page: Page): Promise<string[][]> {
  const table = page.getByTestId('chart-table');
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').replace(/,/g, ''))),
    );
}

async function showTable(page: Page) {
  await expect(page.getByTestId('chart-canvas').locator('svg.recharts-surface').first()).toBeVisible();
  await page.getByRole('button', { name: 'Table', exact: true }).click();
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from the first parameter's pattern
test.beforeAll(async ({}, testInfo) => {
  const request = await requestContext.newContext({ baseURL: testInfo.project.use.baseURL });
  api = { request, token: await apiToken(request) };
  const workspaces = await apiGet<{ id: number }[]>('/workspaces');
  workspaceId = workspaces[0]!.id;
  mkdirSync(ART, { recursive: true });
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('distribution charts (bar, horizontal bar, donut, table) show the API numbers, Other = total − top N', async ({
  page,
}) => {
  const dist = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    ...WINDOW,
    group_by: 'languages',
    limit: 5,
  });
  const top = dist.groups.slice(0, 5);
  const other = dist.totalCount - top.reduce((s, g) => s + g.count, 0);
  const expected = [
    ...top.map((g) => [g.name, String(g.count)]),
    ...(other > 0 ? [['Other', String(other)]] : []),
  ];
  for (const chart of ['bar', 'hbar', 'donut', 'table']) {
    await page.goto(chartUrl({ dim: 'languages', top: 5, chart }));
    await expect(page.getByRole('heading', { name: 'Mentions by language' })).toBeVisible();
    if (chart !== 'table') await showTable(page);
    const rows = await tableRows(page);
    expect(rows.map((r) => [r[0], r[1]])).toEqual(expected);
  }
  await expect(page.getByTestId('chart-subtitle')).toContainText('UTC');
});

test('timelines (line, area, stacked, bar) match the API per day, week and breakdown series', async ({
  page,
}) => {
  const line = await apiGet<Timeline>(`/workspaces/${workspaceId}/analytics/timeline`, {
    ...WINDOW,
    group_by: 'channels',
  });
  for (const chart of ['line', 'area', 'stacked', 'bar']) {
    await page.goto(chartUrl({ measure: 'timeline', chart, breakdown: 'channels' }));
    await showTable(page);
    const rows = await tableRows(page);
    expect(rows).toHaveLength(line.buckets.length);
    const firstSeries = line.buckets[0]!.groups![0]!;
    const header = await page.getByTestId('chart-table').locator('thead th').allTextContents();
    const col = header.indexOf(firstSeries.name);
    expect(col).toBeGreaterThan(1);
    rows.forEach((row, i) => {
      expect(row[0]).toBe(line.buckets[i]!.date.slice(0, 10));
      expect(Number(row[1])).toBe(line.buckets[i]!.count);
      expect(Number(row[col])).toBe(line.buckets[i]!.groups![0]!.count);
    });
  }
  // Weeks are summed on the client: the table's total equals the API's total.
  await page.goto(chartUrl({ measure: 'timeline', chart: 'table', interval: 'week' }));
  const weeks = await tableRows(page);
  expect(weeks[0]![0]).toMatch(/^Wk \d{4}-\d{2}-\d{2}$/);
  expect(weeks.reduce((s, r) => s + Number(r[1]), 0)).toBe(line.totalCount);
});

test('compare with the previous period: overlay and change in totals', async ({ page }) => {
  const prev = previousWindow(WINDOW);
  const [cur, old] = await Promise.all([
    apiGet<Timeline>(`/workspaces/${workspaceId}/analytics/timeline`, WINDOW),
    apiGet<Timeline>(`/workspaces/${workspaceId}/analytics/timeline`, prev),
  ]);
  await page.goto(chartUrl({ measure: 'timeline', chart: 'line', compare: true }));
  const change = page.getByTestId('period-change');
  await expect(change).toContainText(
    `Total ${cur.totalCount.toLocaleString('en-US')} vs ${old.totalCount.toLocaleString('en-US')}`,
  );
  await expect(page.locator('.recharts-legend-item-text', { hasText: 'Previous period' })).toBeVisible();
  await keepScreenshot(page, 'charts-compare-light-wide');
  await showTable(page);
  const rows = await tableRows(page);
  // Aligned by offset: row i holds the previous window's day i.
  rows.forEach((row, i) => expect(Number(row[2])).toBe(old.buckets[i]?.count ?? NaN));
});

test('click a bar or a point → the mention browser with that filter or window', async ({ page }) => {
  const channels = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    ...WINDOW,
    group_by: 'channels',
    limit: 5,
  });
  // The first group that a channel filter can express (custom-channel mentions group as `custom`).
  const index = channels.groups.findIndex((g) => (CHANNELS as readonly string[]).includes(g.key));
  const group = channels.groups[index]!;
  await page.goto(chartUrl({ dim: 'channels', top: 5, chart: 'bar' }));
  const bar = page.locator('.recharts-bar-rectangle').nth(index);
  await expect(bar).toBeVisible();
  const listRequest = page.waitForRequest((r) => /\/api\/workspaces\/\d+\/mentions\?/.test(r.url()));
  await bar.click();
  await expect(page).toHaveURL(/\/mentions\?/);
  const url = new URL(page.url());
  expect(JSON.parse(url.searchParams.get('channels')!)).toEqual([group.key]);
  const request = new URL((await listRequest).url());
  expect(request.searchParams.getAll('channels[]')).toEqual([group.key]);
  await keepScreenshot(page, 'charts-clickthrough-mentions');

  await page.goto(chartUrl({ measure: 'timeline', chart: 'bar' }));
  const day = page.locator('.recharts-bar-rectangle').nth(3);
  await day.click();
  await expect(page).toHaveURL(/\/mentions\?/);
  const narrowed = new URL(page.url()).searchParams;
  const since = Date.parse(narrowed.get('since')!);
  const to = Date.parse(narrowed.get('to')!);
  expect(narrowed.get('range')).toContain('custom');
  expect(to - since).toBe(86_400_000 - 1);
});

test('PNG export is a non-empty 2× image of the chart; CSV starts with the title', async ({ page }) => {
  await page.goto(chartUrl({ dim: 'channels', top: 8, chart: 'hbar' }));
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const panel = page.getByTestId('chart-panel');
  const width = (await panel.boundingBox())!.width;
  await panel.getByRole('button', { name: 'Export' }).click();
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /PNG/ }).click(),
  ]);
  const bytes = readFileSync((await png.path())!);
  writeFileSync(`${ART}/chart-export.png`, bytes);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(20_000);
  expect(Math.abs(bytes.readUInt32BE(16) - Math.round(width * 2))).toBeLessThanOrEqual(2);
  await panel.getByRole('button', { name: 'Export' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /CSV/ }).click(),
  ]);
  expect(readFileSync((await csv.path())!, 'utf8')).toMatch(/^Title,Mentions by channel\r\nSubtitle,/);
});

test('report: pin three charts, reload, export JSON, import in a fresh context', async ({
  page,
  browser,
}) => {
  const pin = async (search: Record<string, unknown>, report: 'new' | string) => {
    await page.goto(chartUrl(search));
    await expect(page.getByTestId('chart-canvas').locator('svg').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pin to report' }).click();
    if (report === 'new') {
      await page.getByLabel('Report name').fill('E2E weekly brief');
    } else {
      await page.getByRole('combobox', { name: 'Report' }).click();
      await page.getByRole('option', { name: report }).click();
    }
    await page.getByRole('button', { name: 'Pin chart' }).click();
    await expect(page.getByText('Chart pinned')).toBeVisible();
  };
  await pin({ dim: 'channels', chart: 'donut' }, 'new');
  await pin({ measure: 'timeline', chart: 'line', breakdown: 'channels' }, 'E2E weekly brief');
  await pin({ dim: 'languages', chart: 'hbar', top: 6 }, 'E2E weekly brief');

  await page.goto('/reports');
  const charts = page.getByTestId('report-chart');
  await expect(charts).toHaveCount(3);
  const titles = async (p: Page) => p.getByTestId('report-chart').locator('h2').allTextContents();
  const before = await titles(page);
  expect(before).toEqual(['Mentions by channel', 'Mentions per day by channel', 'Mentions by language']);
  await page.getByRole('button', { name: 'Move earlier' }).nth(1).click();
  await page.reload();
  await expect(charts).toHaveCount(3);
  expect(await titles(page)).toEqual([
    'Mentions per day by channel',
    'Mentions by channel',
    'Mentions by language',
  ]);
  await expect(charts.locator('svg.recharts-surface').first()).toBeVisible();
  await keepScreenshot(page, 'report-light-wide');
  // Print stylesheet: the shell and the buttons go, the charts stay.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export JSON' })).toBeHidden();
  await expect(charts.first()).toBeVisible();
  await page.screenshot({ path: `${ART}/report-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const json = readFileSync((await file.path())!, 'utf8');
  writeFileSync(`${ART}/report.json`, json);
  const [boardPng] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PNG' }).click(),
  ]);
  const boardBytes = readFileSync((await boardPng.path())!);
  writeFileSync(`${ART}/report-export.png`, boardBytes);
  expect(boardBytes.length).toBeGreaterThan(50_000);
  const link = await page.getByTestId('copy-link').getAttribute('data-link');

  const fresh = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Europe/Berlin',
  });
  const other = await fresh.newPage();
  await signIn(other);
  await other.goto('/reports');
  await expect(other.getByText('No reports yet.')).toBeVisible();
  await other
    .locator('input[type=file]')
    .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"x":1}') });
  await expect(other.getByText(/not a Narrative Desk report file/)).toBeVisible();
  await other
    .locator('input[type=file]')
    .setInputFiles({ name: 'report.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await expect(other.getByTestId('report-chart')).toHaveCount(3);
  expect(await titles(other)).toEqual([
    'Mentions per day by channel',
    'Mentions by channel',
    'Mentions by language',
  ]);
  await expect(other.getByRole('heading', { name: 'E2E weekly brief' })).toBeVisible();
  // The same report also travels as a link.
  await other.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(other.getByText('Shared report: E2E weekly brief')).toBeVisible();
  await expect(other.getByTestId('report-chart')).toHaveCount(3);
  await fresh.close();
});

test('screenshots: charts and a report, light/dark, wide/narrow', async ({ page }) => {
  await page.goto(
    chartUrl({ measure: 'timeline', chart: 'stacked', breakdown: 'channels', interval: 'week' }),
  );
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await keepScreenshot(page, 'charts-stacked-light-wide');
  await useColorScheme(page, 'dark');
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await keepScreenshot(page, 'charts-stacked-dark-wide');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(chartUrl({ dim: 'channels', chart: 'donut' }));
  await expect(page.locator('.recharts-pie-sector').first()).toBeVisible();
  await keepScreenshot(page, 'charts-donut-dark-narrow');
  await useColorScheme(page, 'light');
  await expect(page.locator('.recharts-pie-sector').first()).toBeVisible();
  await keepScreenshot(page, 'charts-donut-light-narrow');
});
