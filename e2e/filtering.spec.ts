import { expect } from '@playwright/test';
import { CHANNELS } from '../src/api/schemas';
import { areaUrl, signIn, test } from './support';
import { apiCount, countText, openPillMenu, setUpApi, SINCE, TO } from './filtering-support';

/**
 * Discover-grade filtering: one pill per filter kind with a menu (negate, switch off, remove),
 * against the real reference server. Every expected number is the API's own answer to the
 * question the page should be asking, computed here.
 */
let workspaceId = 0;

test.beforeEach(async ({ page, request }) => {
  workspaceId = await setUpApi(request);
  await signIn(page);
});

test('a channel pill is negated from its menu: the count is the API’s for every other channel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const newsOnly = await apiCount({ channels: ['news'] });
  const notNews = await apiCount({ channels: CHANNELS.filter((c) => c !== 'news') });
  expect(newsOnly).toBeGreaterThan(0);
  expect(notNews).toBeGreaterThan(0);

  await page.goto(areaUrl(workspaceId, 'mentions', { since: SINCE, to: TO }, { channels: ['news'] }));
  const pill = page.locator('[data-testid="filter-pill"][data-filter="channels"]');
  await expect(pill).toContainText('Channel is News');
  await expect(page.getByTestId('mention-count')).toHaveText(countText(newsOnly));
  // The badge counts the pills shown: one.
  await expect(page.getByRole('button', { name: /^Filters \(1\)/ })).toBeVisible();

  await openPillMenu(page, 'channels');
  await page.getByRole('menuitem', { name: /Leave these values out/ }).click();
  await expect(pill).toContainText('Channel is not News');
  await expect(page.getByTestId('mention-count')).toHaveText(countText(notNews));
  // The negation lives in the URL: a reload keeps it.
  await page.reload();
  await expect(pill).toContainText('Channel is not News');
  await expect(page.getByTestId('mention-count')).toHaveText(countText(notNews));
});

test('a pill switched off leaves the question, and switched on again returns to it', async ({ page }) => {
  test.setTimeout(120_000);
  const all = await apiCount();
  const likely = await apiCount({ bot_ratings: ['likely', 'very_likely'] });
  expect(likely).toBeGreaterThan(0);
  expect(likely).toBeLessThan(all);

  await page.goto(
    areaUrl(workspaceId, 'mentions', { since: SINCE, to: TO }, { bot_ratings: ['likely', 'very_likely'] }),
  );
  const pill = page.locator('[data-testid="filter-pill"][data-filter="bot_ratings"]');
  // One pill for the kind, not one per value.
  await expect(page.getByTestId('filter-pill')).toHaveCount(1);
  await expect(pill).toContainText('Bot rating is one of Likely, Very likely');
  await expect(page.getByTestId('mention-count')).toHaveText(countText(likely));

  await openPillMenu(page, 'bot_ratings');
  await page.getByRole('menuitem', { name: 'Switch off for now' }).click();
  await expect(pill).toHaveAttribute('data-disabled-filter', 'true');
  await expect(page.getByTestId('mention-count')).toHaveText(countText(all));
  await page.reload();
  await expect(pill).toHaveAttribute('data-disabled-filter', 'true');
  await expect(page.getByTestId('mention-count')).toHaveText(countText(all));

  await openPillMenu(page, 'bot_ratings');
  await page.getByRole('menuitem', { name: 'Switch on again' }).click();
  await expect(pill).not.toHaveAttribute('data-disabled-filter', 'true');
  await expect(page.getByTestId('mention-count')).toHaveText(countText(likely));
});
