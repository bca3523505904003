import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { defaultParseSearch } from '@tanstack/react-router';
import { BOT_LIKE_RATINGS } from '../src/api/schemas/common';
import {
  apiGet,
  areaUrl,
  deskUrl,
  expectNoHorizontalScroll,
  keepScreenshot,
  openReport,
  runStamp,
  signIn,
  test,
  useColorScheme,
} from './support';
import { DAY } from '../src/lib/time-units';

const RUN = runStamp();

/**
 * Share of voice on the seeded data: three workspaces compared per day, every cell equal to the
 * API's timeline of that workspace for that day (and the share bar to its totals), shares summing
 * to 100 % per bucket, a cell opening exactly its mentions, and the view surviving a reload, a
 * saved view and a pin to a report (whose PowerPoint carries the chart). Each workspace's bot
 * share equals the API's count of bot-rated mentions over its total, and opens those mentions.
 */

type Workspace = { id: number; title: string };
type Timeline = { totalCount: number; buckets: { date: string; count: number }[] };

// Whole UTC days, so bucket i of the table is day i of the window (days are UTC days).
const SINCE = '2026-10-22T00:00:00.000Z';
const TO = '2026-11-20T23:59:59.999Z';
const DAYS = 30;
const ART = 'e2e-artifacts/share-of-voice';

let chosen: Workspace[] = [];
const perDay = new Map<number, number[]>();
const totals = new Map<number, number>();

test.beforeAll(async () => {
  mkdirSync(ART, { recursive: true });
  const all = await apiGet<Workspace[]>('/workspaces');
  chosen = [...all].sort((a, b) => a.id - b.id).slice(0, 3);
  expect(chosen).toHaveLength(3);
  for (const w of chosen) {
    const t = await apiGet<Timeline>(`/workspaces/${w.id}/analytics/timeline`, { since: SINCE, to: TO });
    const days = Array.from({ length: DAYS }, () => 0);
    for (const b of t.buckets) days[Math.floor((Date.parse(b.date) - Date.parse(SINCE)) / DAY)]! += b.count;
    perDay.set(w.id, days);
    totals.set(w.id, t.totalCount);
  }
});

const WINDOW = { since: SINCE, to: TO, tz: 'utc' };
/** Share of voice over the chosen workspaces in WINDOW, with these search params. */
const voiceUrl = (search: Record<string, unknown>) =>
  deskUrl('/share-of-voice', WINDOW, { ws: chosen.map((w) => w.id), ...search });

const panels = (page: Page) => page.getByTestId('chart-panel');

async function tableOf(panel: Locator) {
  const table = panel.getByTestId('chart-table');
  if (!(await table.isVisible())) await panel.getByRole('button', { name: 'Table', exact: true }).click();
  await expect(table).toBeVisible();
  const header = await table.locator('thead th').allTextContents();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  return { header, rows, table };
}
const num = (s: string) => Number(s.replace(/,/g, ''));

test('three workspaces per day match the API, shares sum to 100 %, a cell opens its mentions', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo', deskUrl('/share-of-voice', WINDOW));
  await expect(page.getByRole('heading', { name: 'Share of voice', level: 1 })).toBeVisible();
  // Chosen with the keyboard: type a title, Enter.
  const picker = page.getByRole('combobox', { name: /^Workspaces \(/ });
  for (const w of chosen) {
    await picker.focus();
    await picker.fill(w.title);
    await page.getByRole('option', { name: w.title, exact: true }).waitFor();
    await picker.press('Enter');
  }
  await expect(page).toHaveURL(
    new RegExp(`ws=${encodeURIComponent(JSON.stringify(chosen.map((w) => w.id)))}`),
  );
  await page.getByText('Counts', { exact: true }).click();

  // Over time: every workspace's count per day equals its own timeline.
  const timeline = await tableOf(panels(page).first());
  expect(timeline.header.slice(2, 5)).toEqual(chosen.map((w) => w.title));
  expect(timeline.rows).toHaveLength(DAYS);
  chosen.forEach((w, k) => {
    expect(timeline.rows.map((r) => num(r[2 + k]!))).toEqual(perDay.get(w.id));
  });
  expect(timeline.rows.map((r) => num(r[1]!))).toEqual(
    Array.from({ length: DAYS }, (_, d) => chosen.reduce((s, w) => s + perDay.get(w.id)![d]!, 0)),
  );

  // The window's share bar: each workspace's total, the shares summing to 100 %.
  const bar = await tableOf(panels(page).nth(1));
  expect(bar.rows.map((r) => [r[0], num(r[1]!)])).toEqual(chosen.map((w) => [w.title, totals.get(w.id)]));
  expect(Math.round(bar.rows.reduce((s, r) => s + num(r[2]!), 0) * 10) / 10).toBe(100);

  // Shares: every non-empty day sums to exactly 100 %.
  await page.getByText('Shares', { exact: true }).click();
  const shares = await tableOf(panels(page).first());
  for (const r of shares.rows) {
    const sum = Math.round((num(r[2]!) + num(r[3]!) + num(r[4]!)) * 10) / 10;
    expect([0, 100]).toContain(sum);
  }

  // The chart's CSV states the question and carries the same numbers (a client opens it alone).
  await panels(page).first().getByRole('button', { name: 'Export' }).click();
  const [csvFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV of the numbers' }).click(),
  ]);
  const csv = readFileSync((await csvFile.path())!, 'utf8');
  writeFileSync(join(ART, 'share-of-voice.csv'), csv);
  expect(csv).toContain('Share of voice per day');
  expect(csv).toContain(chosen.map((w) => w.title).join(' vs '));
  for (const w of chosen) expect(csv).toContain(`${w.title} (%)`);
  await panels(page).first().getByRole('button', { name: 'Export' }).click();
  const [svgFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'SVG image (vector)' }).click(),
  ]);
  const svg = readFileSync((await svgFile.path())!, 'utf8');
  writeFileSync(join(ART, 'share-of-voice.svg'), svg);
  for (const w of chosen) expect(svg).toContain(w.title);

  // A cell opens that workspace's mentions of that day: the list's count is the cell's.
  await page.getByText('Counts', { exact: true }).click();
  const again = await tableOf(panels(page).first());
  const day = perDay.get(chosen[1]!.id)!.findIndex((c) => c > 0);
  const value = perDay.get(chosen[1]!.id)![day]!;
  await again.table.locator('tbody tr').nth(day).locator('td').nth(3).getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/w/${chosen[1]!.id}/mentions\\?`));
  await expect(page.getByTestId('mention-count')).toHaveText(`${value.toLocaleString('en')} mentions match`);
});

test('the view survives a reload, is saved as a view and pinned to a report with its PowerPoint', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The team desk keeps every journey's views and reports: these are named for this run.
  const view = `E2E three voices ${RUN}`;
  await signIn(page, 'demo', voiceUrl({ unit: 'count', by: 'languages' }));
  const first = await tableOf(panels(page).first());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Each workspace by languages' })).toBeVisible();
  expect((await tableOf(panels(page).first())).rows).toEqual(first.rows);
  // The breakdown side by side: one panel per workspace, besides the two comparison charts.
  await expect(panels(page)).toHaveCount(5);

  // Saved as a view, opened again from a workspace page's Views menu.
  const saved = page.url();
  await page.getByRole('button', { name: /^Views/ }).click();
  await page.getByLabel('Save this view as').fill(view);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const row = page.getByTestId('saved-view').filter({ hasText: view });
  await expect(row).toContainText(`${chosen.map((w) => w.title).join(' vs ')} · Share of voice`);
  await page.goto(areaUrl(chosen[0]!.id, 'mentions', WINDOW));
  await page.getByRole('button', { name: /^Views/ }).click();
  await page.getByTestId('saved-view').filter({ hasText: view }).getByRole('link').click();
  await expect(page).toHaveURL(/\/share-of-voice\?/);
  expect(new URL(page.url()).searchParams.get('ws')).toBe(new URL(saved).searchParams.get('ws'));
  expect((await tableOf(panels(page).first())).rows).toEqual(first.rows);

  // Pinned: the share bar goes to a new report and draws there with the same numbers.
  const bar = panels(page).nth(1);
  const barRows = (await tableOf(bar)).rows;
  await bar.getByRole('button', { name: 'Pin to report' }).click();
  const report = `E2E voices ${RUN}`;
  await page.getByLabel('Report name').fill(report);
  await page.getByRole('button', { name: 'Pin chart' }).click();
  await expect(page.getByText('Chart pinned')).toBeVisible();
  await openReport(page, report);
  const pinned = page.getByTestId('chart-panel').filter({ hasText: 'Share of voice' });
  await expect(pinned).toBeVisible();
  expect((await tableOf(pinned)).rows).toEqual(barRows);

  await page.getByRole('button', { name: 'Export report' }).click();
  const item = page.getByRole('menuitem', { name: 'PowerPoint (editable charts)' });
  await expect(item).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), item.click()]);
  const dir = mkdtempSync(join(tmpdir(), 'sov-pptx-'));
  execFileSync('unzip', ['-q', (await download.path())!, '-d', dir]);
  const charts = readdirSync(join(dir, 'ppt', 'charts')).filter((f) => f.endsWith('.xml'));
  const xml = charts.map((f) => readFileSync(join(dir, 'ppt', 'charts', f), 'utf8')).join('\n');
  for (const w of chosen) expect(xml).toContain(w.title);
});

type Distribution = { totalCount: number; groups: { key: string; count: number }[] };
const BOTS: string[] = [...BOT_LIKE_RATINGS];
// The period before the window, of the same length (ending 1 ms before it).
const LENGTH = Date.parse(TO) - Date.parse(SINCE);
const PREV_SINCE = new Date(Date.parse(SINCE) - LENGTH - 1).toISOString();
const PREV_TO = new Date(Date.parse(SINCE) - 1).toISOString();
const oneDecimal = (x: number) => Math.round(x * 10) / 10;

/** The API's own bot share of one workspace and period, with languages = en. */
async function apiBotShare(id: number, since: string, to: string) {
  const query = { since, to, group_by: 'bot_ratings', languages: ['en'] };
  const d = await apiGet<Distribution>(`/workspaces/${id}/analytics/distribution`, query);
  const bots = d.groups.filter((g) => BOTS.includes(g.key)).reduce((s, g) => s + g.count, 0);
  // The same count asked as a filtered total: the bot ratings as a filter.
  const filtered = await apiGet<Distribution>(`/workspaces/${id}/analytics/distribution`, {
    ...query,
    bot_ratings: BOTS,
  });
  expect(filtered.totalCount).toBe(bots);
  const timeline = await apiGet<Timeline>(`/workspaces/${id}/analytics/timeline`, {
    since,
    to,
    languages: ['en'],
  });
  expect(d.totalCount).toBe(timeline.totalCount);
  return { bots, total: d.totalCount, percent: d.totalCount ? oneDecimal((bots / d.totalCount) * 100) : 0 };
}

type Share = Awaited<ReturnType<typeof apiBotShare>>;

test('each workspace’s bot share equals the API’s bot-rated count over its total and opens those mentions', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'demo', voiceUrl({ by: 'bot_ratings', languages: ['en'] }));
  await expect(page.getByRole('heading', { name: 'Each workspace by bot share' })).toBeVisible();
  const figures: { w: Workspace; now: Share; before: Share }[] = [];
  for (const w of chosen) {
    const now = await apiBotShare(w.id, SINCE, TO);
    const before = await apiBotShare(w.id, PREV_SINCE, PREV_TO);
    figures.push({ w, now, before });
    const card = page.locator(`[data-testid="bot-share"][data-workspace-id="${w.id}"]`);
    await expect(card).toContainText(w.title);
    await expect(card.getByTestId('bot-share-value')).toHaveText(`${now.percent.toFixed(1)}%`);
    await expect(card.getByTestId('bot-share-count')).toHaveText(
      `${now.bots.toLocaleString('en-US')} of ${now.total.toLocaleString('en-US')} mentions`,
    );
    const change = oneDecimal(now.percent - before.percent);
    const sign = change > 0 ? '+' : change < 0 ? '−' : '';
    // A period without mentions has no change in points.
    const points = now.total && before.total ? `${sign}${Math.abs(change).toFixed(1)} pp` : '—';
    await expect(card.getByTestId('bot-share-change')).toHaveText(
      `Before: ${before.percent.toFixed(1)}% · ${points}`,
    );
  }
  expect(figures.some((f) => f.now.bots > 1)).toBe(true);

  // With the keyboard: the figure of the workspace with most bots opens exactly its bot-rated mentions.
  const top = [...figures].sort((a, b) => b.now.bots - a.now.bots)[0]!;
  const card = page.locator(`[data-testid="bot-share"][data-workspace-id="${top.w.id}"]`);
  await card.getByTestId('bot-share-link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/w/${top.w.id}/mentions\\?`));
  await expect(page.getByTestId('mention-count')).toHaveText(
    `${top.now.bots.toLocaleString('en')} mentions match`,
  );
  // The previous period's share opens that period's bot-rated mentions.
  const prior = [...figures].sort((a, b) => b.before.bots - a.before.bots)[0]!;
  await page.goBack();
  await page
    .locator(`[data-testid="bot-share"][data-workspace-id="${prior.w.id}"]`)
    .getByTestId('bot-share-previous')
    .click();
  await expect(page).toHaveURL(new RegExp(`/w/${prior.w.id}/mentions\\?`));
  await expect(page.getByTestId('mention-count')).toHaveText(
    `${prior.before.bots.toLocaleString('en')} mentions match`,
  );
});

test('screenshots: light and dark, desktop and phone', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo', voiceUrl({ by: 'bot_ratings' }));
  for (const scheme of ['light', 'dark'] as const) {
    await useColorScheme(page, scheme);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(panels(page).first().getByTestId('chart-canvas')).toBeVisible({ timeout: 30_000 });
      await expect(panels(page).nth(1).getByTestId('chart-canvas')).toBeVisible();
      // No horizontal scrolling on a phone.
      await expectNoHorizontalScroll(page);
      await keepScreenshot(page, `share-of-voice/${scheme}-${width}`);
      await page.getByRole('heading', { name: /^Each workspace by/ }).scrollIntoViewIfNeeded();
      await expect(panels(page).nth(2).getByTestId('chart-canvas')).toBeVisible();
      await expect(page.getByTestId('bot-share-value')).toHaveCount(chosen.length);
      await keepScreenshot(page, `share-of-voice/${scheme}-${width}-breakdowns`);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  }
});

test('one workspace split by a dimension opens in the chart builder as shares over time, with the same window and filters', async ({
  page,
}) => {
  await signIn(page, 'demo', voiceUrl({ languages: ['en'] }));
  const split = page.getByTestId('voice-split');
  await expect(split.getByRole('combobox', { name: 'Workspace' })).toHaveValue(chosen[0]!.title);
  await split.getByRole('combobox', { name: 'Split by' }).click();
  await page.getByRole('option', { name: 'Languages' }).click();
  await split.getByRole('link', { name: 'Open the split in Charts' }).click();

  await expect(page).toHaveURL(new RegExp(`/w/${chosen[0]!.id}/charts\\?`));
  const search = defaultParseSearch(new URL(page.url()).search);
  expect(search).toMatchObject({
    measure: 'timeline',
    breakdown: 'languages',
    unit: 'percent',
    compare: true,
    languages: ['en'],
    since: SINCE,
    to: TO,
  });
  await expect(panels(page).first().getByTestId('chart-canvas')).toBeVisible({ timeout: 30_000 });
});
