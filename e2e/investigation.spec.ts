import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { defaultParseSearch } from '@tanstack/react-router';
import { MentionFiltersSchema } from '../src/api/schemas';
import { EVERY_FILTER } from '../src/filters/every-filter';
import { apiGet, areaUrl, keepScreenshot, runStamp, signIn, test, useColorScheme } from './support';
import { HOUR } from '../src/lib/time-units';

const RUN = runStamp();

/**
 * One investigation across the desk (issue 12), against the real reference server and its seeded
 * data: the workspace's filters, window and zone travel between areas by every path, the numbers
 * reconcile with the API, views are saved and shared, facets and the histogram narrow the question.
 */
const TO = new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString();
const SINCE = new Date(Date.parse(TO) - 30 * 24 * HOUR).toISOString();
const FILTER_KEYS = Object.keys(MentionFiltersSchema.shape);

type Distribution = { totalCount: number; groups: { key: string; count: number }[] };

let workspaceId = 0;

const WINDOW = { since: SINCE, to: TO, tz: 'utc' };
const url = (area: string, search: Record<string, unknown> = {}) =>
  areaUrl(workspaceId, area, WINDOW, search);

const searchOf = (page: Page) => defaultParseSearch(new URL(page.url()).search) as Record<string, unknown>;
const pick = (search: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => search[k] !== undefined).map((k) => [k, search[k]]));

/** The investigation a page shows: its filters and window in the URL, and the pills of the filter bar. */
async function stateOf(page: Page) {
  const search = searchOf(page);
  await expect(page.getByTestId('filter-bar')).toBeVisible();
  const pills = await page
    .getByTestId('filter-pill')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-filter')));
  return { filters: pick(search, FILTER_KEYS), window: pick(search, ['range', 'since', 'to', 'tz']), pills };
}

async function mentionCount(page: Page): Promise<number> {
  const count = page.getByTestId('mention-count');
  await expect(count).toHaveText(/^[\d,]+ mentions match$/, { timeout: 30_000 });
  return Number((await count.textContent())!.replace(/\D/g, ''));
}

/** Sum of the chart table's Mentions column (a distribution by channel: one channel per mention). */
async function chartTotal(page: Page): Promise<number> {
  await expect(page.getByTestId('chart-canvas').locator('svg.recharts-surface').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const table = page.getByTestId('chart-table');
  await expect(table).toBeVisible();
  const counts = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Number(tr.querySelectorAll('td')[1]?.textContent?.replace(/,/g, ''))),
    );
  return counts.reduce((a, b) => a + b, 0);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.beforeAll(async () => {
  workspaceId = (await apiGet<{ id: number }[]>('/workspaces'))[0]!.id;
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('four filters set in the mention browser travel to charts (sidebar, palette, link), narratives, locations and back', async ({
  page,
}) => {
  await page.goto(url('mentions'));
  // A search expression, a channel from the facet panel, a language and a smart category from the builder.
  await page.getByLabel('Search expression').fill('battery OR solar OR wind');
  await page.getByLabel('Search expression').press('Enter');
  // The facets answer the new question once its first page is in: click a value of that answer.
  await expect(page.getByTestId('mention-list')).toHaveAttribute('data-query', /battery OR solar OR wind/, {
    timeout: 30_000,
  });
  const news = page.locator(
    '[data-testid="facet"][data-group-by="channels"] [data-testid="facet-value"][data-key="news"]',
  );
  await expect(news).toBeVisible({ timeout: 30_000 });
  await news.click();
  await expect(news).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.getByRole('combobox', { name: 'Languages' }).click();
  await page.getByRole('option', { name: /^English/ }).click();
  await page.keyboard.press('Escape');
  await panel.getByRole('combobox', { name: 'Smart Categories' }).click();
  await page
    .getByRole('option', { name: /^Positive/ })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await expect(page.getByTestId('filter-pill')).toHaveCount(4);
  const start = await stateOf(page);
  expect(Object.keys(start.filters).sort()).toEqual([
    'channels',
    'filter_expression',
    'languages',
    'smart_categories',
  ]);
  expect(start.window).toEqual({ range: 'custom', since: SINCE, to: TO, tz: 'utc' });
  const api = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    since: SINCE,
    to: TO,
    group_by: 'channels',
    ...(start.filters as Record<string, string>),
  });
  // The list keeps showing its previous answer while the fourth filter's is on its way.
  await expect.poll(() => mentionCount(page)).toBe(api.totalCount);
  const count = api.totalCount;
  expect(count).toBeGreaterThan(0);

  const back = () => sidebar(page).getByRole('link', { name: 'Mentions' }).click();
  const expectCharts = async () => {
    await expect(page).toHaveURL(new RegExp(`/w/${workspaceId}/charts`));
    expect(await stateOf(page)).toEqual(start);
    expect(await chartTotal(page)).toBe(count);
  };

  // Charts by the sidebar, by the palette and by "Chart these mentions".
  await sidebar(page).getByRole('link', { name: 'Charts' }).click();
  await expectCharts();
  await back();
  await expect(page).toHaveURL(/\/mentions/);
  expect(await stateOf(page)).toEqual(start);
  await page.keyboard.press('Control+k');
  await page.getByLabel('Command palette search').fill('Charts');
  await page.getByRole('button', { name: /^Charts/ }).click();
  await expectCharts();
  await back();
  await page.getByTestId('chart-these-mentions').click();
  await expectCharts();

  // Narratives and locations keep the question and say what they cannot apply.
  await sidebar(page).getByRole('link', { name: 'Narratives' }).click();
  await expect(page).toHaveURL(/\/narratives/);
  expect(await stateOf(page)).toEqual(start);
  await expect(page.getByTestId('filter-scope-note')).toContainText('Not applied here');
  await expect(page.getByTestId('filter-scope-note')).toContainText('Language: English');
  await sidebar(page).getByRole('link', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/locations/);
  expect(await stateOf(page)).toEqual(start);

  // Back through the history to the mention browser: the same question and the same count.
  for (const area of ['narratives', 'charts']) {
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${area}`));
    expect(await stateOf(page)).toEqual(start);
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/mentions/);
  expect(await stateOf(page)).toEqual(start);
  await expect.poll(() => mentionCount(page)).toBe(count);
});

test('“Chart these mentions” keeps every kind of filter', async ({ page }) => {
  const every = EVERY_FILTER;
  expect(Object.keys(every).sort()).toEqual([...FILTER_KEYS].sort());
  await page.goto(url('mentions', every));
  await expect(page.getByTestId('mention-count')).toBeVisible();
  // Every kind at once names places that cannot match together: the warning, shown once the places'
  // names load, moves the button down the page (a click aimed before it lands on the pills).
  await expect(page.getByText('These places cannot match together')).toBeVisible();
  await page.getByTestId('chart-these-mentions').click();
  await expect(page).toHaveURL(/\/charts/);
  expect(pick(searchOf(page), FILTER_KEYS)).toEqual(every);
  await expect(page.getByTestId('chart-panel')).toBeVisible();
});

test('a saved view reopens the same state after a reload and from its link in a fresh context', async ({
  page,
  browser,
}) => {
  const filters = { languages: ['en'], channels: ['news'], filter_expression: 'battery' };
  // The team desk keeps every journey's views: this one is named for this run.
  const name = `E2E English news ${RUN}`;
  await page.goto(url('charts', { ...filters, dim: 'languages', chart: 'donut' }));
  await expect(page.getByTestId('chart-panel')).toBeVisible();
  const saved = page.url();
  await page.getByRole('button', { name: /^Views/ }).click();
  await page.getByLabel('Save this view as').fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const row = page.getByTestId('saved-view').filter({ hasText: name });
  await expect(row).toContainText('Charts · ');
  const link = (await row.getByTestId('copy-view-link').getAttribute('data-link'))!;

  // After a reload and a move elsewhere, the view opens the same investigation.
  await page.reload();
  await page.goto(url('mentions'));
  await page.getByRole('button', { name: /^Views/ }).click();
  await page.getByTestId('saved-view').filter({ hasText: name }).getByRole('link').click();
  await expect(page).toHaveURL(/\/charts/);
  expect(searchOf(page)).toEqual(defaultParseSearch(new URL(saved).search));
  await expect(page.getByRole('heading', { name: 'Mentions by language' })).toBeVisible();

  // Its link, opened by someone else (a fresh browser context), signs in and lands on the same state.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await signIn(fresh, 'demo', new URL(link).pathname + new URL(link).search);
  await expect(fresh).toHaveURL(/\/charts/);
  expect(searchOf(fresh)).toEqual(searchOf(page));
  await expect(fresh.getByTestId('filter-pill')).toHaveCount(3);
  await expect(fresh.getByRole('heading', { name: 'Mentions by language' })).toBeVisible();
  await other.close();

  // Export, then import the same file: nothing is duplicated or lost. The team desk lists every
  // view of the demo team (other journeys' too): the file holds all of them.
  await page.getByRole('button', { name: /^Views/ }).click();
  await expect(page.getByTestId('saved-view').filter({ hasText: name })).toHaveCount(1);
  const listed = await page.getByTestId('saved-view').count();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const file = readFileSync((await download.path())!, 'utf8');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import JSON' }).click();
  await (
    await chooser
  ).setFiles({ name: 'views.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(page.getByTestId('import-result')).toContainText(`Imported 0 views; ${listed} already here`);
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import JSON' }).click();
  await (
    await chooser2
  ).setFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"x"}') });
  await expect(page.getByTestId('import-result')).toContainText('not a Narrative Desk saved-views file');
  await expect(page.getByTestId('saved-view')).toHaveCount(listed);

  // Deleting asks for no confirmation but can be undone.
  await page.getByRole('button', { name: `Delete “${name}”` }).click();
  await expect(page.getByTestId('saved-view')).toHaveCount(listed - 1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: /^Views/ }).click();
  await expect(page.getByTestId('saved-view')).toHaveCount(listed);
  await expect(page.getByTestId('saved-view').filter({ hasText: name })).toHaveCount(1);
});

test('the facet panel shows the API’s distribution for the same filters (each facet without its own), and a click adds the filter', async ({
  page,
}) => {
  const filters = { languages: ['en'] };
  await page.goto(url('mentions', filters));
  const facets = page.getByTestId('facet');
  await expect(facets.first().getByTestId('facet-value').first()).toBeVisible();
  const groupBys = await facets.evaluateAll((els) => els.map((e) => e.getAttribute('data-group-by')!));
  expect(groupBys).toEqual(
    expect.arrayContaining(['channels', 'domains', 'authors', 'languages', 'bot_ratings', 'narratives.id']),
  );
  expect(groupBys.some((g) => g.startsWith('smart_category_enrichment_id:'))).toBe(true);
  for (const groupBy of groupBys) {
    // Facets are disjunctive: each counts without its own filter (Languages without `languages`).
    const own = groupBy === 'languages' ? {} : filters;
    const api = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
      since: SINCE,
      to: TO,
      ...own,
      group_by: groupBy,
      limit: 50,
    });
    const section = page.locator(`[data-testid="facet"][data-group-by="${groupBy}"]`);
    const expected = api.groups.slice(0, 5).map((g) => [g.key, String(g.count)]);
    await expect
      .poll(() =>
        section
          .getByTestId('facet-value')
          .evaluateAll((els) => els.map((e) => [e.getAttribute('data-key'), e.getAttribute('data-count')])),
      )
      .toEqual(expected);
  }
  // A click on a channel adds it: the list then holds exactly that channel's mentions.
  const first = page
    .locator('[data-testid="facet"][data-group-by="channels"] [data-testid="facet-value"]')
    .first();
  const key = (await first.getAttribute('data-key'))!;
  const expectedCount = Number(await first.getAttribute('data-count'));
  await first.click();
  await expect.poll(() => searchOf(page).channels).toEqual([key]);
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => mentionCount(page)).toBe(expectedCount);
});

test('brushing the volume histogram narrows the window to the brushed bars', async ({ page }) => {
  await page.goto(url('mentions', { channels: ['news'] }));
  const histogram = page.getByTestId('volume-histogram');
  await expect(histogram).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
  const bars = histogram.getByTestId('histogram-bar');
  const n = await bars.count();
  expect(n).toBeGreaterThan(20);
  const [from, to] = [n - 12, n - 6];
  const since = await bars.nth(from).getAttribute('data-start');
  const until = new Date(Date.parse((await bars.nth(to).getAttribute('data-end'))!) - 1).toISOString();
  const a = (await bars.nth(from).boundingBox())!;
  const b = (await bars.nth(to).boundingBox())!;
  const plot = (await histogram.getByRole('group').boundingBox())!;
  const y = plot.y + plot.height / 2;
  await page.mouse.move(a.x + a.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, y, { steps: 8 });
  await expect(page.getByTestId('histogram-readout')).toContainText('release to narrow the window');
  await page.mouse.up();

  await expect
    .poll(() => searchOf(page))
    .toMatchObject({ range: 'custom', since, to: until, channels: ['news'] });
  const api = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    since: since!,
    to: until,
    channels: ['news'],
    group_by: 'channels',
  });
  // The list and the histogram follow the URL a moment later (on a busy machine, seconds).
  await expect.poll(() => mentionCount(page)).toBe(api.totalCount);
  // The new window's bars add up to the same count; Back returns to the wider window.
  await expect(histogram).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
  await expect
    .poll(() =>
      histogram
        .getByTestId('histogram-bar')
        .evaluateAll((els) => els.reduce((sum, e) => sum + Number(e.getAttribute('data-count')), 0)),
    )
    .toBe(api.totalCount);
  await page.goBack();
  await expect.poll(() => searchOf(page).since).toBe(SINCE);
});

test('the mention browser scrolls in one container: the document never scrolls, at 1440 and 390 px', async ({
  page,
}) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url('mentions', { languages: ['en'] }));
    await expect(page.getByTestId('volume-histogram')).toHaveAttribute('data-loaded', 'true', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('mention-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(
      true,
    );
  }
});

test('screenshots: the filter bar in every area, light and dark, wide and narrow @screenshots', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const filters = {
    languages: ['en'],
    channels: ['news', 'twitter'],
    'publisher_geography.source_region': ['Europe'],
  };
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, width] of [
      ['wide', 1440],
      ['narrow', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url('mentions', filters));
      await useColorScheme(page, scheme);
      await expect(page.getByTestId('volume-histogram')).toHaveAttribute('data-loaded', 'true', {
        timeout: 30_000,
      });
      await keepScreenshot(page, `investigation-mentions-${scheme}-${name}`);
      // One scroll container: the document itself does not scroll on the mention browser.
      expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(
        true,
      );
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(
        page.getByRole('dialog', { name: 'Filters' }).getByRole('tree', { name: 'Location tree' }),
      ).toBeVisible();
      await keepScreenshot(page, `investigation-filters-${scheme}-${name}`);
      for (const area of ['charts', 'narratives', 'locations']) {
        await page.goto(url(area, filters));
        await expect(page.getByTestId('filter-bar')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await keepScreenshot(page, `investigation-${area}-${scheme}-${name}`);
      }
    }
  }
});
