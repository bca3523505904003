import { expect } from '@playwright/test';
import { ISO_639_1 } from '../src/filters/iso-languages';
import { languageName } from '../src/lib/labels';
import { areaUrl, signIn, test } from './support';
import { apiCount, apiGet, expectCount, pillOf, setUpApi, WINDOW } from './filtering-support';

/**
 * Acting on a value where it is shown: "filter for / filter out" in the mention detail. The
 * counts are the API's own answers to the question the pill states.
 */
let workspaceId = 0;

type Mention = { id: number; author?: string | null; language?: string | null };

test.beforeEach(async ({ page, request }) => {
  workspaceId = await setUpApi(request);
  await signIn(page);
});

test('the mention detail filters for an author, explains why not out, and filters out a language', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const all = await apiCount();
  const first = await apiGet<Mention[]>(`/workspaces/${workspaceId}/mentions`, { ...WINDOW, limit: 50 });
  const index = first.findIndex((m) => m.author && m.language && ISO_639_1.includes(m.language));
  expect(index).toBeGreaterThanOrEqual(0);
  const m = first[index]!;
  const author = m.author!;
  const language = m.language!;
  const byAuthor = await apiCount({ authors: [author] });
  const notLanguage = await apiCount({ languages: ISO_639_1.filter((l) => l !== language) });
  const ofLanguage = await apiCount({ languages: [language] });
  expect(ofLanguage).toBeGreaterThan(0);

  const url = areaUrl(workspaceId, 'mentions', WINDOW);
  await page.goto(url);
  const rows = page.getByTestId('mention-row');
  await rows.nth(index).click();
  const detail = page.getByTestId('mention-detail');
  await expect(detail).toBeVisible();

  // An author cannot be left out through the API: said plainly, not offered.
  await detail.getByRole('button', { name: `Filter by author ${author}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Filter out this author' })).toBeDisabled();
  await expect(page.getByTestId('filter-out-gap')).toContainText('The API cannot leave out an author');
  await page.getByRole('menuitem', { name: 'Filter for this author' }).click();
  await expect(pillOf(page, 'authors')).toHaveText(`Author is ${author}`);
  await expectCount(page, byAuthor);

  // A language can: left out by its complement, the count the API's for every other language.
  await page.goto(url);
  await rows.nth(index).click();
  await detail.getByRole('button', { name: `Filter by language ${languageName(language)}` }).click();
  await page.getByRole('menuitem', { name: 'Filter out this language' }).click();
  await expect(pillOf(page, 'languages')).toHaveText(`Language is not ${languageName(language)}`);
  await expectCount(page, notLanguage);
  // It drops by at least the language's own count (mentions without a language go as well).
  expect(notLanguage).toBeLessThanOrEqual(all - ofLanguage);
});

test('a facet widens: after Likely its other bot ratings stay with the API’s counts and can be added', async ({
  page,
}) => {
  test.setTimeout(150_000);
  type Distribution = { totalCount: number; groups: { key: string; count: number }[] };
  // The facet counts without its own filter: the API's distribution with no bot-rating filter.
  const byRating = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    ...WINDOW,
    group_by: 'bot_ratings',
  });
  const countOf = (key: string) => byRating.groups.find((g) => g.key === key)?.count ?? 0;
  expect(countOf('likely')).toBeGreaterThan(0);
  expect(countOf('very_likely')).toBeGreaterThan(0);
  const likely = await apiCount({ bot_ratings: ['likely'] });
  const both = await apiCount({ bot_ratings: ['likely', 'very_likely'] });

  await page.goto(areaUrl(workspaceId, 'mentions', WINDOW));
  const facet = page.locator('[data-testid="facet"][data-group-by="bot_ratings"]');
  const value = (key: string) => facet.locator(`[data-testid="facet-value"][data-key="${key}"]`);
  await expect(facet).toHaveAttribute('data-loaded', 'true');
  const more = facet.getByRole('button', { name: /^Show \d+ more/ });
  if (await more.count()) await more.click();
  await value('likely').click();
  await expect(pillOf(page, 'bot_ratings')).toHaveText('Bot rating is Likely');
  await expectCount(page, likely);
  await expect(value('likely')).toHaveAttribute('aria-pressed', 'true');
  // The siblings are still offered, each with the count it has without the bot-rating filter.
  await expect(value('very_likely')).toHaveAttribute('data-count', String(countOf('very_likely')));
  await expect(value('likely')).toHaveAttribute('data-count', String(countOf('likely')));
  await expect(value('very_likely')).toHaveAttribute('aria-pressed', 'false');

  await value('very_likely').click();
  await expect(pillOf(page, 'bot_ratings')).toHaveText('Bot rating is one of Likely, Very likely');
  await expectCount(page, both);
  expect(both).toBe(likely + countOf('very_likely'));
});

test('syntax the service does not run is said before it runs: proximity rewritten, domain: made the domain filter', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const [first] = await apiGet<{ domain?: string | null }[]>(`/workspaces/${workspaceId}/mentions`, {
    ...WINDOW,
    limit: 1,
  });
  const domain = first!.domain!;
  const both = await apiCount({ filter_expression: '(offshore AND wind)' });
  const byDomain = await apiCount({ domains: [domain] });

  await page.goto(areaUrl(workspaceId, 'mentions', WINDOW));
  const field = page.getByLabel('Search expression');
  await field.fill('"offshore wind"~5');
  const warning = page.getByTestId('expression-warning');
  await expect(warning).toContainText(
    '"offshore wind"~5 at character 1: the service has no proximity search',
  );
  await warning.getByRole('button', { name: 'Use (offshore AND wind)' }).click();
  await expect(field).toHaveValue('(offshore AND wind)');
  await expect(warning).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(pillOf(page, 'filter_expression')).toHaveText('Search matches (offshore AND wind)');
  await expectCount(page, both);

  await field.fill(`domain:${domain}`);
  await expect(warning).toContainText('"domain:" at character 1 is not a scope the service knows');
  await warning.getByRole('button', { name: `Filter by domain ${domain} instead` }).click();
  await expect(pillOf(page, 'domains')).toHaveText(`Domain is ${domain}`);
  await expect(pillOf(page, 'filter_expression')).toHaveCount(0);
  await expect(field).toHaveValue('');
  await expectCount(page, byDomain);
});

test('unchecking a sub-region under its checked region leaves it out: the API’s count for the other sub-regions', async ({
  page,
}) => {
  test.setTimeout(150_000);
  type Loc = { id: number; name: string; level: string };
  type LocPage = { results: Loc[] };
  const regions = await apiGet<LocPage>('/locations', { level: 'region', limit: 100 });
  const europe = regions.results.find((l) => l.name === 'Europe')!;
  const subregions = (
    await apiGet<LocPage>('/locations', { parent_id: europe.id, parent_level: 'region', limit: 500 })
  ).results;
  const western = subregions.find((l) => l.name === 'Western Europe')!;
  const others = subregions.filter((l) => l.id !== western.id).map((l) => l.id);
  const expected = await apiCount({ 'locations.subregion': others });
  expect(expected).toBeLessThan(await apiCount({ 'locations.region': [europe.id] }));

  await page.goto(areaUrl(workspaceId, 'mentions', WINDOW, { 'locations.region': [europe.id] }));
  await page.getByRole('button', { name: /^Filters/ }).click();
  const tree = page.getByRole('tree', { name: 'Location tree' });
  const europeItem = tree.getByRole('treeitem', { name: 'Europe', exact: true });
  await expect(europeItem).toHaveAttribute('aria-checked', 'true');
  await europeItem.focus();
  await europeItem.press('ArrowRight');
  const westernItem = tree.getByRole('treeitem', { name: 'Western Europe', exact: true });
  await expect(westernItem).toHaveAttribute('data-included', 'true');
  await westernItem.focus();
  await westernItem.press(' ');

  await expect(westernItem).toHaveAttribute('aria-checked', 'false');
  await expect(europeItem).toHaveAttribute('aria-checked', 'mixed');
  await expect
    .poll(() => new URL(page.url()).searchParams.get('locations.subregion'))
    .toBe(JSON.stringify(others));
  expect(new URL(page.url()).searchParams.get('locations.region')).toBeNull();
  await page.keyboard.press('Escape');
  await expectCount(page, expected);
});

test('the Locations page applies the channel filter and does not claim otherwise', async ({ page }) => {
  test.setTimeout(120_000);
  type Distribution = { groups: { key: string; count: number }[] };
  const regions = await apiGet<{ results: { id: number; name: string }[] }>('/locations', {
    level: 'region',
    limit: 100,
  });
  const americas = regions.results.find((r) => r.name === 'Americas')!;
  const newsByRegion = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    ...WINDOW,
    channels: ['news'],
    group_by: 'locations.region',
    limit: 100,
  });
  const expected = newsByRegion.groups.find((g) => Number(g.key) === americas.id)?.count ?? 0;

  await page.goto(areaUrl(workspaceId, 'locations', WINDOW, { channels: ['news'] }));
  const row = page.locator(`[data-location-row="region:${americas.id}"]`);
  await expect(row.getByTestId('mention-count')).toHaveText(expected.toLocaleString('en'));
  await expect(page.getByTestId('applied-filters')).toContainText(
    'apply the workspace’s filters: Channel: News',
  );
  await expect(page.getByTestId('filter-scope-note')).toHaveCount(0);
  await expect(pillOf(page, 'channels')).toHaveText('Channel is News');
  await expect(pillOf(page, 'channels')).not.toHaveAttribute('data-unapplied', 'true');
});
