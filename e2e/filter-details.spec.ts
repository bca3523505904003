import { expect, type APIRequestContext } from '@playwright/test';
import { formatZoned } from '../src/lib/zoned-time';
import { apiToken, areaUrl, expectNoHorizontalScroll, runStamp, signIn, test } from './support';
import { CHANNELS } from '../src/api/schemas';
import { apiCount, apiGet, countText, expectCount, pillOf, setUpApi, WINDOW } from './filtering-support';

const RUN = runStamp();

/**
 * The smaller things of filtering (issue 37), against the real reference server: the filters
 * panel leaves the window and zone in reach, its options busiest first, the singular count, '/',
 * the histogram's date axis, a title: term marked in titles only, saved view names told apart
 * without case, a cut paste said, and a long workspace title on /pulse and on a phone.
 */
let workspaceId = 0;
const ZONE = 'Europe/Berlin'; // playwright.config's timezoneId: the analyst's zone by default

type Distribution = { totalCount: number; groups: { key: string; count: number }[] };
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function apiWrite(request: APIRequestContext, method: 'POST' | 'DELETE', path: string, data?: unknown) {
  const token = await apiToken(request);
  return request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
}

test.beforeEach(async ({ page, request }) => {
  workspaceId = await setUpApi(request);
  await signIn(page);
});

test('the filters panel leaves the window and zone in reach and lists options busiest first; one mention is singular', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const byLanguage = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    ...WINDOW,
    group_by: 'languages',
  });
  const top = [...byLanguage.groups].sort((a, b) => b.count - a.count)[0]!;

  await page.goto(areaUrl(workspaceId, 'mentions', WINDOW));
  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel).toBeVisible();
  const bar = page.getByRole('group', { name: 'Analysis window' });
  const panelBox = (await panel.boundingBox())!;
  for (const control of [
    bar.getByLabel('Date range', { exact: true }),
    bar.getByTestId('custom-range-calendar'),
    bar.locator('input[aria-label="Time zone"]:visible'),
  ]) {
    await expect(control).toBeVisible();
    expect(overlaps((await control.boundingBox())!, panelBox), 'the panel covers a window control').toBe(
      false,
    );
  }

  await panel.getByRole('combobox', { name: 'Languages' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  // The counts arrive after the list: wait for the busiest language's own count on the first option.
  await expect(options.first()).toContainText(top.count.toLocaleString('en'));
  const counts = (await options.allTextContents())
    .map((t) => /([\d,]+)$/.exec(t)?.[1])
    .filter((n): n is string => n !== undefined)
    .map((n) => Number(n.replace(/,/g, '')));
  expect(counts.length).toBeGreaterThan(2);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // One mention: a mention's author within the second it was published in. Other journeys push
  // several mentions with one author and one timestamp (the watch's), so take the first that is alone.
  const recent = await apiGet<{ author?: string | null; published: string }[]>(
    `/workspaces/${workspaceId}/mentions`,
    { ...WINDOW, limit: 20 },
  );
  let alone: { second: { since: string; to: string }; author: string } | undefined;
  for (const mention of recent) {
    if (!mention.author) continue;
    const second = {
      since: mention.published,
      to: new Date(Date.parse(mention.published) + 999).toISOString(),
    };
    const one = await apiGet<{ totalCount: number }>(`/workspaces/${workspaceId}/analytics/timeline`, {
      ...second,
      authors: [mention.author],
    });
    if (one.totalCount === 1) {
      alone = { second, author: mention.author };
      break;
    }
  }
  expect(alone, 'a mention alone with its author in its second').toBeDefined();
  const { second, author } = alone!;
  await page.goto(areaUrl(workspaceId, 'mentions', second, { authors: [author] }));
  await expect(page.getByTestId('mention-count')).toHaveText(countText(1));
  await expect(page.getByTestId('mention-count')).toHaveText('1 mention matches');
});

test('"/" focuses the search, the histogram has a date axis in the zone, and a title: term is marked in the title only', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const word = 'wind';
  const expression = `title:${word}`;
  const found = await apiGet<{ title?: string | null; text?: string | null }[]>(
    `/workspaces/${workspaceId}/mentions`,
    { ...WINDOW, filter_expression: expression, limit: 50 },
  );
  const index = found.findIndex((m) => new RegExp(`\\b${word}\\b`, 'i').test(m.text ?? ''));
  expect(index, 'a mention with the word in its title and its text').toBeGreaterThanOrEqual(0);

  await page.goto(areaUrl(workspaceId, 'mentions', WINDOW));
  await expect(page.getByTestId('mention-row').first()).toBeVisible();
  await page.getByTestId('mention-row').first().click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('/');
  const field = page.getByLabel('Search expression');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');

  // The axis: labels at bars' starts, each the zone's date (or hour) of its bar.
  const histogram = page.getByTestId('volume-histogram');
  await expect(histogram).toHaveAttribute('data-loaded', 'true');
  const axis = page.getByTestId('histogram-axis');
  const zone = (await axis.getAttribute('data-zone'))!;
  expect([ZONE, 'UTC']).toContain(zone);
  const ticks = axis.locator('[data-index]');
  expect(await ticks.count()).toBeGreaterThanOrEqual(2);
  const bars = page.getByTestId('histogram-bar');
  for (const i of [0, (await ticks.count()) - 1]) {
    const tick = ticks.nth(i);
    const bar = bars.nth(Number(await tick.getAttribute('data-index')));
    const start = Date.parse((await bar.getAttribute('data-start'))!);
    expect(await tick.textContent()).toBe(formatZoned(start, zone, 'MMM D'));
  }

  await field.fill(expression);
  await page.keyboard.press('Enter');
  await expectCount(page, await apiCount({ filter_expression: expression }));
  await page.getByTestId('mention-row').nth(index).click();
  const detail = page.getByTestId('mention-detail');
  await expect(detail.getByRole('heading', { level: 4 }).locator('mark').first()).toHaveText(
    new RegExp(`^${word}$`, 'i'),
  );
  await expect(detail.getByTestId('mention-text')).toContainText(new RegExp(`\\b${word}\\b`, 'i'));
  await expect(detail.getByTestId('mention-text').locator('mark')).toHaveCount(0);
});

test('saved view names differing only in case are refused; a pasted title cut to 255 says so', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const name = `Case view ${RUN}`;
  await page.goto(areaUrl(workspaceId, 'mentions', WINDOW));
  await page.getByRole('button', { name: /^Views/ }).click();
  const input = page.getByLabel('Save this view as');
  await input.fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('saved-view').filter({ hasText: name })).toHaveCount(1);
  await input.fill(name.toUpperCase());
  await expect(page.getByTestId('saved-views')).toContainText(
    `“${name}” exists already: names differing only in case are not told apart`,
  );
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await input.press('Enter');
  await expect(page.getByTestId('saved-view').filter({ hasText: new RegExp(name, 'i') })).toHaveCount(1);
  // Tidy: the team desk keeps every journey's views.
  await page.getByRole('button', { name: `Delete “${name}”` }).click();
  await expect(page.getByTestId('saved-view').filter({ hasText: name })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/workspaces');
  await page.getByRole('button', { name: 'New workspace' }).click();
  const title = page.getByRole('dialog', { name: 'New workspace' }).getByRole('textbox', { name: 'Title' });
  await page.evaluate((text) => navigator.clipboard.writeText(text), 'x'.repeat(300));
  await title.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(title).toHaveValue('x'.repeat(255));
  await expect(page.getByRole('dialog', { name: 'New workspace' })).toContainText(
    '255 / 255 characters. The pasted text was cut to 255 characters: its last 45 characters do not fit.',
  );
});

test('a 249-letter workspace title: /pulse stays within 1440 px, and on a phone the mentions heading unfolds it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `${'Supercalifragilistic'.repeat(12)}${RUN}`.slice(0, 249);
  const res = await apiWrite(request, 'POST', '/workspaces', { title, query: 'battery', channels: ['news'] });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  try {
    await page.goto('/pulse');
    await expect(page.getByTestId('pulse-title').filter({ hasText: title })).toBeVisible();
    await expectNoHorizontalScroll(page, '/pulse at 1440 px');

    await page.setViewportSize({ width: 390, height: 844 });
    const heading = page.getByRole('heading', { level: 1 }).getByRole('button');
    // A name that fits a phone's line is not cut: the actions beside it wrap under it.
    await page.goto(areaUrl(workspaceId, 'mentions', WINDOW));
    await expect(page.getByTestId('chart-these-mentions')).toBeVisible();
    await expect(heading).toContainText('Mentions · ');
    expect(await heading.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);

    await page.goto(areaUrl(id, 'mentions', WINDOW));
    await expect(heading).toHaveAttribute('title', `Mentions · ${title}`);
    const cut = (await heading.boundingBox())!.height;
    await heading.click();
    await expect(heading).toHaveAttribute('aria-expanded', 'true');
    expect((await heading.boundingBox())!.height).toBeGreaterThan(cut * 3);
    await expectNoHorizontalScroll(page, 'mentions at 390 px, the name unfolded');
  } finally {
    await apiWrite(request, 'DELETE', `/workspaces/${id}`);
  }
});

test('a mention row filters for its domain and out its channel from its own menu', async ({ page }) => {
  test.setTimeout(150_000);
  const [first] = await apiGet<{ domain?: string | null; channels: string[] }[]>(
    `/workspaces/${workspaceId}/mentions`,
    { ...WINDOW, limit: 1 },
  );
  const domain = first!.domain!;
  const channel = first!.channels[0]!;
  const byDomain = await apiCount({ domains: [domain] });
  const notChannel = await apiCount({ domains: [domain], channels: CHANNELS.filter((c) => c !== channel) });

  await page.goto(areaUrl(workspaceId, 'mentions', WINDOW));
  const row = page.getByTestId('mention-row').first();
  await row.getByTestId('row-filter-button').click();
  const menu = page.getByTestId('row-filter-menu');
  await menu.getByRole('menuitem', { name: 'Filter for this domain' }).click();
  await expect(pillOf(page, 'domains')).toHaveText(`Domain is ${domain}`);
  await expectCount(page, byDomain);
  // The row's click opened nothing: the menu's button is its own.
  await expect(page.getByTestId('mention-detail')).toHaveCount(0);

  // The first row is still the API's first mention (it has that domain), so the channel is its.
  await page.getByTestId('mention-row').first().getByTestId('row-filter-button').click();
  await menu.getByRole('menuitem', { name: 'Filter out this channel' }).first().click();
  await expect(pillOf(page, 'channels')).toContainText('Channel is not');
  await expectCount(page, notChannel);
});
