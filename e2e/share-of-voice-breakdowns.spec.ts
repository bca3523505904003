import { expect, type Locator, type Page } from '@playwright/test';
import { BOT_RATINGS } from '../src/api/schemas/common';
import { apiGet, deskUrl, keepScreenshot, signIn, test, useColorScheme } from './support';

/**
 * Share of voice's breakdowns are like for like: every workspace shows the same groups (the union
 * of each one's top six, read from the API), bot ratings show all eight ratings in their order in
 * every workspace, and at 1440 px the comparison tables show "Change %" whole (no clipped column).
 */

type Workspace = { id: number; title: string };
type Distribution = { totalCount: number; groups: { key: string; count: number }[] };

const WINDOW = { since: '2026-10-22T00:00:00.000Z', to: '2026-11-20T23:59:59.999Z', tz: 'utc' };
let chosen: Workspace[] = [];

test.beforeAll(async () => {
  const all = await apiGet<Workspace[]>('/workspaces');
  chosen = [...all].sort((a, b) => a.id - b.id).slice(0, 3);
  expect(chosen).toHaveLength(3);
});

const voiceUrl = (search: Record<string, unknown>) =>
  deskUrl('/share-of-voice', WINDOW, { ws: chosen.map((w) => w.id), ...search });

/** The breakdown panels (after the timeline and the share bar), each with its table shown. */
async function breakdownTables(page: Page): Promise<Locator[]> {
  const panels = page.getByTestId('chart-panel');
  await expect(panels).toHaveCount(2 + chosen.length, { timeout: 60_000 });
  const out: Locator[] = [];
  for (let i = 0; i < chosen.length; i++) {
    const panel = panels.nth(2 + i);
    const table = panel.getByTestId('chart-table');
    if (!(await table.isVisible())) await panel.getByRole('button', { name: 'Table', exact: true }).click();
    await expect(table).toBeVisible({ timeout: 30_000 });
    out.push(table);
  }
  return out;
}
const firstColumn = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
/** Rows that are groups (not the Other / No value / Total lines). */
const groupRows = (names: string[]) => names.filter((n) => !/^(Other|No value|Total)\b/.test(n));

test('every workspace’s channel breakdown shows the same groups: the union of each one’s top six', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tops = await Promise.all(
    chosen.map(async (w) => {
      const d = await apiGet<Distribution>(`/workspaces/${w.id}/analytics/distribution`, {
        since: WINDOW.since,
        to: WINDOW.to,
        group_by: 'channels',
        limit: 1000,
      });
      return [...d.groups]
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
        .slice(0, 6)
        .map((g) => g.key);
    }),
  );
  const union = new Set(tops.flat());
  await signIn(page, 'demo', voiceUrl({ by: 'channels' }));
  const tables = await breakdownTables(page);
  const lists = await Promise.all(tables.map(async (t) => groupRows(await firstColumn(t))));
  for (const list of lists) {
    expect(list).toHaveLength(union.size);
    expect(list).toEqual(lists[0]);
  }
});

test('the bot-rating breakdown shows all eight ratings, in order, for every workspace', async ({ page }) => {
  test.setTimeout(180_000);
  expect(BOT_RATINGS).toHaveLength(8);
  await signIn(page, 'demo', voiceUrl({ by: 'bot_ratings' }));
  const tables = await breakdownTables(page);
  for (const table of tables) {
    const names = groupRows(await firstColumn(table));
    expect(names.slice(0, 8)).toHaveLength(8);
    // "None" is a rating, named as one; the absence of a rating is "No value" (not among these).
    expect(names[0]).toBe('Rated: no bot activity');
    expect(names.slice(0, 8)).toContain('Almost Certain');
    expect(names.slice(0, 8)).toContain('Potential');
  }
});

test('at 1440 px the comparison tables show “Change %” whole, light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo', voiceUrl({ by: 'channels' }));
  await page.setViewportSize({ width: 1440, height: 1000 });
  for (const scheme of ['light', 'dark'] as const) {
    await useColorScheme(page, scheme);
    const periods = page.getByTestId('chart-panel').getByTestId('period-table');
    await expect(periods).toHaveCount(2 + chosen.length, { timeout: 60_000 });
    for (let i = 2; i < 2 + chosen.length; i++) {
      const table = periods.nth(i);
      await table.scrollIntoViewIfNeeded();
      // The table fits its panel: nothing hidden behind a horizontal scroll.
      const overflow = await table.evaluate((t) => {
        const box = t.parentElement as HTMLElement;
        return box.scrollWidth - box.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(1);
      await expect(table.getByRole('columnheader', { name: 'Change %' })).toBeInViewport();
    }
    await keepScreenshot(page, `share-of-voice/breakdown-tables-${scheme}-1440`);
  }
});
