import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Download, type Page } from '@playwright/test';
import { allStories } from '../server/seed/story-text';
import { planSpikes } from '../server/seed/spikes';
import { narrativeGrowth, sortByGrowth } from '../src/analysis/pulse/rising-narratives';
import { spikeWhen } from '../src/analysis/spikes/spike-window';
import { apiGet, apiToken, areaUrl, keepScreenshot, openReport, runStamp, signIn, test } from './support';
import { DAY } from '../src/lib/time-units';

const RUN = runStamp();

/**
 * Explain change against the seeded reference server: the seed plants a narrative spike and a
 * bot spike per demo workspace (server/seed/spikes.ts, planned from the e2e server's DEMO_SEED,
 * DEMO_NOW and DEMO_MENTIONS), the chart builder flags them, explains them, links each driver to
 * exactly its mentions; an annotation travels to the narrative detail and into the exports.
 */
const SINCE = '2026-10-21T00:00:00.000Z';
const TO = '2026-11-19T23:59:59.999Z';
const SPIKES = planSpikes(7, Date.parse('2026-11-20T12:00:00Z'), 66_000, allStories());
/** The first demo workspace follows the energy topic (server/seed/workspace-defs.ts). */
const narrativeDay = SPIKES.find((s) => s.topic === 'energy' && s.kind === 'narrative')!.day;
const botDay = SPIKES.find((s) => s.topic === 'energy' && s.kind === 'bots')!.day;
const iso = (ms: number) => new Date(ms).toISOString();
const dayWindow = (day: number) => ({ since: iso(day), to: iso(day + DAY - 1) });

type Distribution = { totalCount: number; groups: { key: string; name: string | null; count: number }[] };
let workspaceId = 0;
/** A view of this run's own (the desk keeps every journey's, and a retry's). */
const VIEW = `Grants spike ${RUN}`;

const WINDOW = { since: SINCE, to: TO, tz: 'utc' };
const url = (area: string, search: Record<string, unknown> = {}) =>
  areaUrl(workspaceId, area, WINDOW, search);
const timelineUrl = () => url('charts', { measure: 'timeline', chart: 'line', interval: 'day' });
const flagOf = (page: Page, day: number) =>
  page.getByTestId('spike-flags').getByRole('button', {
    name: new RegExp(`^Explain the spike of\\s*${spikeWhen(iso(day), 'day', 'UTC')}\\s*:`),
  });

test.beforeAll(async () => {
  // By title: other journeys on the same server may add or reorder workspaces.
  const workspaces = await apiGet<{ id: number; title: string }[]>('/workspaces');
  workspaceId = workspaces.find((w) => w.title === 'Energy transition')!.id;
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('flags the seeded spike days; the narrative spike is explained by its narrative, a driver opens exactly its mentions', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(timelineUrl());
  await expect(flagOf(page, narrativeDay)).toBeVisible({ timeout: 30_000 });
  await expect(flagOf(page, botDay)).toBeVisible();
  // The spike is drawn on the chart, so every export carries it.
  await expect(
    page
      .getByTestId('chart-canvas')
      .getByRole('button', { name: /^Explain: Spike \d+\.\d×, mark \d+$/ })
      .first(),
  ).toBeVisible();

  // The narrative leading the API's own narrative counts of that day is the one the summary names.
  const byNarrative = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    ...dayWindow(narrativeDay),
    group_by: 'narratives.id',
  });
  const lead = [...byNarrative.groups].sort((a, b) => b.count - a.count)[0]!;
  await flagOf(page, narrativeDay).click();
  const panel = page.getByRole('dialog');
  const summary = panel.getByTestId('spike-summary');
  await expect(summary).toContainText('of the excess is the narrative ‘', { timeout: 30_000 });
  expect(lead.name).toBeTruthy();
  await expect(summary).toContainText(lead.name!.slice(0, 20));
  await useScreens(page, 'explain-narrative-spike');

  // The narrative driver's link: the mention browser lists exactly its spike count, as does the API.
  const row = panel.getByTestId('drivers-narratives.id').getByRole('row').nth(1);
  const spikeCount = Number((await row.getByTestId('driver-spike-count').innerText()).replace(/\D/g, ''));
  const apiCount = await apiGet<{ totalCount: number }>(`/workspaces/${workspaceId}/analytics/timeline`, {
    ...dayWindow(narrativeDay),
    'narratives.id': [Number(lead.key)],
  });
  expect(spikeCount).toBe(apiCount.totalCount);
  await row.getByTestId('driver-link').click();
  await expect(page).toHaveURL(/\/mentions\?/);
  await expect(page.getByTestId('mention-count')).toHaveText(
    `${spikeCount.toLocaleString('en')} mentions match`,
    { timeout: 30_000 },
  );
});

test('the bot spike shows the rise of the likely-bot share; a spike mark on the chart opens by keyboard', async ({
  page,
}) => {
  await page.goto(timelineUrl());
  const mark = page
    .getByTestId('chart-canvas')
    .getByRole('button', { name: /^Explain: Spike/ })
    .first();
  await mark.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByTestId('spike-summary')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await flagOf(page, botDay).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByTestId('spike-summary')).toContainText(
    /the share of likely bots rose from \d+ % to \d+ %/,
    { timeout: 30_000 },
  );
  const spike = Number(
    (await panel.getByTestId('spike-bots').locator('p').nth(1).innerText()).replace(/[^\d]/g, ''),
  );
  const usual = Number(
    (await panel.getByTestId('spike-bots').locator('p').nth(4).innerText()).replace(/[^\d]/g, ''),
  );
  expect(spike - usual).toBeGreaterThan(20);
  // Keyboard: Escape closes the panel.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('an annotation added in the chart builder shows in the SVG export, a saved view and the narrative detail', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const label = 'Ministerial statement';
  await page.goto(timelineUrl());
  await addAnnotation(page, label);
  const canvas = page.getByTestId('chart-canvas');

  const svgText = (await exportChart(page, /SVG image/)).toString('utf8');
  expect(svgText).toContain(label);
  expect(svgText).toMatch(/Spike \d+\.\d×/);

  // A saved view keeps the annotations: removed (from the team desk, where they are kept), they
  // come back when it opens.
  await page.getByRole('button', { name: /^Views/ }).click();
  await page.getByLabel('Save this view as').fill(VIEW);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('saved-view').filter({ hasText: VIEW })).toContainText(/\d+ annotations?/);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Annotations/ }).click();
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/desk/v1/artefacts/')),
    page.getByRole('button', { name: `Remove “${label}”` }).click(),
  ]);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('chart-canvas')).toBeVisible();
  await expect(canvas.locator('g.chart-mark', { hasText: label })).toHaveCount(0);
  await page.getByRole('button', { name: /^Views/ }).click();
  await page.getByTestId('saved-view').filter({ hasText: VIEW }).getByRole('link').click();
  await expect(canvas.locator('g.chart-mark', { hasText: label })).toBeVisible();

  // The narrative detail of the spike's leading narrative draws it on its own timeline.
  const byNarrative = await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
    ...dayWindow(narrativeDay),
    group_by: 'narratives.id',
  });
  const lead = [...byNarrative.groups].sort((a, b) => b.count - a.count)[0]!;
  await page.goto(url(`narratives/${lead.key}`));
  await expect(
    page.getByTestId('narrative-volume-chart').locator('svg g.chart-mark', { hasText: label }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(flagOf(page, narrativeDay)).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('narrative-volume-chart').scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'explain-narrative-detail-light-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('narrative-volume-chart').scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'explain-narrative-detail-light-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Remove, undo.
  await page.getByRole('button', { name: /^Annotations/ }).click();
  await page.getByRole('button', { name: `Remove “${label}”` }).click();
  await expect(
    page.getByTestId('narrative-volume-chart').locator('svg g.chart-mark', { hasText: label }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByTestId('narrative-volume-chart').locator('svg g.chart-mark', { hasText: label }),
  ).toBeVisible();
});

test('an annotation travels into the PNG, and with the chart pinned to a report into its PDF, PowerPoint and report file', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const label = 'Grant scheme announced';
  await page.goto(timelineUrl());
  await expect(flagOf(page, narrativeDay)).toBeVisible({ timeout: 30_000 });
  const day = await dayOfItsOwn(page);
  await addAnnotation(page, label, day);

  // PNG: the drawing with the annotation holds one more dashed line than the one without it, decoded
  // by the browser's own PNG decoder: the only tall difference is a band a few pixels wide.
  // (The numbers of the marks after it, and the marks key, change too, but they are short; which
  // other journeys' annotations the team desk holds by then depends on the order of the run.)
  const withIt = await exportChart(page, /PNG image, white/);
  await page.getByRole('button', { name: /^Annotations/ }).click();
  await page.getByRole('button', { name: `Remove “${label}”` }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('chart-canvas').locator('g.chart-mark', { hasText: label })).toHaveCount(0);
  const without = await exportChart(page, /PNG image, white/);
  const line = await tallDifference(page, withIt, without);
  expect(line.sameWidth).toBe(true);
  expect(line.columns, 'columns that differ down 15 % of the height').toBeGreaterThan(0);
  expect(line.maxX - line.minX).toBeLessThan(line.width * 0.01);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('chart-canvas').locator('g.chart-mark', { hasText: label })).toBeVisible();

  // Pinned to a report, the chart keeps its marks: PDF text, the PowerPoint slide, the report file.
  await page.getByRole('button', { name: 'Pin to report' }).click();
  await page.getByRole('dialog').getByText('Chart', { exact: true }).click();
  // The team desk keeps every journey's reports: this one is named for this run and opened by name.
  const report = `Grants briefing ${RUN}`;
  await page.getByLabel('Report name').fill(report);
  await page.getByRole('button', { name: 'Pin chart' }).click();
  await expect(page.getByText('Chart pinned')).toBeVisible();
  await openReport(page, report);
  await expect(
    page.getByTestId('report-chart-block').locator('g.chart-mark', { hasText: label }),
  ).toBeVisible({
    timeout: 30_000,
  });

  const pdf = await exportReport(page, 'PDF', 'explain-report.pdf');
  // In content order (a long label is drawn on two lines).
  const pdfText = execFileSync('pdftotext', ['-raw', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(pdfText).toContain(label);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', pdf, 'e2e-artifacts/explain-report-pdf']);
  expect(pdfText).toMatch(/Spike \d+\.\d×/);

  const unzipped = mkdtempSync(join(tmpdir(), 'pptx-'));
  execFileSync('unzip', [
    '-q',
    await exportReport(page, 'PowerPoint (editable charts)', 'explain-report.pptx'),
    '-d',
    unzipped,
  ]);
  const slides = readdirSync(join(unzipped, 'ppt', 'slides'))
    .filter((f) => f.endsWith('.xml'))
    .map((f) => readFileSync(join(unzipped, 'ppt', 'slides', f), 'utf8'))
    .join('');
  expect(slides).toContain(label);
  expect(slides).toMatch(/Spike \d+\.\d×/);

  type ReportFile = { reports?: unknown[] } & Record<string, unknown>;
  const file = JSON.parse(
    readFileSync(await exportReport(page, 'Report file (JSON)', 'explain-report.json'), 'utf8'),
  ) as ReportFile;
  const marks = JSON.stringify(file).match(/"marks":\[[^\]]*\]/g) ?? [];
  expect(marks.join('')).toContain(`"label":"${label}"`);
  expect(marks.join('')).toContain(`"at":"${iso(day)}"`);
});

async function addAnnotation(page: Page, label: string, day = narrativeDay) {
  await page.getByRole('button', { name: /^Annotations/ }).click();
  await page.getByRole('button', { name: 'Add annotation' }).click();
  const form = page.getByRole('dialog', { name: 'Add annotation' });
  await form.getByLabel('Label').fill(label);
  await form.getByLabel('Day (UTC)').fill(iso(day).slice(0, 10));
  await form.getByLabel('Note').fill('Announced the grants');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('chart-canvas').locator('g.chart-mark', { hasText: label })).toBeVisible();
}

/**
 * The window's day farthest from every spike the chart flags and every annotation of the workspace
 * on the team desk (other journeys leave theirs there), at least two days from each: a mark drawn
 * there is the drawing's only change at its place.
 */
async function dayOfItsOwn(page: Page): Promise<number> {
  const spikes = await page
    .getByTestId('spike-flags')
    .locator('[data-at]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-at')!));
  const desk = await page.request.get(`/desk/v1/artefacts?kind=annotation&workspaceId=${workspaceId}`, {
    headers: { Authorization: `Bearer ${await apiToken(page.request)}` },
  });
  expect(desk.status()).toBe(200);
  const { items } = (await desk.json()) as { items: { body: { start: string } }[] };
  const taken = [...spikes, ...items.map((a) => a.body.start)].map(
    (at) => Math.floor(Date.parse(at) / DAY) * DAY,
  );
  const distance = (day: number) => Math.min(...taken.map((t) => Math.abs(day - t)));
  // Not on the window's first or last two days either, where the axes are drawn.
  const [first, last] = [Date.parse(SINCE) + 2 * DAY, Math.floor(Date.parse(TO) / DAY) * DAY - 2 * DAY];
  let best = first;
  for (let d = first; d <= last; d += DAY) if (distance(d) > distance(best)) best = d;
  expect(distance(best), `a day two clear of ${taken.map(iso).join(', ')}`).toBeGreaterThanOrEqual(2 * DAY);
  return best;
}

const bytesOf = async (download: Download) => readFileSync((await download.path())!);

/** One file from the chart builder's Export menu. */
async function exportChart(page: Page, item: RegExp): Promise<Buffer> {
  await page.getByTestId('chart-panel').getByRole('button', { name: 'Export' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return bytesOf(file);
}

/** One file from the report's Export menu, kept under e2e-artifacts/ for people to open. */
async function exportReport(page: Page, item: string, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Export report' }).click();
  const entry = page.getByRole('menuitem', { name: item });
  await expect(entry).toBeEnabled({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), entry.click()]);
  mkdirSync('e2e-artifacts', { recursive: true });
  const path = join('e2e-artifacts', name);
  writeFileSync(path, await bytesOf(file));
  return path;
}

/**
 * Where two PNGs of one width differ down a tall stretch: the columns in which more than 15 % of
 * the pixels differ (a vertical line drawn in one and not the other; a renumbered label or a line
 * of text differs over a few rows only).
 */
async function tallDifference(page: Page, a: Buffer, b: Buffer) {
  return page.evaluate(
    async ([a64, b64]) => {
      const decode = async (data: string) => {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(image.width, image.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(image, 0, 0);
        return {
          width: image.width,
          height: image.height,
          px: ctx.getImageData(0, 0, image.width, image.height).data,
        };
      };
      const [x, y] = await Promise.all([decode(a64!), decode(b64!)]);
      // The marks key under the drawing may take another line: the drawing above it is compared.
      const [width, height] = [x.width, Math.min(x.height, y.height)];
      const sameWidth = width === y.width;
      let [minX, maxX, columns] = [Infinity, -1, 0];
      for (let col = 0; col < width && sameWidth; col++) {
        let differ = 0;
        for (let row = 0; row < height; row++) {
          const i = (row * width + col) * 4;
          if (x.px[i] !== y.px[i] || x.px[i + 1] !== y.px[i + 1] || x.px[i + 2] !== y.px[i + 2]) differ++;
        }
        if (differ <= height * 0.15) continue;
        [minX, maxX, columns] = [Math.min(minX, col), col, columns + 1];
      }
      return { sameWidth, width, height, columns, minX, maxX };
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

/** The open panel in light and dark, wide and narrow, kept for people to look at. */
async function useScreens(page: Page, name: string) {
  await keepScreenshot(page, `${name}-light-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, `${name}-light-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The attribute Mantine's variables follow: the open panel stays open (a reload would close it).
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
  await keepScreenshot(page, `${name}-dark-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, `${name}-dark-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
}

test('the narrative explorer ranks by growth against the previous period, new narratives marked', async ({
  page,
}) => {
  type Narrative = { id: number; title: string; aggregations: { mentionCount: number } };
  const list = (w: { since: string; to: string }) =>
    apiGet<Narrative[]>(`/workspaces/${workspaceId}/narratives`, {
      ...w,
      sort: 'mentionCount',
      limit: 1000,
      offset: 0,
    });
  const prevTo = Date.parse(SINCE) - 1;
  const previous = { since: iso(prevTo + 1 - (Date.parse(TO) + 1 - Date.parse(SINCE))), to: iso(prevTo) };
  const volume = (l: Narrative[]) =>
    l.map((n) => ({ id: n.id, title: n.title, count: n.aggregations.mentionCount }));
  const now = await list({ since: SINCE, to: TO });
  const ranked = sortByGrowth(narrativeGrowth(volume(now), volume(await list(previous))), 'absolute').filter(
    (g) => g.current > 0,
  );

  await page.goto(url('narratives'));
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await sortBy.click();
  await page.getByRole('option', { name: 'Growth (+)' }).click();
  await expect(page).toHaveURL(/sort=growth/);
  const first = page.getByTestId('narrative-row').first();
  await expect(first).toHaveAttribute('data-narrative-id', String(ranked[0]!.id), { timeout: 30_000 });
  await expect(first.getByTestId('narrative-growth')).toContainText(
    `+${ranked[0]!.delta.toLocaleString('en-US')}`,
  );
  const relative = sortByGrowth(
    narrativeGrowth(volume(now), volume(await list(previous))),
    'relative',
  ).filter((g) => g.current > 0);
  await sortBy.click();
  await page.getByRole('option', { name: 'Growth (%)' }).click();
  await expect(page.getByTestId('narrative-row').first()).toHaveAttribute(
    'data-narrative-id',
    String(relative[0]!.id),
    { timeout: 30_000 },
  );
  const news = relative.slice(0, 20).filter((g) => g.isNew).length;
  await expect(page.getByTestId('narrative-new')).toHaveCount(news);
  // The "new" badge keeps its whole word beside a long title, on a phone too (it squeezed to "N").
  await page.setViewportSize({ width: 390, height: 844 });
  for (const badge of await page.getByTestId('narrative-new').all()) {
    await expect(badge).toHaveText(/new/i);
    const fits = await badge.evaluate((b) => {
      const label = b.querySelector('.mantine-Badge-label') ?? b;
      return label.scrollWidth <= label.clientWidth + 1 && b.getBoundingClientRect().width >= 30;
    });
    expect(fits).toBe(true);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Compare the two fastest risers on one volume chart; the choice is in the URL.
  const rows = page.getByTestId('narrative-row');
  await rows.nth(0).getByRole('button', { name: 'Compare', exact: true }).click();
  await rows.nth(1).getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(rows.nth(1).getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/compare=/);
  const chart = page.getByTestId('narrative-compare');
  await expect(chart.locator('svg .recharts-line')).toHaveCount(2, { timeout: 30_000 });
  await expect(chart).toContainText(relative[0]!.title.slice(0, 20));
  await keepScreenshot(page, 'explain-compare-light-1440');
});
