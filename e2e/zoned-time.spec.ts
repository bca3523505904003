import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, request as requestContext, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiGet as apiGetAs,
  apiToken,
  areaUrl,
  keepScreenshot,
  signIn,
  test,
  useColorScheme,
  workerServerUrl,
} from './support';

/**
 * Time in the analyst's zone, with the browser in another one: the desk works in New York while the
 * browser sits in Tokyo, so nothing may lean on either the browser's zone or UTC. Every count is
 * checked against the API asked directly for the zone's own week, month and day windows.
 */
test.use({ timezoneId: 'Asia/Tokyo' });

const ZONE = 'America/New_York';
// New York's own weeks around the end of DST (Sunday 1 November 2026): EDT is UTC−4, EST UTC−5.
const WEEKS = [
  ['2026-10-19T04:00:00.000Z', '2026-10-26T03:59:59.999Z'],
  ['2026-10-26T04:00:00.000Z', '2026-11-02T04:59:59.999Z'],
  ['2026-11-02T05:00:00.000Z', '2026-11-09T04:59:59.999Z'],
  ['2026-11-09T05:00:00.000Z', '2026-11-16T04:59:59.999Z'],
] as const;
const MONTHS = [
  ['2026-08-01T04:00:00.000Z', '2026-09-01T03:59:59.999Z'],
  ['2026-09-01T04:00:00.000Z', '2026-10-01T03:59:59.999Z'],
  ['2026-10-01T04:00:00.000Z', '2026-11-01T03:59:59.999Z'],
] as const;

type Timeline = { totalCount: number; buckets: { date: string; count: number }[] };

let workspaceId = 0;
let api: { request: APIRequestContext; token: string };
const apiGet = <T>(path: string, query?: Record<string, string | number | undefined>) =>
  apiGetAs<T>(api.request, api.token, path, query);
const countIn = async (since: string, to: string) =>
  (await apiGet<Timeline>(`/workspaces/${workspaceId}/analytics/timeline`, { since, to })).totalCount;

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from the first parameter's pattern
test.beforeAll(async ({}, testInfo) => {
  const request = await requestContext.newContext({ baseURL: workerServerUrl(testInfo) });
  api = { request, token: await apiToken(request) };
  workspaceId = (await apiGet<{ id: number }[]>('/workspaces'))[0]!.id;
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** The window edge the URL holds (the router writes it bare or JSON-quoted). */
async function expectWindow(page: Page, edge: 'since' | 'to', iso: string) {
  await expect
    .poll(() => new URL(page.url()).searchParams.get(edge)?.replace(/^"|"$/g, ''), { message: edge })
    .toBe(iso);
}

async function tableRows(page: Page): Promise<string[][]> {
  const table = page.getByTestId('chart-table');
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').replace(/,/g, ''))),
    );
}

test('weekly and monthly charts count New York’s own weeks and months, as the API does', async ({ page }) => {
  const weekly = { since: WEEKS[0][0], to: WEEKS[3][1], tz: ZONE };
  await page.goto(
    areaUrl(workspaceId, 'charts', weekly, { measure: 'timeline', chart: 'table', interval: 'week' }),
  );
  const weeks = await tableRows(page);
  expect(weeks.map((r) => r[0])).toEqual([
    'Wk 2026-10-19',
    'Wk 2026-10-26',
    'Wk 2026-11-02',
    'Wk 2026-11-09',
  ]);
  const weekCounts = await Promise.all(WEEKS.map(([s, t]) => countIn(s, t)));
  expect(weeks.map((r) => Number(r[1]))).toEqual(weekCounts);

  const monthly = { since: MONTHS[0][0], to: MONTHS[2][1], tz: ZONE };
  await page.goto(
    areaUrl(workspaceId, 'charts', monthly, { measure: 'timeline', chart: 'table', interval: 'month' }),
  );
  const months = await tableRows(page);
  expect(months.map((r) => r[0])).toEqual(['Aug 2026', 'Sep 2026', 'Oct 2026']);
  const monthCounts = await Promise.all(MONTHS.map(([s, t]) => countIn(s, t)));
  expect(months.map((r) => Number(r[1]))).toEqual(monthCounts);
  // The provenance names the zone and whose midnights the buckets follow.
  await expect(page.getByText(/months of America\/New_York, from its own midnights/).first()).toBeVisible();
});

test('the histogram draws New York days; a brush opens exactly its bars', async ({ page }) => {
  // Two weeks: day bars, one of them the 25-hour 1 November.
  const window = { since: WEEKS[1][0], to: WEEKS[2][1], tz: ZONE };
  await page.goto(areaUrl(workspaceId, 'mentions', window));
  const histogram = page.getByTestId('volume-histogram');
  await expect(histogram).toHaveAttribute('data-loaded', 'true');
  const bars = histogram.getByTestId('histogram-bar');
  await expect(bars).toHaveCount(14);
  const drawn = await bars.evaluateAll((els) =>
    els.map((el) => ({
      start: el.getAttribute('data-start')!,
      end: el.getAttribute('data-end')!,
      count: Number(el.getAttribute('data-count')),
    })),
  );
  expect(drawn[0]!.start).toBe(WEEKS[1][0]);
  // 1 November is 25 hours long in New York.
  expect(Date.parse(drawn[6]!.end) - Date.parse(drawn[6]!.start)).toBe(25 * 3_600_000);
  const apiCounts = await Promise.all(
    drawn.map((b) => countIn(b.start, new Date(Date.parse(b.end) - 1).toISOString())),
  );
  expect(drawn.map((b) => b.count)).toEqual(apiCounts);
  await expect(page.getByTestId('histogram-readout')).toContainText(`per day (${ZONE})`);

  // Drag from Monday 2 November to Saturday 7 November.
  const plot = histogram.getByRole('group');
  const box = (await plot.boundingBox())!;
  const x = (i: number) => box.x + ((i + 0.5) / 14) * box.width;
  await page.mouse.move(x(7), box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(x(9), box.y + box.height / 2, { steps: 3 });
  await page.mouse.move(x(12), box.y + box.height / 2, { steps: 3 });
  await page.mouse.up();
  await expectWindow(page, 'since', '2026-11-02T05:00:00.000Z');
  await expectWindow(page, 'to', '2026-11-08T04:59:59.999Z');
  await expect(page.getByRole('textbox', { name: /^From/ })).toHaveValue('2026-11-02 00:00');
  await expect(page.getByRole('textbox', { name: /^To/ })).toHaveValue('2026-11-07 23:59');
});

test('the mention CSV writes the time the list shows, with New York’s offset, beside UTC', async ({
  page,
}) => {
  await page.goto(areaUrl(workspaceId, 'mentions', { since: WEEKS[2][0], to: WEEKS[2][1], tz: ZONE }));
  const row = page.getByTestId('mention-row').first();
  await expect(row).toBeVisible();
  const shown = (await row.getByTestId('mention-meta').textContent())!.match(
    /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
  )![0];
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export all matching as CSV' }).click(),
  ]);
  const rows = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8')).data;
  expect(rows.find((r) => r[0] === 'Time zone')?.[1]).toMatch(/^America\/New_York/);
  const header = rows.findIndex((r) => r[0] === 'Mention ID');
  const col = (name: string) => rows[header]!.indexOf(name);
  const first = rows[header + 1]!;
  const published = first[col('Published')]!;
  expect(published).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/);
  expect(published.slice(0, 16).replace('T', ' ')).toBe(shown);
  expect(Date.parse(published)).toBe(Date.parse(first[col('Published (UTC)')]!));
  expect(first[col('Published (UTC)')]).toMatch(/Z$/);
});

async function chooseCustomRange(page: Page) {
  await page.goto(areaUrl(workspaceId, 'mentions', { since: WEEKS[3][0], to: WEEKS[3][1], tz: ZONE }));
  await expect(page.getByRole('button', { name: 'Custom date range' })).toBeVisible();
}

test('a custom range is picked in the calendar with the mouse, then the keyboard, then typed', async ({
  page,
}) => {
  await chooseCustomRange(page);
  // Mouse: 1 October, then 31 October (the calendar opens on November: one month back).
  await page.getByRole('button', { name: 'Custom date range' }).click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('button', { name: 'Previous month' }).click();
  await calendar.getByRole('button', { name: '1 October 2026', exact: true }).click();
  await calendar.getByRole('button', { name: '31 October 2026', exact: true }).click();
  await expectWindow(page, 'since', '2026-10-01T04:00:00.000Z');
  await expectWindow(page, 'to', '2026-11-01T03:59:59.999Z');
  await expect(page.getByRole('textbox', { name: /^From/ })).toHaveValue('2026-10-01 00:00');

  // Keyboard: open, move to 5 October, Enter, move a week on, Enter.
  await page.getByRole('button', { name: 'Custom date range' }).focus();
  await page.keyboard.press('Enter');
  const day1 = page.getByRole('button', { name: '1 October 2026', exact: true });
  await expect(day1).toBeVisible();
  await day1.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectWindow(page, 'since', '2026-10-05T04:00:00.000Z');
  await expectWindow(page, 'to', '2026-10-13T03:59:59.999Z');

  // Typed: a start with a time, in New York.
  const from = page.getByRole('textbox', { name: /^From/ });
  await expect(from).toHaveValue('2026-10-05 00:00');
  await from.click();
  await from.fill('2026-10-06 09:30');
  await from.press('Enter');
  await expectWindow(page, 'since', '2026-10-06T13:30:00.000Z');
});

test('zones are found by their current names and aliases; the URL keeps the name chosen', async ({
  page,
}) => {
  await page.goto(areaUrl(workspaceId, 'mentions', { since: WEEKS[2][0], to: WEEKS[2][1], tz: ZONE }));
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  // The zone list loads when it first opens; what is typed before it arrives is kept.
  for (const [typed, found] of [
    ['Kyiv', 'Europe/Kyiv'],
    ['Kiev', 'Europe/Kyiv'],
    ['Ho_Chi', 'Asia/Ho_Chi_Minh'],
    ['Katmandu', 'Asia/Kathmandu'],
    ['Calcutta', 'Asia/Kolkata'],
  ] as const) {
    await zone.click();
    await zone.fill(typed);
    await expect(page.getByRole('option', { name: new RegExp(found.replace('/', '\\/')) })).toBeVisible();
  }
  await page.getByRole('option', { name: /Asia\/Kolkata/ }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('tz')).toBe('Asia/Kolkata');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/Asia\/Kolkata/);
  await expect.poll(() => new URL(page.url()).searchParams.get('tz')).toBe('Asia/Kolkata');
});

test('screenshots: the calendar, the zone search and an hourly chart, light/dark, 1440/390 @screenshots', async ({
  page,
}) => {
  const shots: [string, () => Promise<void>][] = [
    [
      'calendar',
      async () => {
        await page.goto(areaUrl(workspaceId, 'mentions', { since: WEEKS[2][0], to: WEEKS[2][1], tz: ZONE }));
        await page.getByRole('button', { name: 'Custom date range' }).click();
        await expect(page.getByRole('button', { name: '2 November 2026', exact: true })).toBeVisible();
      },
    ],
    [
      'zone-search',
      async () => {
        await page.goto(areaUrl(workspaceId, 'mentions', { since: WEEKS[2][0], to: WEEKS[2][1], tz: ZONE }));
        const zone = page.getByRole('combobox', { name: 'Time zone' });
        await zone.click();
        await zone.fill('kiev');
        await expect(page.getByRole('option', { name: /Europe\/Kyiv/ })).toBeVisible();
      },
    ],
    [
      'hourly-chart',
      async () => {
        const window = { since: '2026-11-16T05:00:00.000Z', to: '2026-11-19T04:59:59.999Z', tz: ZONE };
        await page.goto(
          areaUrl(workspaceId, 'charts', window, { measure: 'timeline', chart: 'bar', interval: 'hour' }),
        );
        await expect(page.getByTestId('chart-canvas').locator('svg.recharts-surface').first()).toBeVisible();
      },
    ],
  ];
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await useColorScheme(page, scheme);
      for (const [name, show] of shots) {
        await show();
        await keepScreenshot(page, `zoned-time-${name}-${scheme}-${width}`);
        await page.keyboard.press('Escape');
      }
    }
  }
});
