import { expect, type Page } from '@playwright/test';
import { allStories } from '../server/seed/story-text';
import { planSpikes } from '../server/seed/spikes';
import { planSpikeSeries, seriesFromAnswers } from '../src/analysis/spikes/spike-buckets';
import { detectSpikes } from '../src/analysis/spikes/spike-detection';
import { spikeWhen } from '../src/analysis/spikes/spike-window';
import { apiGet, areaUrl, keepScreenshot, signIn, test } from './support';
import { DAY, HOUR } from '../src/lib/time-units';

/**
 * Short windows are flagged hour by hour (the reference server takes `interval=hour`): the seeded
 * bot campaign (a few hours of coordinated posts, server/seed/spikes.ts) is flagged on its hour in
 * the mention browser's histogram, explained over that hour, and its drivers open exactly that
 * hour's mentions; the narrative detail draws hours and its spike marks open on the chart.
 */
const SPIKES = planSpikes(7, Date.parse('2026-11-20T12:00:00Z'), 66_000, allStories());
const botDay = SPIKES.find((s) => s.topic === 'energy' && s.kind === 'bots')!.day;
const narrativeDay = SPIKES.find((s) => s.topic === 'energy' && s.kind === 'narrative')!.day;
const iso = (ms: number) => new Date(ms).toISOString();
/** Three UTC days ending with the spike's day: short enough for hourly buckets. */
const windowOf = (day: number) => ({ since: iso(day - 2 * DAY), to: iso(day + DAY - 1) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hourWindow = (start: string) => ({ since: start, to: iso(Date.parse(start) + HOUR - 1) });

type Timeline = { totalCount: number; buckets: { date: string; count: number }[] };
let workspaceId = 0;

const url = (area: string, w: { since: string; to: string }) =>
  areaUrl(workspaceId, area, { ...w, tz: 'utc' });

/** The dashboard's hourly flags, computed here from the API's own hourly answer. */
async function expectedHourlyFlags(w: { since: string; to: string }, filters: Record<string, unknown> = {}) {
  const plan = planSpikeSeries({ ...w, hourly: 'supported' });
  expect(plan.mode).toBe('interval');
  const answer = await apiGet<Timeline>(`/workspaces/${workspaceId}/analytics/timeline`, {
    ...filters,
    ...plan.requests[0]!,
  } as Record<string, string>);
  const series = seriesFromAnswers(plan, [answer]);
  if (!series.ok) throw new Error(series.reason);
  return detectSpikes(series.series, { interval: 'hour', flagFrom: plan.flagFrom });
}

test.beforeAll(async () => {
  const workspaces = await apiGet<{ id: number; title: string }[]>('/workspaces');
  workspaceId = workspaces.find((w) => w.title === 'Energy transition')!.id;
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("the histogram flags the bot campaign's hour and shows the workspace's annotations; the hour is explained and its drivers open exactly its mentions", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const w = windowOf(botDay);
  const flags = await expectedHourlyFlags(w);
  const hourly = await apiGet<Timeline>(`/workspaces/${workspaceId}/analytics/timeline`, {
    ...w,
    interval: 'hour',
  });
  const busiest = [...hourly.buckets].sort((a, b) => b.count - a.count)[0]!;
  const campaign = flags.find((f) => Date.parse(f.date) === Date.parse(busiest.date))!;
  expect(campaign, 'the campaign hour is flagged').toBeTruthy();

  // An annotation of this workspace (as the annotations menu stores it) shows on the histogram.
  const label = 'Tariff vote';
  const now = new Date().toISOString();
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [
      `nd.annotations.v1.${workspaceId}`,
      JSON.stringify([{ id: 'e2e-1', label, note: '', start: iso(botDay), createdAt: now, updatedAt: now }]),
    ],
  );
  await page.goto(url('mentions', w));
  const histogram = page.getByTestId('volume-histogram');
  await expect(histogram).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
  await expect(histogram.getByTestId('histogram-bar')).toHaveCount(72);
  await expect(histogram.getByTestId('histogram-flag')).toHaveCount(flags.length, { timeout: 30_000 });
  await expect(histogram.getByTestId('histogram-annotation')).toHaveText(label);
  const flag = histogram.locator(`[data-testid="histogram-flag"][data-at="${campaign.date}"]`);
  await expect(flag).toHaveAccessibleName(
    new RegExp(`^Explain the spike of ${escape(spikeWhen(campaign.date, 'hour', 'UTC'))}`),
  );
  await screens(page, 'explain-hourly-histogram', histogram);

  await flag.click();
  const panel = page.getByRole('dialog');
  await expect(panel).toContainText(`Why ${spikeWhen(campaign.date, 'hour', 'UTC')}?`);
  await expect(panel.getByTestId('spike-summary')).toContainText(
    `${campaign.count.toLocaleString('en-US')} mentions`,
    { timeout: 30_000 },
  );
  // A channel driver: the mention browser lists exactly its mentions of that hour, as does the API.
  const row = panel.getByTestId('drivers-channels').getByRole('row').nth(1);
  const spikeCount = Number((await row.getByTestId('driver-spike-count').innerText()).replace(/\D/g, ''));
  const href = decodeURIComponent((await row.getByTestId('driver-link').getAttribute('href'))!);
  const channels = JSON.parse(/channels=(\[[^\]]*\])/.exec(href)![1]!) as string[];
  const api = await apiGet<Timeline>(`/workspaces/${workspaceId}/analytics/timeline`, {
    ...hourWindow(campaign.date),
    channels,
  });
  expect(spikeCount).toBe(api.totalCount);
  await row.getByTestId('driver-link').click();
  await expect(page).toHaveURL(/\/mentions\?/);
  const search = () => new URL(page.url()).searchParams;
  expect([search().get('since'), search().get('to')]).toEqual([campaign.date, hourWindow(campaign.date).to]);
  await expect(page.getByTestId('mention-count')).toHaveText(
    `${spikeCount.toLocaleString('en')} mentions match`,
    {
      timeout: 30_000,
    },
  );
});

test('the narrative detail draws a short window hour by hour; a spike mark on the chart opens its explanation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const w = windowOf(narrativeDay);
  const byNarrative = await apiGet<{ groups: { key: string; count: number }[] }>(
    `/workspaces/${workspaceId}/analytics/distribution`,
    { since: iso(narrativeDay), to: iso(narrativeDay + DAY - 1), group_by: 'narratives.id' },
  );
  const lead = [...byNarrative.groups].sort((a, b) => b.count - a.count)[0]!;
  const flags = await expectedHourlyFlags(w, { 'narratives.id': [Number(lead.key)] });
  expect(flags.length).toBeGreaterThan(0);

  await page.goto(url(`narratives/${lead.key}`, w));
  const chart = page.getByTestId('narrative-volume-chart');
  await expect(chart).toContainText('Mentions per hour (UTC)', { timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Flagged hours' }).getByRole('button')).toHaveCount(
    flags.length,
    {
      timeout: 30_000,
    },
  );
  const marks = chart.getByRole('button', { name: /^Explain: Spike/ });
  await expect(marks).toHaveCount(flags.length);
  await screens(page, 'explain-hourly-narrative', chart);
  await marks.first().click();
  const panel = page.getByRole('dialog');
  await expect(panel).toContainText(`Why ${spikeWhen(flags[0]!.date, 'hour', 'UTC')}?`);
  await expect(panel.getByTestId('spike-summary')).toContainText(
    `${flags[0]!.count.toLocaleString('en-US')} mentions`,
    { timeout: 30_000 },
  );
});

/** Light and dark, wide and narrow, kept for people to look at. */
async function screens(page: Page, name: string, target: ReturnType<Page['getByTestId']>) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await target.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `${name}-${scheme}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
}
