import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { planCoordination } from '../server/seed/coordination';
import { SOCIAL_CHANNELS, phraseExpression } from '../src/analysis/coordination/scope-query';
import { spikeWhen } from '../src/analysis/spikes/spike-window';
import { HOUR } from '../src/lib/time-units';
import {
  apiGet,
  areaUrl,
  expectNoHorizontalScroll,
  keepScreenshot,
  signIn,
  test,
  useColorScheme,
} from './support';

/**
 * The coordination area against the seeded reference server: the seed plants a copy-paste ring, a
 * link-sharing ring, an organic burst and a story hopping Telegram → X → news
 * (server/seed/coordination.ts, planned from the e2e server's DEMO_SEED and DEMO_NOW). The finder
 * must recover the rings' accounts and leave the burst alone; the trace must give the story's
 * first sightings in order and find it in the second workspace with the API's count.
 */
const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY = 86_400_000;
const PLAN = planCoordination(7, NOW);
const iso = (ms: number) => new Date(ms).toISOString();
const RING_DAY = { since: iso(PLAN.ringDay), to: iso(PLAN.ringDay + DAY - 1000), tz: 'utc' };
const MONTH = { since: iso(NOW - 30 * DAY), to: iso(NOW), tz: 'utc' };

type Distribution = { totalCount: number };
let election = 0;
let cyber = 0;

test.beforeAll(async () => {
  // By title: other journeys on the same server may add or reorder workspaces.
  const workspaces = await apiGet<{ id: number; title: string }[]>('/workspaces');
  election = workspaces.find((w) => w.title === 'Election integrity')!.id;
  cyber = workspaces.find((w) => w.title === 'Cyber attacks')!.id;
});

async function flaggedAccounts(page: Page): Promise<string[]> {
  const groups = page.getByTestId('coordination-group');
  const texts = await groups.getByTestId('group-accounts').allTextContents();
  return texts.flatMap((t) =>
    t
      .replace(/^Accounts: /, '')
      .replace(/ and \d+ more$/, '')
      .split(', '),
  );
}

test('the finder recovers the planted rings, not the organic burst, each against its chance baseline', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(areaUrl(election, 'coordination', RING_DAY));
  const social = await apiGet<Distribution>(`/workspaces/${election}/analytics/distribution`, {
    since: RING_DAY.since,
    to: RING_DAY.to,
    group_by: 'channels',
    channels: [...SOCIAL_CHANNELS],
  });
  // A small scope starts at once; the summary counts what the API holds.
  await expect(page.getByTestId('coordination-summary')).toContainText(
    `${social.totalCount.toLocaleString('en')} posts`,
    { timeout: 60_000 },
  );
  const groups = page.getByTestId('coordination-group');
  await expect(groups).toHaveCount(2);
  const planted = new Set([...PLAN.copyRing, ...PLAN.linkRing]);
  const flagged = new Set(await flaggedAccounts(page));
  const hits = [...flagged].filter((a) => planted.has(a)).length;
  expect(hits / flagged.size, 'precision').toBeGreaterThanOrEqual(0.9);
  expect(hits / planted.size, 'recall').toBeGreaterThanOrEqual(0.9);
  expect(
    [...flagged].filter((a) => PLAN.organic.includes(a)),
    'organic burst',
  ).toEqual([]);
  await expect(groups.first().getByTestId('group-baseline')).toContainText(
    /\d+ co-posts observed, [\d.]+ expected/,
  );
  await expect(page.getByText('coordination signal', { exact: false }).first()).toBeVisible();

  // One click opens exactly the group's mentions.
  const show = groups.first().getByRole('button', { name: /^Show the \d+ mentions$/ });
  const n = Number((await show.textContent())!.match(/\d+/)![0]);
  await show.click();
  await expect(page.getByTestId('group-mentions').locator('tbody tr')).toHaveCount(n);
  await page.keyboard.press('Escape');

  // Thresholds live in the URL: more accounts than either ring has flags nothing.
  const accounts = page.getByLabel('Minimum accounts');
  await accounts.fill('15');
  await expect(page).toHaveURL(/coAccounts=15/);
  await expect(page.getByText('No coordination signal at these thresholds')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Minimum accounts')).toHaveValue('15');
  await expect(page.getByText('No coordination signal at these thresholds')).toBeVisible({ timeout: 60_000 });
});

test('the trace gives the story’s first sightings in hop order, and where else holds it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(areaUrl(election, 'coordination', MONTH, { coView: 'trace', trace: PLAN.story.phrase }));
  const hm = (ms: number) => iso(ms).slice(11, 16);
  const dm = (ms: number) => `Nov ${new Date(ms).getUTCDate()}`;
  const { telegram, twitter, news } = PLAN.story;
  const sameDay = dm(news) === dm(twitter);
  await expect(page.getByTestId('hop-line')).toHaveText(
    `Telegram ${dm(telegram)} ${hm(telegram)} → X (Twitter) ${hm(twitter)} → News ${sameDay ? '' : `${dm(news)} `}${hm(news)}`,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('hop-lags')).toContainText('Telegram → X (Twitter) after');
  // The figure: an SVG on white titled with the same hops.
  const hops = (await page.getByTestId('hop-line').textContent())!;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'SVG', exact: true }).click(),
  ]);
  const svg = readFileSync((await download.path())!, 'utf8');
  expect(svg).toContain(`>${hops}</text>`);
  expect(svg).toContain('not causation');
  await expect(page.getByText('First seen in this data')).toBeVisible();
  const elsewhere = await apiGet<Distribution>(`/workspaces/${cyber}/analytics/distribution`, {
    since: MONTH.since,
    to: MONTH.to,
    filter_expression: phraseExpression(PLAN.story.phrase),
    group_by: 'channels',
  });
  expect(elsewhere.totalCount).toBeGreaterThan(0);
  const row = page.getByTestId('where-else').getByRole('row', { name: /Cyber attacks/ });
  await expect(row).toContainText(elsewhere.totalCount.toLocaleString('en'), { timeout: 60_000 });
});

/** Twenty days before the rings' day to five after: the day is flagged against its history. */
const SPIKE_MONTH = {
  since: iso(PLAN.ringDay - 20 * DAY),
  to: iso(PLAN.ringDay + 5 * DAY - 1000),
  tz: 'utc',
};
const RING_FLAG = new RegExp(`^Explain the spike of\\s*${spikeWhen(iso(PLAN.ringDay), 'day', 'UTC')}\\s*:`);
const SHARE =
  /^(\d+) % of the excess \((\d+) of (\d+) mentions above the usual\) came from 24 accounts posting 4 near-identical texts and 4 shared links within 60 s/;

test('the spike of the rings’ day is explained with its coordinated share, in the panel and in the finder', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto(
    areaUrl(election, 'charts', SPIKE_MONTH, { measure: 'timeline', chart: 'line', interval: 'day' }),
  );
  const flag = page.getByTestId('spike-flags').getByRole('button', { name: RING_FLAG });
  await flag.click({ timeout: 60_000 });
  const panel = page.getByTestId('spike-panel');
  // The panel reads the day's social mentions (a small scope: at once) and runs the finder's model.
  const social = await apiGet<Distribution>(`/workspaces/${election}/analytics/distribution`, {
    since: RING_DAY.since,
    to: RING_DAY.to,
    group_by: 'channels',
    channels: [...SOCIAL_CHANNELS],
  });
  const coordinated = panel.getByRole('region', { name: 'Coordinated share' });
  await expect(coordinated).toContainText(
    `${social.totalCount.toLocaleString('en')} social mentions in scope`,
    { timeout: 60_000 },
  );
  const inPanel = panel.getByTestId('spike-coordination-driver');
  await expect(inPanel).toContainText(SHARE, { timeout: 60_000 });
  // The rings' 96 posts, as a share of the excess the explanation computed.
  const said = (await inPanel.textContent())!;
  const [, pct, posts, excess] = said.match(SHARE)!;
  expect(Number(posts)).toBe(PLAN.copyRing.length * 4 + PLAN.linkRing.length * 4);
  expect(Number(pct)).toBe(Math.round(Math.min(1, Number(posts) / Number(excess)) * 100));

  // The finder over the spike's window says the same (from the cached read: no second read).
  await panel.getByTestId('spike-coordination-link').click();
  await expect(page).toHaveURL(/\/coordination\?/);
  await expect(page.getByTestId('spike-driver')).toHaveText(said, { timeout: 60_000 });
});

test('the organic burst’s hour is a spike with no coordinated share', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  // Three UTC days ending with the rings' day: flagged hour by hour.
  const w = { since: iso(PLAN.ringDay - 2 * DAY), to: iso(PLAN.ringDay + DAY - 1), tz: 'utc' };
  const burstHour = iso(Math.floor(PLAN.organicStart / HOUR) * HOUR);
  await page.goto(areaUrl(election, 'mentions', w));
  const histogram = page.getByTestId('volume-histogram');
  await expect(histogram).toHaveAttribute('data-loaded', 'true', { timeout: 60_000 });
  await histogram
    .locator(`[data-testid="histogram-flag"][data-at="${burstHour}"]`)
    .click({ timeout: 60_000 });
  const panel = page.getByTestId('spike-panel');
  await expect(panel).toContainText(`Why ${spikeWhen(burstHour, 'hour', 'UTC')}?`);
  await expect(panel.getByTestId('spike-coordination-driver')).toHaveText(
    'None of the excess came from a coordination signal at these thresholds.',
    { timeout: 60_000 },
  );
  // It did read the burst: its accounts are in the hour's social mentions.
  const hour = await apiGet<Distribution>(`/workspaces/${election}/analytics/distribution`, {
    since: burstHour,
    to: iso(Date.parse(burstHour) + HOUR - 1),
    group_by: 'channels',
    channels: [...SOCIAL_CHANNELS],
  });
  expect(hour.totalCount).toBeGreaterThanOrEqual(40);
  await expect(panel.getByRole('region', { name: 'Coordinated share' })).toContainText(
    `${hour.totalCount.toLocaleString('en')} social mentions in scope`,
  );
});

/** The whole page too (the groups and the trace's tables are below the fold on a phone). */
const fullPage = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}-full.png`, fullPage: true });

test('screenshots: finder and trace, light and dark, wide and narrow @screenshots', async ({ page }) => {
  await signIn(page);
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 1000 : 844 });
      await page.goto(areaUrl(election, 'coordination', RING_DAY));
      await useColorScheme(page, scheme);
      await expect(page.getByTestId('coordination-group').first()).toBeVisible({ timeout: 60_000 });
      await expectNoHorizontalScroll(page, `finder ${width}`);
      await keepScreenshot(page, `coordination-finder-${scheme}-${width}`);
      await fullPage(page, `coordination-finder-${scheme}-${width}`);
      await page.goto(
        areaUrl(election, 'coordination', MONTH, { coView: 'trace', trace: PLAN.story.phrase }),
      );
      await expect(page.getByTestId('hop-line')).toBeVisible({ timeout: 60_000 });
      await expectNoHorizontalScroll(page, `trace ${width}`);
      await keepScreenshot(page, `coordination-trace-${scheme}-${width}`);
      await fullPage(page, `coordination-trace-${scheme}-${width}`);
      // The spike panel's coordinated share, on the rings' day.
      await page.goto(areaUrl(election, 'charts', SPIKE_MONTH, { measure: 'timeline', interval: 'day' }));
      await page
        .getByTestId('spike-flags')
        .getByRole('button', { name: RING_FLAG })
        .click({ timeout: 60_000 });
      await expect(page.getByTestId('spike-coordination-driver')).toBeVisible({ timeout: 60_000 });
      await page.getByRole('region', { name: 'Coordinated share' }).scrollIntoViewIfNeeded();
      await keepScreenshot(page, `coordination-spike-panel-${scheme}-${width}`);
    }
  }
});
