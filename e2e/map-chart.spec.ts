import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { apiGet, areaUrl, deskUrl, runStamp, signIn, test } from './support';

const RUN = runStamp();

/**
 * The chart builder's "Map" type (issue 39): the map area's figure for the current investigation,
 * chosen in the builder, counted as the API counts, a click on a place its location pill, and a pin
 * that becomes a report's map block, re-run there for a window in New York's own zone.
 */
const WINDOW = { since: '2026-11-01T00:00:00.000Z', to: '2026-11-20T23:59:59.999Z', tz: 'utc' };
const ZONE = 'America/New_York';
// New York's own October (EDT, UTC−4 throughout).
const OCTOBER_NY = { since: '2026-10-01T04:00:00.000Z', to: '2026-11-01T03:59:59.999Z', tz: ZONE };

type Distribution = { totalCount: number; groups: { key: string; count: number }[] };
type Loc = { id: number; name: string; standard: { type: string; code: string }[] };

const n = (value: number) => value.toLocaleString('en-US');
let workspaceId = 0;

const byCountry = (window: { since: string; to: string }) =>
  apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    since: window.since,
    to: window.to,
    group_by: 'locations.country',
    limit: 1000,
  });

/** The map's table tab, read as place id → mentions (places with mentions). */
async function tableCounts(page: Page): Promise<Map<number, number>> {
  const table = page.getByTestId('map-table');
  await expect(table).toBeVisible({ timeout: 60_000 });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr): [number, number] => [
        Number(tr.getAttribute('data-place-id')),
        Number(tr.querySelector('[data-testid="map-row-count"]')!.textContent!.replace(/,/g, '')),
      ]),
    );
  return new Map(rows.filter(([, count]) => count > 0));
}

test.beforeAll(async () => {
  workspaceId = (await apiGet<{ id: number }[]>('/workspaces'))[0]!.id;
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('map chart type: chosen in the builder, the API’s counts by country, a click adds the pill, the URL keeps it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [answer, countries] = await Promise.all([
    byCountry(WINDOW),
    apiGet<{ results: Loc[] }>('/locations', { level: 'country', limit: 500 }),
  ]);
  expect(answer.groups.length).toBeGreaterThan(1);
  await page.goto(areaUrl(workspaceId, 'charts', WINDOW, { dim: 'locations.country' }));
  await page.getByRole('combobox', { name: 'Chart type' }).click();
  await page.getByRole('option', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/chart=map/);
  // A map asks for a level and a measure instead of a dimension.
  await expect(page.getByRole('combobox', { name: 'Dimension' })).toHaveCount(0);
  await expect(page.getByLabel('Map of')).toHaveValue('country');
  await expect(page.getByTestId('choropleth')).toBeVisible({ timeout: 60_000 });

  await page.getByRole('tab', { name: 'Table' }).click();
  expect(await tableCounts(page)).toEqual(new Map(answer.groups.map((g) => [Number(g.key), g.count])));
  const located = answer.groups.reduce((sum, g) => sum + g.count, 0);
  await expect(page.getByTestId('map-unlocated-count')).toHaveText(n(answer.totalCount - located));

  // The URL (and so a reload, a link or a saved view) keeps the map and its tab.
  await page.reload();
  await expect(page.getByTestId('map-table')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Map' }).click();

  // A click on the second largest country sets the location filter to it.
  const pick = answer.groups[1]!;
  const country = countries.results.find((c) => c.id === Number(pick.key))!;
  const alpha3 = country.standard.find((s) => s.type === 'iso_3166_1_alpha3')!.code;
  const shape = page.locator(`[data-testid="choropleth"] path[data-code="${alpha3}"]`).first();
  await expect(shape).toHaveAttribute('data-count', String(pick.count));
  await shape.dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`locations.country=%5B${country.id}%5D`));
  await expect(page.getByRole('list', { name: 'Chosen locations' }).getByRole('listitem')).toHaveText([
    country.name,
  ]);
  await expect(shape).toHaveAttribute('class', /chosen/);
  await expect(page).toHaveURL(/chart=map/);

  // Its CSV carries the places' codes, as the map area's.
  await page.getByRole('button', { name: 'Export' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV with place codes' }).click(),
  ]);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text).toContain('id,name,join code,ISO alpha-2,ISO alpha-3,FIPS,mentions');
  expect(text).toContain(`\r\n${pick.key},`);
});

test('a pinned map chart is a report map block; in New York’s October it counts the API’s October there', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const [november, october] = await Promise.all([byCountry(WINDOW), byCountry(OCTOBER_NY)]);
  const line = (d: Distribution) => {
    const located = d.groups.reduce((sum, g) => sum + g.count, 0);
    return `${n(located)} of ${n(d.totalCount)} mentions located at this level; ${n(d.totalCount - located)} not.`;
  };
  expect(line(october)).not.toBe(line(november));
  await page.goto(areaUrl(workspaceId, 'charts', WINDOW, { chart: 'map' }));
  await expect(page.getByTestId('choropleth')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Pin', exact: true }).click();
  await page.getByLabel('Report name').fill(`Map chart ${RUN}`);
  await page.getByRole('button', { name: 'Pin map' }).click();
  await expect(page.getByText('Map pinned')).toBeVisible();
  await page.getByRole('button', { name: 'Pin', exact: true }).click();
  await page.getByRole('link', { name: 'Open the report' }).click();
  const block = page.getByTestId('report-map');
  await expect(block.getByTestId('map-block-located')).toHaveText(line(november), { timeout: 60_000 });

  // The report's own window, a month in New York's zone: the block asks for that month's instants.
  const reportId = new URL(page.url()).searchParams.get('report');
  expect(reportId).toBeTruthy();
  await page.goto(deskUrl('/reports', OCTOBER_NY, { report: reportId }));
  await page.getByText('One for the report', { exact: true }).click();
  await expect(page.getByTestId('report-window')).toContainText('2026-10-01 – 2026-10-31');
  await expect(block.getByTestId('map-block-located')).toHaveText(line(october), { timeout: 60_000 });
  const top = [...october.groups].sort((a, b) => b.count - a.count).slice(0, 10);
  await expect(block.getByTestId('map-block-places').locator('tbody tr td:nth-child(3)')).toHaveText(
    top.map((g) => n(g.count)),
  );
});
