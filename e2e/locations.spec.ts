import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet, areaUrl, signIn, test } from './support';
import { HOUR } from '../src/lib/time-units';

/**
 * The location picker (in the mention browser's filters) and the location page, against the real
 * reference server. Windows are fixed (range=custom) so the page and apiGet ask the same question.
 */
const TO = new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString();
const SINCE = new Date(Date.parse(TO) - 90 * 24 * HOUR).toISOString();
const ARTIFACTS = 'e2e-artifacts';

type Loc = { id: number; name: string; level: string; path: string };
type Page_ = { results: Loc[]; pagination: { total: number } };
type Mention = { id: number };

let workspaceId = 0;

const WINDOW = { since: SINCE, to: TO };
const mentionsUrl = () => areaUrl(workspaceId, 'mentions', WINDOW);

async function findLocation(query: string, level: string, path: string): Promise<Loc> {
  const page = await apiGet<Page_>('/locations', { query, level, limit: 100 });
  const hit = page.results.find((l) => l.path === path);
  if (!hit) throw new Error(`no ${level} "${query}" with path ${path}`);
  return hit;
}

async function openPicker(page: Page): Promise<Locator> {
  // The shell may rewrite the window params once on load; choosing before that could be overwritten.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const tree = page.getByRole('tree', { name: 'Location tree' });
  await expect(tree.getByRole('treeitem').first()).toBeVisible();
  return tree;
}

/** Opens a tree node with the keyboard (the chevron is a mouse affordance only). */
async function expand(tree: Locator, name: string): Promise<Locator> {
  const item = tree.getByRole('treeitem', { name, exact: true }).first();
  await item.focus();
  await item.press('ArrowRight');
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  return item;
}

function urlSearch(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test.beforeAll(async () => {
  const workspaces = await apiGet<{ id: number }[]>('/workspaces');
  workspaceId = workspaces[0]!.id;
  mkdirSync(ARTIFACTS, { recursive: true });
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('search "aus", choose Austin and Texas: pills, the API’s own list, and the same after reload', async ({
  page,
}) => {
  const austin = await findLocation('austin', 'city', 'Travis County, Texas, United States');
  const texas = await findLocation('texas', 'state', 'United States');
  await page.goto(mentionsUrl());
  await openPicker(page);
  const search = page.getByRole('searchbox', { name: 'Search locations' });

  await search.fill('a');
  await expect(page.getByText('Type at least 2 letters to search')).toBeVisible();
  await search.fill('aus');
  const results = page.getByTestId('location-search-results');
  await expect(results.getByRole('group', { name: 'Cities' })).toBeVisible();
  // Controlled by the URL: checked once the navigation commits (slow under load), so click and wait.
  const austinBox = results.getByLabel('Austin — Travis County, Texas, United States', { exact: true });
  await austinBox.click();
  await expect(austinBox).toBeChecked();
  await search.fill('texas');
  const texasBox = results
    .getByRole('group', { name: 'States' })
    .getByLabel('Texas — United States', { exact: true });
  await texasBox.click();
  await expect(texasBox).toBeChecked();

  const pills = page.getByRole('list', { name: 'Chosen locations' });
  await expect(pills.getByRole('listitem')).toHaveText(['Texas', 'Austin']);
  await pills.getByText('Austin').hover();
  await expect(page.getByRole('tooltip')).toHaveText('City: Austin — Travis County, Texas, United States');
  await expect.poll(() => urlSearch(page).get('locations.city')).toBe(`[${austin.id}]`);
  expect(urlSearch(page).get('locations.state')).toBe(`[${texas.id}]`);

  const expected = await apiGet<Mention[]>(`/workspaces/${workspaceId}/mentions`, {
    since: SINCE,
    to: TO,
    limit: 10,
    'locations.state': [texas.id],
    'locations.city': [austin.id],
  });
  const rowIds = async () =>
    page
      .getByTestId('mention-row')
      .evaluateAll((els) => els.slice(0, 10).map((e) => Number(e.getAttribute('data-mention-id'))));
  if (expected.length === 0) await expect(page.getByTestId('mention-row')).toHaveCount(0);
  else await expect.poll(rowIds).toEqual(expected.map((m) => m.id));

  await page.reload();
  await expect(page.getByRole('list', { name: 'Chosen locations' }).getByRole('listitem')).toHaveText([
    'Texas',
    'Austin',
  ]);
  expect(urlSearch(page).get('locations.city')).toBe(`[${austin.id}]`);
  if (expected.length > 0) await expect.poll(rowIds).toEqual(expected.map((m) => m.id));
});

type Distribution = { totalCount: number; groups: { key: string; count: number }[] };

/** Texas, and the API's mentions per Texas county in the window, most first. */
async function texasCounties() {
  const texas = await findLocation('texas', 'state', 'United States');
  const dist = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    since: SINCE,
    to: TO,
    group_by: 'locations.county',
    limit: 1000,
    'locations.state': [texas.id],
  });
  return { texas, groups: [...dist.groups].sort((a, b) => b.count - a.count) };
}

const counted = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

test('United States → Texas: its counties by mentions, most first, the first one’s count the API’s', async ({
  page,
}) => {
  const { groups } = await texasCounties();
  expect(groups.length).toBeGreaterThan(0);
  await page.goto(mentionsUrl());
  const tree = await openPicker(page);
  await expand(tree, 'Americas');
  await expand(tree, 'Northern America');
  await expand(tree, 'United States');
  const texasGroup = (await expand(tree, 'Texas')).getByRole('group').first();
  // 254 counties: a hundred at a time, all of them loaded to order them.
  await expect(texasGroup.getByRole('treeitem', { name: /^Show 100 more/ })).toBeVisible();
  const counts = texasGroup.locator(':scope > [role="treeitem"] > div [data-testid="tree-count"]');
  await expect(counts.first()).toHaveText(groups[0]!.count.toLocaleString('en'));
  const shown = (await counts.allTextContents()).map(counted);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
});

test('keyboard only: arrows, right/left, space, and typing searches', async ({ page }) => {
  await page.goto(mentionsUrl());
  await openPicker(page);
  const search = page.getByRole('searchbox', { name: 'Search locations' });
  // The tree orders places by mentions once their counts arrive: wait for them, then read the order.
  const regionItems = page.locator('[role="treeitem"][aria-level="1"]');
  await expect(regionItems.first().getByTestId('tree-count')).toBeVisible();
  const regions = await regionItems.evaluateAll((els) =>
    els.map((el) => el.getAttribute('aria-label') ?? ''),
  );
  await search.focus();
  await page.keyboard.press('ArrowDown'); // into the tree
  const focused = page.locator('[role="treeitem"]:focus');
  await expect(focused).toHaveAttribute('aria-label', regions[0]!);
  for (let i = 0; i < regions.indexOf('Americas'); i++) await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAttribute('aria-label', 'Americas');
  await page.keyboard.press('ArrowRight'); // open
  await expect(focused).toHaveAttribute('aria-expanded', 'true');
  // Its children arrive from the API after it opens; until then → has no child to move to.
  const firstChild = focused.getByRole('group').getByRole('treeitem').first();
  await expect(firstChild.getByTestId('tree-count')).toBeVisible();
  const child = (await firstChild.getAttribute('aria-label'))!;
  await page.keyboard.press('ArrowRight'); // to the first child
  await expect(focused).toHaveAttribute('aria-label', child);
  await page.keyboard.press(' ');
  await expect(page.getByRole('list', { name: 'Chosen locations' }).getByRole('listitem')).toHaveText([
    child,
  ]);
  await expect(focused).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => urlSearch(page).get('locations.subregion')).toMatch(/^\[\d+\]$/);
  await page.keyboard.press('ArrowLeft'); // back to Americas, now partly chosen
  await expect(focused).toHaveAttribute('aria-label', 'Americas');
  await expect(focused).toHaveAttribute('aria-checked', 'mixed');
  await page.keyboard.press('ArrowLeft'); // close it
  await expect(focused).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.type('fran'); // typing on the tree moves into the search box
  await expect(search).toHaveValue('fran');
  const france = page.getByRole('checkbox', { name: 'France — Western Europe, Europe' });
  await expect(france).toBeVisible();
  await page.keyboard.press('ArrowDown'); // the search box hands over to the first result
  await expect(page.getByTestId('location-search-results').getByRole('checkbox').first()).toBeFocused();
  while (!(await france.evaluate((el) => el === document.activeElement)))
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(page.getByRole('list', { name: 'Chosen locations' }).getByRole('listitem')).toHaveText([
    child,
    'France',
  ]);
  await expect.poll(() => urlSearch(page).get('locations.country')).toMatch(/^\[\d+\]$/);
});

test('location page: codes, mention counts per child and a link to those mentions', async ({ page }) => {
  await page.goto(areaUrl(workspaceId, 'locations', WINDOW));
  await page.getByRole('link', { name: 'Americas', exact: true }).click();
  await page.getByRole('link', { name: 'Northern America', exact: true }).click();
  await page.getByRole('link', { name: 'United States', exact: true }).click();
  await expect(page.getByText('ISO alpha-3: USA')).toBeVisible();
  const texasRow = page.locator('tr', { has: page.getByRole('link', { name: 'Texas', exact: true }) });
  await expect(texasRow.getByText('ISO 3166-2:US: US-TX')).toBeVisible();
  await expect(texasRow.getByText('FIPS: 48')).toBeVisible();

  const us = await findLocation('united states', 'country', 'Northern America, Americas');
  const dist = await apiGet<{ groups: { key: string; name: string; count: number }[] }>(
    `/workspaces/${workspaceId}/analytics/distribution`,
    { since: SINCE, to: TO, group_by: 'locations.state', limit: 1000, 'locations.country': [us.id] },
  );
  const texas = await findLocation('texas', 'state', 'United States');
  const count = dist.groups.find((g) => Number(g.key) === texas.id)?.count ?? 0;
  await expect(texasRow.getByTestId('mention-count')).toHaveText(count.toLocaleString('en'));

  if (count > 0) {
    await texasRow.getByRole('link', { name: 'Open these mentions located in Texas' }).click();
    await expect(page).toHaveURL(/\/mentions\?/);
    expect(urlSearch(page).get('locations.state')).toBe(`[${texas.id}]`);
    // The router writes a string that is not JSON (an ISO date-time) as it is.
    expect(urlSearch(page).get('since')).toBe(SINCE);
  }
});

test('location page: Texas’s counties sort by mentions (first row the API’s), by name, and hide the empty ones', async ({
  page,
}) => {
  const { texas, groups } = await texasCounties();
  await page.goto(areaUrl(workspaceId, 'locations', WINDOW));
  for (const name of ['Americas', 'Northern America', 'United States', 'Texas'])
    await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`state%3A${texas.id}|state:${texas.id}`));
  const table = page.getByRole('table', { name: 'Places' });
  const firstCount = table.locator('tbody tr').first().getByTestId('mention-count');
  await expect(firstCount).toHaveText(groups[0]!.count.toLocaleString('en'), { timeout: 60_000 });
  await expect(table.getByRole('columnheader', { name: /Mentions/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  await page.getByTestId('sort-name').click();
  await expect(table.getByRole('columnheader', { name: /Place/ })).toHaveAttribute('aria-sort', 'ascending');
  const names = await table.locator('tbody tr td:first-child a').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  await page.getByLabel('Hide places without mentions').check();
  const withMentions = groups.filter((g) => g.count > 0).length;
  await expect(page.getByTestId('places-shown')).toContainText(
    `${Math.min(100, withMentions)} of ${withMentions} shown`,
  );
});

test('the narrative list names the location filter it does not apply and strikes exactly its pill', async ({
  page,
}) => {
  const us = await findLocation('united states', 'country', 'Northern America, Americas');
  await page.goto(
    areaUrl(workspaceId, 'narratives', WINDOW, { 'locations.country': [us.id], channels: ['news'] }),
  );
  const note = page.getByTestId('filter-scope-note');
  await expect(note).toContainText('Not applied here: Country: United States');
  await expect(note).not.toContainText('Channel');
  await expect(page.locator(`[data-location-pill="country:${us.id}"]`)).toHaveAttribute(
    'data-unapplied',
    'true',
  );
  await expect(page.locator('[data-testid="filter-pill"][data-filter="channels"]')).not.toHaveAttribute(
    'data-unapplied',
    'true',
  );
});

test('screenshots: picker and location page, light and dark, wide and narrow @screenshots', async ({
  page,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [label, width] of [
      ['wide', 1400],
      ['narrow', 390],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(mentionsUrl());
      const tree = await openPicker(page);
      await expand(tree, 'Americas');
      await page.getByRole('searchbox', { name: 'Search locations' }).fill('aus');
      await expect(page.getByTestId('location-search-results')).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/locations-picker-${scheme}-${label}.png`, fullPage: true });
      await page.goto(areaUrl(workspaceId, 'locations', WINDOW));
      await page.getByRole('link', { name: 'Americas', exact: true }).click();
      await expect(page.getByRole('table', { name: 'Places' })).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/locations-page-${scheme}-${label}.png`, fullPage: true });
    }
  }
});
