import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { defaultParseSearch } from '@tanstack/react-router';
import { formatChange, periodChange, previousWindow } from '../src/analysis/charts/period-change';
import { apiGet, areaUrl, signIn, test } from './support';
import { HOUR } from '../src/lib/time-units';

/**
 * The narrative explorer against the real reference server and its seeded database. The window
 * is fixed (range=custom) so the page and the direct API calls ask exactly the same question.
 */
const TO = new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString();
const SINCE = new Date(Date.parse(TO) - 30 * 24 * HOUR).toISOString();
const WINDOW = { since: SINCE, to: TO };
const ARTIFACTS = 'e2e-artifacts';
const SORTS = [
  ['relevancy', 'Relevancy'],
  ['mentionCount', 'Mentions'],
  ['created', 'Newest'],
  ['favorite', 'Favourites'],
] as const;
const BREAKDOWNS = ['channels', 'domains', 'authors', 'languages'] as const;

type Narrative = { id: number; aggregations: { mentionCount: number; relevancyScore: number } };
type Distribution = { totalCount: number; groups: { key: string; count: number }[] };
type Timeline = { totalCount: number };
type Mention = { id: number; enrichments: { narratives: { id: number; confidence: number }[] } };

let workspaceId = 0;

const viewUrl = (area: string, search: Record<string, unknown> = {}) =>
  areaUrl(workspaceId, area, WINDOW, search);

const narrativesOf = (query: Record<string, unknown>) =>
  apiGet<Narrative[]>(`/workspaces/${workspaceId}/narratives`, { ...WINDOW, limit: 20, offset: 0, ...query });

async function rowIds(page: Page): Promise<number[]> {
  return page
    .getByTestId('narrative-row')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-narrative-id'))));
}

test.beforeAll(async () => {
  // The demo workspace with the most narratives in the window.
  const workspaces = await apiGet<{ id: number }[]>('/workspaces');
  let best = -1;
  for (const w of workspaces) {
    const list = await apiGet<Narrative[]>(`/workspaces/${w.id}/narratives`, WINDOW);
    if (list.length > best) [best, workspaceId] = [list.length, w.id];
  }
  expect(best).toBeGreaterThan(1);
  mkdirSync(ARTIFACTS, { recursive: true });
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('sorting by each key shows the API order; counts and scores match', async ({ page }) => {
  await page.goto(viewUrl('narratives'));
  await expect(page.getByTestId('narrative-row').first()).toBeVisible();
  for (const [sort, label] of SORTS) {
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    // The select already on this order has nothing to pick: only another order is chosen.
    if ((await sortBy.inputValue()) !== label) {
      await sortBy.click();
      await page.getByRole('option', { name: label, exact: true }).click();
    }
    await expect(sortBy).toHaveValue(label);
    const expected = await narrativesOf({ sort });
    await expect.poll(() => rowIds(page)).toEqual(expected.map((n) => n.id));
    const search = defaultParseSearch(new URL(page.url()).search) as Record<string, unknown>;
    expect(search.sort).toBe(sort === 'relevancy' ? undefined : sort);
    const first = page.getByTestId('narrative-row').first();
    await expect(first.getByTestId('narrative-mention-count')).toHaveText(
      expected[0]!.aggregations.mentionCount.toLocaleString('en-US'),
    );
    await expect(first.getByTestId('narrative-relevancy')).toHaveText(
      expected[0]!.aggregations.relevancyScore.toFixed(2),
    );
  }
  // The favourite status is read-only: an image with a label, never a button.
  await expect(page.getByTestId('favorite-status').first()).toHaveAttribute('role', 'img');
});

test('the channel filter narrows the list like the API', async ({ page }) => {
  await page.goto(viewUrl('narratives', { channels: ['news'] }));
  const expected = await narrativesOf({ channels: ['news'] });
  await expect.poll(() => rowIds(page)).toEqual(expected.map((n) => n.id));
  await expect(page.getByTestId('narrative-mention-count').first()).toHaveText(
    expected[0]!.aggregations.mentionCount.toLocaleString('en-US'),
  );
});

test('sparklines are fetched as rows come into view, not all at once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 520 });
  const timelineCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/analytics/timeline')) timelineCalls.push(r.url());
  });
  await page.goto(viewUrl('narratives'));
  const rows = page.getByTestId('narrative-row');
  await expect(page.locator('[data-testid="narrative-sparkline"][data-loaded="true"]').first()).toBeVisible();
  const total = await rows.count();
  const early = timelineCalls.length;
  expect(early).toBeGreaterThan(0);
  expect(early).toBeLessThan(total);
  await rows.last().scrollIntoViewIfNeeded();
  await expect(rows.last().getByTestId('narrative-sparkline')).toHaveAttribute('data-loaded', 'true');
  expect(timelineCalls.length).toBeGreaterThan(early);
});

test('a narrative: breakdowns match the distribution, mentions by confidence, to the mention browser and back', async ({
  page,
}) => {
  await page.goto(viewUrl('narratives', { sort: 'mentionCount' }));
  const firstId = (await narrativesOf({ sort: 'mentionCount' }))[0]!.id;
  await page.getByTestId('narrative-row').first().getByTestId('narrative-title').click();
  await expect(page).toHaveURL(new RegExp(`/w/${workspaceId}/narratives/${firstId}\\?`));

  for (const groupBy of BREAKDOWNS) {
    const api = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
      ...WINDOW,
      'narratives.id': [firstId],
      group_by: groupBy,
      limit: 10,
    });
    const table = page.getByTestId(`breakdown-${groupBy}`);
    const rows = table.getByTestId('breakdown-row');
    await expect(rows).toHaveCount(api.groups.length);
    const shown = await rows.evaluateAll((els) =>
      els.map((e) => [
        e.getAttribute('data-key'),
        e.querySelector('[data-testid="breakdown-count"]')?.textContent,
      ]),
    );
    expect(shown).toEqual(api.groups.map((g) => [g.key, g.count.toLocaleString('en-US')]));
  }

  const mentions = page.getByTestId('narrative-mention');
  await expect(mentions.first()).toBeVisible();
  const confidences = (
    await mentions.evaluateAll((els) => els.map((e) => e.getAttribute('data-confidence')))
  ).map(Number);
  expect(confidences.length).toBeGreaterThan(1);
  expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
  const apiMentions = await apiGet<Mention[]>(`/workspaces/${workspaceId}/mentions`, {
    ...WINDOW,
    'narratives.id': [firstId],
    sort: 'confidence',
    limit: 50,
  });
  expect(confidences).toEqual(
    apiMentions.map((m) => m.enrichments.narratives.find((n) => n.id === firstId)!.confidence),
  );
  await expect(mentions.first()).toContainText(/Defining|Related|Borderline/);

  await page.getByTestId('open-in-mentions').click();
  await expect(page).toHaveURL(new RegExp(`/w/${workspaceId}/mentions\\?`));
  const search = defaultParseSearch(new URL(page.url()).search) as Record<string, unknown>;
  expect(search['narratives.id']).toEqual([firstId]);
  expect(search.sort).toBe('confidence');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/narratives/${firstId}`));
  await page.getByTestId('back-to-narratives').click();
  await expect(page.getByTestId('narrative-row').first()).toBeVisible();
});

test('compare with the previous period shows the API figures of both windows', async ({ page }) => {
  const id = (await narrativesOf({ sort: 'mentionCount' }))[0]!.id;
  const before = previousWindow(WINDOW);
  const count = (w: typeof WINDOW, extra: Record<string, unknown> = {}) =>
    apiGet<Timeline>(`/workspaces/${workspaceId}/analytics/timeline`, {
      ...w,
      'narratives.id': [id],
      ...extra,
    }).then((t) => t.totalCount);
  const bots = { bot_ratings: ['likely', 'very_likely', 'almost_certain'] };
  const [now, prev, botsNow, botsPrev] = await Promise.all([
    count(WINDOW),
    count(before),
    count(WINDOW, bots),
    count(before, bots),
  ]);

  await page.goto(viewUrl(`narratives/${id}`));
  // The switch is URL-controlled: click it and wait for the state rather than `.check()`, which
  // fails when the navigation has not re-rendered it by the time Playwright looks.
  const compareSwitch = page.getByRole('switch', { name: 'Compare with the previous period' });
  await compareSwitch.click({ force: true });
  await expect(compareSwitch).toBeChecked();
  await expect(page).toHaveURL(/compare=true/);
  await expect(page.getByTestId('total-mentions-current')).toHaveText(now.toLocaleString('en-US'));
  await expect(page.getByTestId('total-mentions-previous')).toHaveText(prev.toLocaleString('en-US'));
  await expect(page.getByTestId('total-mentions-change')).toHaveText(formatChange(periodChange(now, prev)));
  await expect(page.getByTestId('total-bots-current')).toHaveText(botsNow.toLocaleString('en-US'));
  await expect(page.getByTestId('total-bots-previous')).toHaveText(botsPrev.toLocaleString('en-US'));

  // Channel rows: the previous column is the previous window's count for the same channel.
  const channels = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    ...before,
    'narratives.id': [id],
    group_by: 'channels',
  });
  const previousOf = new Map(channels.groups.map((g) => [g.key, g.count]));
  const rows = page.getByTestId('breakdown-channels').getByTestId('breakdown-row');
  await expect(rows.first().getByTestId('breakdown-previous')).not.toHaveText('…');
  const shown = await rows.evaluateAll((els) =>
    els.map((e) => [
      e.getAttribute('data-key'),
      e.querySelector('[data-testid="breakdown-previous"]')?.textContent,
    ]),
  );
  expect(shown).toEqual(shown.map(([key]) => [key, (previousOf.get(key!) ?? 0).toLocaleString('en-US')]));
});

test('an empty window explains itself and widens to 90 days in one click', async ({ page }) => {
  await page.goto(
    areaUrl(workspaceId, 'narratives', { since: '2020-01-01T00:00:00.000Z', to: '2020-01-02T00:00:00.000Z' }),
  );
  await expect(page.getByRole('heading', { name: 'No narratives in this window' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the last 90 days' }).click();
  await expect(page).toHaveURL(/range=90d/);
  await expect(page.getByTestId('narrative-row').first()).toBeVisible();
});

test('screenshots: light and dark, wide and narrow @screenshots', async ({ page }) => {
  test.setTimeout(180_000);
  const id = (await narrativesOf({ sort: 'mentionCount' }))[0]!.id;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [name, width] of [
      ['wide', 1440],
      ['narrow', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(viewUrl('narratives'));
      await expect(
        page.locator('[data-testid="narrative-sparkline"][data-loaded="true"]').first(),
      ).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS}/narratives-list-${scheme}-${name}.png`, fullPage: true });
      await page.goto(viewUrl(`narratives/${id}`, { compare: true }));
      await expect(page.getByTestId('narrative-mention').first()).toBeVisible();
      await expect(page.getByTestId('total-mentions-previous')).not.toHaveText('…');
      await page.screenshot({ path: `${ARTIFACTS}/narrative-detail-${scheme}-${name}.png`, fullPage: true });
    }
  }
});
