import { expect, type Page } from '@playwright/test';
import { CHANNELS } from '../src/api/schemas';
import { ISO_639_1 } from '../src/filters/iso-languages';
import { channelName, languageName } from '../src/lib/labels';
import { areaUrl, signIn, test } from './support';
import { apiCount, apiGet, expectCount, pillOf, setUpApi, WINDOW } from './filtering-support';

/**
 * "Filter out" where a value is shown, beyond the mention itself: a facet's value and a chart's
 * group. Each leaves the value out of the workspace's filters, and the mention browser's count is
 * the API's own answer for the same question with that exclusion.
 */
let workspaceId = 0;

type Distribution = { totalCount: number; groups: { key: string; count: number }[] };

test.beforeEach(async ({ page, request }) => {
  workspaceId = await setUpApi(request);
  await signIn(page);
});

/** The channels of the window by count (the API's order), and the first a channel filter can name. */
async function channelGroups() {
  const byChannel = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    ...WINDOW,
    group_by: 'channels',
    limit: 5,
  });
  // Custom-channel mentions group as `custom`, which no channel filter names.
  const index = byChannel.groups.findIndex((g) => (CHANNELS as readonly string[]).includes(g.key));
  expect(index).toBeGreaterThanOrEqual(0);
  return { groups: byChannel.groups, index, key: byChannel.groups[index]!.key };
}

/** The API's count with a channel left out: every other channel (how "not" is sent). */
const withoutChannel = (key: string) => apiCount({ channels: CHANNELS.filter((c) => c !== key) });

const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name });

test('a facet value filtered out: the pill says so and the count is the API’s without it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { key, groups, index } = await channelGroups();
  const expected = await withoutChannel(key);
  const all = await apiCount();

  await page.goto(areaUrl(workspaceId, 'mentions', WINDOW));
  await expectCount(page, all);
  const facet = page.locator('[data-testid="facet"][data-group-by="channels"]');
  await expect(facet).toHaveAttribute('data-loaded', 'true');
  await facet.locator(`[data-testid="filter-value-menu"][data-key="${key}"]`).click();
  await menuItem(page, 'Filter out this channel').click();
  await expect(pillOf(page, 'channels')).toHaveText(`Channel is not ${channelName(key)}`);
  await expectCount(page, expected);
  // It drops by at least the channel's own count (custom-channel mentions go as well: "not" is
  // sent as every other channel the contract knows, and the pill's menu says so).
  expect(expected).toBeLessThanOrEqual(all - groups[index]!.count);

  // An author cannot be left out through the API: the facet's menu says why instead.
  const authors = page.locator('[data-testid="facet"][data-group-by="authors"]');
  await expect(authors).toHaveAttribute('data-loaded', 'true');
  await authors.getByTestId('filter-value-menu').first().click();
  await expect(menuItem(page, 'Filter out this author')).toBeDisabled();
  await expect(page.getByTestId('filter-out-gap')).toContainText('The API cannot leave out an author');
});

test('a chart group filtered out from its right-click menu: the mention count is the API’s without it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { key, index } = await channelGroups();
  const expected = await withoutChannel(key);

  await page.goto(
    areaUrl(workspaceId, 'charts', { ...WINDOW, tz: 'utc' }, { dim: 'channels', top: 5, chart: 'bar' }),
  );
  const bar = page.getByTestId('chart-canvas').locator('.recharts-bar-rectangle').nth(index);
  await expect(bar).toBeVisible();
  await bar.click({ button: 'right' });
  const menu = page.getByTestId('chart-group-menu');
  await expect(menu).toContainText(`Channel: ${channelName(key)}`);
  await expect(menu.getByRole('menuitem', { name: 'Open these mentions' })).toBeEnabled();
  await menu.getByRole('menuitem', { name: 'Filter out this channel' }).click();
  // The workspace's filters changed here, on the chart: its pill, and the chart redrawn without it.
  await expect(pillOf(page, 'channels')).toHaveText(`Channel is not ${channelName(key)}`);
  await expect(page).toHaveURL(/charts\?/);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Mentions' })
    .click();
  await expect(page).toHaveURL(/\/mentions\?/);
  await expect(pillOf(page, 'channels')).toHaveText(`Channel is not ${channelName(key)}`);
  await expectCount(page, expected);
});

test('a narrative’s breakdown row filtered out: every breakdown is the API’s without it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const [narrative] = await apiGet<{ id: number }[]>(`/workspaces/${workspaceId}/narratives`, {
    ...WINDOW,
    sort: 'mentionCount',
    limit: 1,
    offset: 0,
  });
  const scope = { ...WINDOW, 'narratives.id': [narrative!.id] };
  const distribution = (groupBy: string, extra: Record<string, string[]> = {}) =>
    apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
      ...scope,
      ...extra,
      group_by: groupBy,
      limit: 10,
    });
  const languages = await distribution('languages');
  const language = languages.groups.find((g) => ISO_639_1.includes(g.key))!.key;
  const others = { languages: ISO_639_1.filter((l) => l !== language) };
  const [byChannel, byLanguage] = [
    await distribution('channels', others),
    await distribution('languages', others),
  ];

  await page.goto(areaUrl(workspaceId, `narratives/${narrative!.id}`, WINDOW));
  const table = page.getByTestId('breakdown-languages');
  const row = table.locator(`[data-testid="breakdown-row"][data-key="${language}"]`);
  await row.getByTestId('filter-value-menu').click();
  await menuItem(page, 'Filter out this language').click();
  await expect(pillOf(page, 'languages')).toHaveText(`Language is not ${languageName(language)}`);

  const rowsOf = (groupBy: string) => page.getByTestId(`breakdown-${groupBy}`).getByTestId('breakdown-row');
  const shown = (groupBy: string) =>
    rowsOf(groupBy).evaluateAll((els) =>
      els.map((e) => [
        e.getAttribute('data-key'),
        e.querySelector('[data-testid="breakdown-count"]')?.textContent,
      ]),
    );
  const expected = (d: Distribution) => d.groups.map((g) => [g.key, g.count.toLocaleString('en-US')]);
  await expect.poll(() => shown('languages')).toEqual(expected(byLanguage));
  await expect.poll(() => shown('channels')).toEqual(expected(byChannel));
  expect(byLanguage.groups.some((g) => g.key === language)).toBe(false);
});
