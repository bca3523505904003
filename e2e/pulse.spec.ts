import { expect, type Page } from '@playwright/test';
import {
  apiGet,
  apiToken,
  deskUrl,
  expectNoHorizontalScroll,
  keepScreenshot,
  signIn,
  test,
  useColorScheme,
} from './support';
import { DAY } from '../src/lib/time-units';

/**
 * The pulse against the reference server's seeded data: every workspace of the signed-in team
 * (none of the other's), its volumes and changes equal to the API's totals for the same windows,
 * the order by change, and each figure one click from the area that explains it.
 */

type Workspace = { id: number; title: string; folder: { id: number; title: string } | null };
type Distribution = { totalCount: number; groups: { key: string; count: number }[] };

// A window fixed in the URL, so the test asks the API exactly what the page asked.
const to = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
const since = new Date(Date.parse(to) - 30 * DAY).toISOString();
// The previous period as the dashboard derives it (inclusive ends, 1 ms apart).
const prevSince = new Date(Date.parse(since) - (Date.parse(to) - Date.parse(since)) - 1).toISOString();
const prevTo = new Date(Date.parse(since) - 1).toISOString();
const PULSE_URL = deskUrl('/pulse', { since, to });

const rows = (page: Page) => page.getByTestId('pulse-row');

async function rowIds(page: Page): Promise<number[]> {
  return (await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-workspace-id')))).map(
    Number,
  );
}

async function waitForAllCounted(page: Page, count: number) {
  await expect(page.locator('[data-testid="pulse-row"][data-ready]')).toHaveCount(count, { timeout: 60_000 });
}

test('lists every workspace of the team with the API’s volumes and changes, ordered by change', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const demo = await apiGet<Workspace[]>('/workspaces');
  const rival = await apiGet<Workspace[]>(request, await apiToken(request, 'rival'), '/workspaces');
  expect(demo.length).toBeGreaterThan(2);

  // Sign-in lands on the pulse.
  await signIn(page, 'demo', '/');
  await expect(page).toHaveURL(/\/pulse/);
  await expect(page.getByRole('heading', { name: 'Pulse', level: 1 })).toBeVisible();

  await page.goto(PULSE_URL);
  await waitForAllCounted(page, demo.length);
  const shown = await rowIds(page);
  expect([...shown].sort()).toEqual(demo.map((w) => w.id).sort());
  for (const w of rival) expect(shown).not.toContain(w.id);

  // Every volume and change equals the API's totals for the window and the previous period.
  const figures = new Map<number, { now: number; before: number }>();
  for (const w of demo) {
    const query = { group_by: 'bot_ratings' };
    const now = await apiGet<Distribution>(`/workspaces/${w.id}/analytics/distribution`, {
      ...query,
      since,
      to,
    });
    const before = await apiGet<Distribution>(`/workspaces/${w.id}/analytics/distribution`, {
      ...query,
      since: prevSince,
      to: prevTo,
    });
    figures.set(w.id, { now: now.totalCount, before: before.totalCount });
    const row = page.locator(`[data-testid="pulse-row"][data-workspace-id="${w.id}"]`);
    await expect(row.locator('[data-figure="volume"] a').first()).toHaveText(
      now.totalCount.toLocaleString('en-US'),
    );
    const change = row.locator('[data-figure="change"] a');
    await expect(change).toHaveAttribute('data-delta', String(now.totalCount - before.totalCount));
    await expect(change).toHaveAttribute('data-previous', String(before.totalCount));
  }

  // Highest change first (the default order): the workspace that grew most by the API's figures.
  const pct = (id: number) => {
    const f = figures.get(id)!;
    return f.before === 0 ? (f.now > 0 ? Infinity : 0) : (f.now - f.before) / f.before;
  };
  const expected = [...demo].sort((a, b) => pct(b.id) - pct(a.id) || a.title.localeCompare(b.title));
  expect((await rowIds(page))[0]).toBe(expected[0]!.id);
  // The seed puts its spikes inside the last 30 days: the top mover has flagged spikes.
  const top = rows(page).first();
  await expect(top.locator('[data-figure="spikes"] a')).not.toHaveText(/^0/, { timeout: 30_000 });

  // Clicking the header flips the order; the URL keeps it through a reload.
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page).toHaveURL(/dir=asc/);
  await expect.poll(async () => (await rowIds(page))[0]).toBe(expected.at(-1)!.id);
  await page.reload();
  await waitForAllCounted(page, demo.length);
  expect((await rowIds(page))[0]).toBe(expected.at(-1)!.id);

  // By volume: the biggest workspace first.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Volume' }).click();
  await page.getByRole('combobox', { name: 'Order' }).click();
  await page.getByRole('option', { name: 'Highest first' }).click();
  const biggest = [...demo].sort((a, b) => figures.get(b.id)!.now - figures.get(a.id)!.now)[0]!;
  await expect.poll(async () => (await rowIds(page))[0]).toBe(biggest.id);

  // The volume is one click from the mentions behind it, in the same window.
  await rows(page).first().locator('[data-figure="volume"] a').first().click();
  await expect(page).toHaveURL(new RegExp(`/w/${biggest.id}/mentions\\?.*range=custom`));
});

test('filters by folder and reads on a phone, light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  const demo = await apiGet<Workspace[]>('/workspaces');
  const folder = demo.find((w) => w.folder)?.folder;
  expect(folder, 'the seed puts workspaces in folders').toBeTruthy();
  const inFolder = demo.filter((w) => w.folder?.id === folder!.id).map((w) => w.id);

  await signIn(page, 'demo', PULSE_URL);
  await waitForAllCounted(page, demo.length);
  await page.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: folder!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`folder=${folder!.id}`));
  await expect(rows(page)).toHaveCount(inFolder.length);
  expect((await rowIds(page)).sort()).toEqual([...inFolder].sort());

  // The workspace list stays one click away.
  await page.getByRole('link', { name: 'All workspaces' }).click();
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();

  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    for (const scheme of ['light', 'dark'] as const) {
      await page.goto(PULSE_URL);
      await useColorScheme(page, scheme);
      await waitForAllCounted(page, demo.length);
      // Nothing runs off the side of a phone.
      await expectNoHorizontalScroll(page);
      await keepScreenshot(page, `pulse-${scheme}-${w}`);
    }
  }
});
