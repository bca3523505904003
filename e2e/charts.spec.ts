import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, request as requestContext, type APIRequestContext, type Page } from '@playwright/test';
import { previousWindow } from '../src/analysis/charts/period-change';
import { CHANNELS } from '../src/api/schemas';
import {
  apiGet as apiGetAs,
  apiToken,
  areaUrl,
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
const apiGet = <T>(path: string, query?: Record<string, string | number | (string | number)[] | undefined>) =>
  apiGetAs<T>(api.request, api.token, path, query);

const chartUrl = (search: Record<string, unknown>) =>
  areaUrl(workspaceId, 'charts', { ...WINDOW, tz: 'utc' }, search);

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
  const request = await requestContext.newContext({ baseURL: workerServerUrl(testInfo) });
  api = { request, token: await apiToken(request) };
  const workspaces = await apiGet<{ id: number }[]>('/workspaces');
  workspaceId = workspaces[0]!.id;
  mkdirSync(ART, { recursive: true });
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('distribution charts (bar, horizontal bar, donut, table) show the API numbers, Other = valued − top N, No value = total − valued', async ({
  page,
}) => {
  const dist = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    ...WINDOW,
    group_by: 'languages',
    limit: 1000,
  });
  const top = dist.groups.slice(0, 5);
  // Mentions pushed to custom channels by earlier journeys carry no language: "No value", not "Other".
  const valued = dist.groups.reduce((s, g) => s + g.count, 0);
  const other = valued - top.reduce((s, g) => s + g.count, 0);
  const none = dist.totalCount - valued;
  const expected = [
    ...top.map((g) => [g.name, String(g.count)]),
    ...(other > 0 ? [['Other', String(other)]] : []),
    ...(none > 0 ? [['No value', String(none)]] : []),
  ];
  for (const chart of ['bar', 'hbar', 'donut', 'table']) {
    await page.goto(chartUrl({ dim: 'languages', top: 5, chart }));
    await expect(page.getByRole('heading', { name: 'Mentions by language' })).toBeVisible();
    if (chart !== 'table') await showTable(page);
    const rows = await tableRows(page);
    expect(rows.map((r) => [r[0], r[1]])).toEqual(expected);
  }
  await expect(page.getByTestId('chart-provenance')).toContainText('UTC');
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
  // The window starts on a Wednesday: the first week is partial, and says so.
  expect(weeks[0]![0]).toMatch(/^Wk \d{4}-\d{2}-\d{2} \*$/);
  expect(weeks.reduce((s, r) => s + Number(r[1]), 0)).toBe(line.totalCount);
});

test('compare with the previous period: overlay and change in totals', async ({ page }) => {
  const prev = previousWindow(WINDOW);
  const [cur, old] = await Promise.all([
    apiGet<Timeline>(`/workspaces/${workspaceId}/analytics/timeline`, WINDOW),
    apiGet<Timeline>(`/workspaces/${workspaceId}/analytics/timeline`, prev),
  ]);
  await page.goto(chartUrl({ measure: 'timeline', chart: 'line', compare: true }));
  await expect(page.getByTestId('chart-subtitle')).toContainText(
    `total ${cur.totalCount.toLocaleString('en-US')} vs ${old.totalCount.toLocaleString('en-US')}`,
  );
  // The legend names the dashed previous line after the series, in draw order.
  await expect(page.getByTestId('chart-legend').locator('li')).toHaveText(['Mentions', 'Previous period']);
  await expect(page.getByTestId('period-table')).toContainText('Total');
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

test('PNG export is a 2× image of the chart with its title; CSV starts with the title', async ({ page }) => {
  await page.goto(chartUrl({ dim: 'channels', top: 8, chart: 'hbar' }));
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const panel = page.getByTestId('chart-panel');
  await panel.getByRole('button', { name: 'Export' }).click();
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /PNG image, white/ }).click(),
  ]);
  const bytes = readFileSync((await png.path())!);
  writeFileSync(`${ART}/chart-export.png`, bytes);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(20_000);
  // A 960 px wide image (title, chart, legend, provenance and date) at 2×.
  expect(bytes.readUInt32BE(16)).toBe(1920);
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
  // The team desk keeps every journey's reports: this one is named for this run and opened by name.
  const name = `E2E weekly brief ${RUN}`;
  const pin = async (search: Record<string, unknown>, report: 'new' | string) => {
    await page.goto(chartUrl(search));
    await expect(page.getByTestId('chart-canvas').locator('svg').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pin to report' }).click();
    if (report === 'new') {
      await page.getByLabel('Report name').fill(name);
    } else {
      await page.getByRole('combobox', { name: 'Report' }).click();
      await page.getByRole('option', { name: report }).click();
    }
    await page.getByRole('button', { name: 'Pin chart' }).click();
    await expect(page.getByText('Chart pinned')).toBeVisible();
  };
  await pin({ dim: 'channels', chart: 'donut' }, 'new');
  await pin({ measure: 'timeline', chart: 'line', breakdown: 'channels' }, name);
  await pin({ dim: 'languages', chart: 'hbar', top: 6 }, name);

  await openReport(page, name);
  const charts = page.getByTestId('report-chart-block');
  await expect(charts).toHaveCount(3);
  // Each block's panel (its title among it) loads beside the page's data: wait for all three.
  const titles = async (p: Page) => {
    await expect(p.getByTestId('report-chart-block').locator('h3')).toHaveCount(3);
    return p.getByTestId('report-chart-block').locator('h3').allTextContents();
  };
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
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  await expect(charts.first()).toBeVisible();
  await page.screenshot({ path: `${ART}/report-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Export report' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Report file (JSON)' }).click(),
  ]);
  const json = readFileSync((await file.path())!, 'utf8');
  writeFileSync(`${ART}/report.json`, json);
  const link = await page.getByTestId('copy-link').getAttribute('data-link');

  const fresh = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Europe/Berlin',
  });
  const other = await fresh.newPage();
  await signIn(other);
  // Another browser of the same analyst: the team desk already holds the report, in its new order.
  await openReport(other, name);
  await expect(other.getByTestId('report-chart-block')).toHaveCount(3);
  expect(await titles(other)).toEqual([
    'Mentions per day by channel',
    'Mentions by channel',
    'Mentions by language',
  ]);
  // The report file: a damaged one is refused; the real one, already here, is kept as a copy.
  const importInput = other.locator('input[type=file][accept*="json"]');
  await importInput.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"x":1}'),
  });
  await expect(other.getByText(/not a Narrative Desk report file/)).toBeVisible();
  await importInput.setInputFiles({
    name: 'report.json',
    mimeType: 'application/json',
    buffer: Buffer.from(json),
  });
  await expect(other.getByRole('dialog', { name: 'This report is already here' })).toBeVisible();
  await other.getByRole('button', { name: 'Keep both' }).click();
  await expect(other.getByTestId('report-header')).toContainText(`${name} (imported)`);
  await expect(other.getByTestId('report-chart-block')).toHaveCount(3);
  expect(await titles(other)).toEqual([
    'Mentions per day by channel',
    'Mentions by channel',
    'Mentions by language',
  ]);
  await expect(other.getByRole('heading', { name: `${name} (imported)` })).toBeVisible();
  // The same report also travels as a link.
  await other.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(other.getByText(`Shared report: ${name}`)).toBeVisible();
  await expect(other.getByTestId('report-chart-block')).toHaveCount(3);
  await fresh.close();
});

test('screenshots: charts and a report, light/dark, wide/narrow @screenshots', async ({ page }) => {
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

test('compared distribution: previous values are the API’s counts for the same keys, outside the previous top N too', async ({
  page,
}) => {
  const prev = previousWindow(WINDOW);
  const dim = 'locations.country';
  const [cur, old] = await Promise.all([
    apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
      ...WINDOW,
      group_by: dim,
      limit: 1000,
    }),
    apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
      ...prev,
      group_by: dim,
      limit: 1000,
    }),
  ]);
  const shown = cur.groups.slice(0, 10);
  const previousTop = new Set(old.groups.slice(0, 10).map((g) => g.key));
  // The seeded data has a shown country outside the previous period's top 10 (its count is not 0).
  expect(shown.some((g) => !previousTop.has(g.key))).toBe(true);
  // The API's own answer for each key in the previous window: that country's mentions.
  const expected = await Promise.all(
    shown.map((g) =>
      apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
        ...prev,
        group_by: dim,
        [`${dim}`]: [g.key],
        limit: 1,
      }).then((d) => d.totalCount),
    ),
  );
  await page.goto(chartUrl({ dim, top: 10, compare: true, chart: 'table' }));
  const rows = await tableRows(page);
  const header = await page.getByTestId('chart-table').locator('thead th').allTextContents();
  const prevCol = header.indexOf('Previous period');
  expect(prevCol).toBeGreaterThan(0);
  expect(rows.slice(0, 10).map((r) => [r[0], Number(r[1]), Number(r[prevCol])])).toEqual(
    shown.map((g, i) => [g.name, g.count, expected[i]]),
  );
  // Other and No value are measured the same way in both periods: located − shown, and total − located.
  const located = (d: Distribution) => d.groups.reduce((s, g) => s + g.count, 0);
  const shownPrev = expected.reduce((s, n) => s + n, 0);
  expect(rows[10]!.slice(0, 2).concat(rows[10]![prevCol]!)).toEqual([
    'Other',
    String(located(cur) - shown.reduce((s, g) => s + g.count, 0)),
    String(located(old) - shownPrev),
  ]);
  expect(rows[11]!.slice(0, 2).concat(rows[11]![prevCol]!)).toEqual([
    'No value',
    String(cur.totalCount - located(cur)),
    String(old.totalCount - located(old)),
  ]);
  // Shares of located mentions: No value leaves the base.
  await page.goto(chartUrl({ dim, top: 10, compare: true, chart: 'table', base: 'valued' }));
  const valued = await tableRows(page);
  expect(valued.map((r) => r[0])).not.toContain('No value');
  expect(Number(valued[0]![2])).toBeCloseTo((shown[0]!.count / located(cur)) * 100, 1);
  await page.goto(chartUrl({ dim, top: 10, compare: true, chart: 'bar' }));
  await expect(page.getByTestId('chart-legend').locator('li')).toHaveText(['This period', 'Previous period']);
  await keepScreenshot(page, 'charts-compared-distribution-light-wide');
});

test('a broken-down timeline compares each series with its own previous series', async ({ page }) => {
  const prev = previousWindow(WINDOW);
  const line = await apiGet<Timeline>(`/workspaces/${workspaceId}/analytics/timeline`, {
    ...WINDOW,
    group_by: 'channels',
  });
  const totals = new Map<string, { name: string; count: number }>();
  for (const b of line.buckets)
    for (const g of b.groups ?? [])
      totals.set(g.key, { name: g.name, count: (totals.get(g.key)?.count ?? 0) + g.count });
  const [key, second] = [...totals.entries()].sort((a, b) => b[1].count - a[1].count).map(([k]) => k);
  const own = await apiGet<Timeline>(`/workspaces/${workspaceId}/analytics/timeline`, {
    ...prev,
    channels: [key!],
  });
  await page.goto(chartUrl({ measure: 'timeline', chart: 'table', breakdown: 'channels', compare: true }));
  const rows = await tableRows(page);
  const header = await page.getByTestId('chart-table').locator('thead th').allTextContents();
  const col = header.indexOf(`${totals.get(key!)!.name}, previous`);
  expect(col).toBeGreaterThan(1);
  // Bucket i of the previous period is day i of the previous window (both windows start at midnight UTC).
  expect(rows.map((r) => Number(r[col]))).toEqual(own.buckets.map((b) => b.count));
  expect(header).toContain(`${totals.get(second!)!.name}, previous`);
  await page.goto(chartUrl({ measure: 'timeline', chart: 'line', breakdown: 'channels', compare: true }));
  await expect(page.getByTestId('chart-legend').locator('li').last()).toHaveText('Previous period');
});

test('a series segment opens exactly that series in that bucket: the list count equals the segment', async ({
  page,
}) => {
  await page.goto(
    chartUrl({ measure: 'timeline', chart: 'stacked', breakdown: 'channels', interval: 'week' }),
  );
  await showTable(page);
  const rows = await tableRows(page);
  const header = await page.getByTestId('chart-table').locator('thead th').allTextContents();
  await page.getByRole('button', { name: 'Chart', exact: true }).click();
  // The first series (the largest) in the second week: a full week with mentions in it.
  const value = Number(rows[1]![2]);
  expect(value).toBeGreaterThan(0);
  const segment = page.locator('.recharts-bar').first().locator('.recharts-bar-rectangle').nth(1);
  await segment.click();
  await expect(page).toHaveURL(/\/mentions\?/);
  const url = new URL(page.url()).searchParams;
  expect(JSON.parse(url.get('channels')!)).toHaveLength(1);
  await expect(page.getByTestId('mention-count')).toHaveText(`${value.toLocaleString('en')} mentions match`);
  expect(header[2]).toBeTruthy();
});

test('a chart CSV with a planted formula author opens as text', async ({ page }) => {
  const channels = await apiGet<{ id: string }[]>('/customChannels');
  const author = `=HYPERLINK("http://evil.example/${Date.now()}","click")`;
  const res = await api.request.post(`/api/customChannels/${encodeURIComponent(channels[0]!.id)}/mentions`, {
    headers: { Authorization: `Bearer ${api.token}` },
    data: {
      mentions: [
        {
          url: `https://field.example/${Date.now()}`,
          published: '2026-09-02T10:00:00Z',
          title: 'Battery storage keeps the grid stable',
          author,
        },
      ],
    },
  });
  expect(res.status()).toBe(202);
  const planted = {
    since: '2026-09-01T00:00:00.000Z',
    to: '2026-09-03T23:59:59.999Z',
    tz: 'utc',
  };
  // The push is queued: wait until the workspace holds it.
  await expect
    .poll(
      async () =>
        (
          await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
            since: planted.since,
            to: planted.to,
            group_by: 'authors',
            authors: [author],
          })
        ).totalCount,
    )
    .toBe(1);
  await page.goto(
    areaUrl(workspaceId, 'charts', planted, { dim: 'authors', chart: 'table', authors: [author] }),
  );
  await expect(page.getByTestId('chart-table')).toBeVisible();
  await page.getByTestId('chart-panel').getByRole('button', { name: 'Export' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /CSV/ }).click(),
  ]);
  const text = readFileSync((await csv.path())!, 'utf8');
  writeFileSync(`${ART}/chart-planted-author.csv`, text);
  const cells = Papa.parse<string[]>(text).data.flat();
  // The author is a text cell starting with a quote mark: a spreadsheet shows it, never runs it.
  expect(cells).toContain(`'${author}`);
  expect(cells.some((c) => c.startsWith('='))).toBe(false);
});
