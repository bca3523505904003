import { mkdirSync } from 'node:fs';
import { expect, request as requestContext, type Browser, type Page } from '@playwright/test';
import { apiGet, apiToken, areaUrl, runStamp, signIn, test, workerServerUrl } from './support';

const RUN = runStamp();

/**
 * The team desk (issue 34) against the real reference server with its desk: analysts A and B (two
 * browser contexts of the demo team) share a view, a report and an annotation; B's edit shows in
 * A's open report; the rival team reads the desk's "no access"; a client snapshot opens signed
 * out with the report's figure and stops once revoked; items kept in a browser move to the desk.
 */

const WINDOW = { since: '2026-10-21T00:00:00.000Z', to: '2026-11-19T23:59:59.999Z', tz: 'utc' };
const SHOTS = '/tmp/shots-34';
let workspaceId = 0;
// The desk keeps what every journey (and a retry) wrote: this run's names are its own.
const VIEW = `Desk view ${RUN}`;
const REPORT = `Desk report ${RUN}`;
const NOTE = `Desk statement ${RUN}`;
const SHOT = `Screenshot report ${RUN}`;

const newAnalyst = async (browser: Browser) => {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Europe/Berlin',
  });
  return { context, page: await context.newPage() };
};

async function shareWithTeam(page: Page): Promise<string> {
  const dialog = page.getByTestId('share-dialog');
  await dialog.getByText('The team', { exact: true }).click();
  await expect(dialog.getByTestId('stored-where')).toContainText('Shared with the team');
  const link = await dialog.getByTestId('share-link').inputValue();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return new URL(link).pathname;
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from the first parameter's pattern
test.beforeAll(async ({}, testInfo) => {
  const request = await requestContext.newContext({ baseURL: workerServerUrl(testInfo) });
  const token = await apiToken(request);
  workspaceId = (await apiGet<{ id: number }[]>(request, token, '/workspaces'))[0]!.id;
  mkdirSync(SHOTS, { recursive: true });
});

test('two analysts share a view, a report and an annotation; a client snapshot; browser items move to the desk', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const a = await newAnalyst(browser);
  await signIn(a.page);
  const charts = areaUrl(workspaceId, 'charts', WINDOW, { measure: 'timeline' });

  // A: a view, an annotation and a report with a key figure and a text block, on the desk.
  await a.page.goto(charts);
  await expect(a.page.getByTestId('chart-canvas').locator('svg').first()).toBeVisible();
  await a.page.getByRole('button', { name: /^Annotations/ }).click();
  await a.page.getByRole('button', { name: 'Add annotation' }).click();
  const form = a.page.getByRole('dialog', { name: 'Add annotation' });
  await form.getByLabel('Label').fill(NOTE);
  await form.getByLabel('Day (UTC)').fill('2026-11-10');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form).toBeHidden();
  await a.page.keyboard.press('Escape');

  await a.page.getByRole('button', { name: /^Views/ }).click();
  await a.page.getByLabel('Save this view as').fill(VIEW);
  await a.page.getByRole('button', { name: 'Save', exact: true }).click();
  const viewRow = a.page.getByTestId('saved-view').filter({ hasText: VIEW });
  await expect(viewRow.getByTestId('stored-where')).toContainText('Last edited by demo');
  await viewRow.getByRole('button', { name: `Share “${VIEW}”` }).click();
  const viewLink = await shareWithTeam(a.page);
  expect(viewLink).toMatch(/^\/open\/.+/);

  await a.page.getByRole('button', { name: 'Pin to report' }).click();
  await a.page.getByRole('dialog').getByText('Key figure', { exact: true }).click();
  await a.page.getByLabel('Report name').fill(REPORT);
  await a.page.getByRole('button', { name: 'Pin key figure' }).click();
  await expect(a.page.getByText('Key figure pinned')).toBeVisible();
  await a.page.goto('/reports');
  await a.page.getByRole('button', { name: REPORT }).first().click();
  await a.page.getByRole('button', { name: 'Add text' }).click();
  await a.page.getByLabel(/^Text \(markdown/).fill('Version one from A');
  await a.page.getByRole('button', { name: 'Save text' }).click();
  const bar = a.page.getByTestId('report-desk-bar');
  await expect(bar.getByTestId('stored-where')).toContainText('Last edited by demo', { timeout: 30_000 });
  await bar.getByRole('button', { name: 'Share', exact: true }).click();
  const reportLink = await shareWithTeam(a.page);
  const figure = (await a.page.getByTestId('figure-value').textContent())!.trim();

  // B sees all three and edits the report through its link.
  const b = await newAnalyst(browser);
  await signIn(b.page);
  await b.page.goto(viewLink);
  await expect(b.page).toHaveURL(new RegExp(`/w/${workspaceId}/charts`));
  await b.page.getByRole('button', { name: /^Views/ }).click();
  await expect(b.page.getByTestId('saved-view').filter({ hasText: VIEW })).toBeVisible();
  await b.page.keyboard.press('Escape');
  await b.page.getByRole('button', { name: /^Annotations/ }).click();
  await expect(b.page.getByTestId('annotations-menu').getByText(NOTE)).toBeVisible();
  await b.page.keyboard.press('Escape');
  await b.page.goto(reportLink);
  await expect(b.page.getByTestId('report-text')).toContainText('Version one from A');
  await b.page.getByRole('button', { name: 'Edit text' }).click();
  await b.page.getByLabel(/^Text \(markdown/).fill('Version two from B');
  await b.page.getByRole('button', { name: 'Save text' }).click();
  // A's open report shows B's change within a few seconds (the poll).
  await expect(a.page.getByTestId('report-text')).toContainText('Version two from B', { timeout: 30_000 });

  // The rival team reads the desk's own words.
  const rival = await newAnalyst(browser);
  await signIn(rival.page, 'rival');
  await rival.page.goto(reportLink);
  await expect(rival.page.getByTestId('open-problem')).toContainText(
    /no access to workspace \d+|not shared with you/,
  );
  await rival.context.close();

  // A client snapshot: signed out, no analytics call, the same figure; gone once revoked.
  await bar.getByRole('button', { name: 'Share with client' }).click();
  const snap = a.page.getByTestId('snapshot-dialog');
  await snap.getByRole('button', { name: 'Create snapshot link' }).click();
  const snapshotUrl = await snap.getByTestId('snapshot-link').inputValue();
  expect(snapshotUrl).toMatch(/\/s\/[A-Za-z0-9_-]{20,}$/);
  const client = await browser.newContext();
  const reader = await client.newPage();
  const apiCalls: string[] = [];
  reader.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && apiCalls.push(r.url()));
  await reader.goto(new URL(snapshotUrl).pathname);
  await expect(reader.getByTestId('snapshot-figure-value')).toHaveText(figure);
  await expect(reader.getByTestId('snapshot-text')).toContainText('Version two from B');
  expect(apiCalls).toEqual([]);
  await snap.getByTestId('snapshot-row').first().getByRole('button', { name: 'Revoke' }).click();
  await expect(snap.getByTestId('snapshot-row').first()).toContainText('revoked');
  await reader.reload();
  await expect(reader.getByTestId('snapshot-problem')).toContainText('withdrawn');
  await client.close();

  // Items kept in a browser move to the desk: offered, counted, moved, then gone from the browser.
  const c = await newAnalyst(browser);
  await signIn(c.page);
  const now = new Date().toISOString();
  await c.page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [
      'nd.reports.v1',
      JSON.stringify([{ id: 'browser-only-1', name: 'Browser-only report', updatedAt: now, blocks: [] }]),
    ],
  );
  await c.page.goto('/reports');
  const offer = c.page.getByTestId('desk-move-offer');
  await expect(offer).toContainText('1 report');
  await expect(c.page.getByText('Browser-only report').first()).toBeVisible();
  await offer.getByRole('button', { name: 'Move 1 item' }).click();
  await expect(offer).toContainText('are on the team desk now');
  expect(await c.page.evaluate(() => localStorage.getItem('nd.reports.v1'))).toBe('[]');
  await c.page.reload();
  await c.page.getByRole('button', { name: 'Browser-only report' }).first().click();
  await expect(c.page.getByTestId('report-desk-bar').getByTestId('stored-where')).toContainText(
    'Last edited by demo',
  );
  await c.context.close();
  await b.context.close();
  await a.context.close();
});

test('screenshots: share dialog, conflict dialog and a client snapshot, light/dark, wide/narrow @screenshots', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const a = await newAnalyst(browser);
  await signIn(a.page);
  await a.page.goto(areaUrl(workspaceId, 'charts', WINDOW, { measure: 'timeline' }));
  await a.page.getByRole('button', { name: 'Pin to report' }).click();
  await a.page.getByRole('dialog').getByText('Key figure', { exact: true }).click();
  await a.page.getByLabel('Report name').fill(SHOT);
  await a.page.getByRole('button', { name: 'Pin key figure' }).click();
  await expect(a.page.getByText('Key figure pinned')).toBeVisible();
  await a.page.goto('/reports');
  await a.page.getByRole('button', { name: SHOT }).first().click();
  const bar = a.page.getByTestId('report-desk-bar');
  await expect(bar.getByTestId('stored-where')).toContainText('Last edited by', { timeout: 30_000 });
  const shoot = async (name: string) => {
    for (const scheme of ['light', 'dark'] as const)
      for (const width of [1440, 390]) {
        await a.page.emulateMedia({ colorScheme: scheme });
        await a.page.setViewportSize({ width, height: 900 });
        await a.page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${width}.png` });
      }
    await a.page.setViewportSize({ width: 1440, height: 900 });
  };
  await bar.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(a.page.getByTestId('share-link')).toBeVisible();
  await shoot('share-dialog');
  await a.page.keyboard.press('Escape');
  await bar.getByRole('button', { name: 'Share with client' }).click();
  const snap = a.page.getByTestId('snapshot-dialog');
  await snap.getByRole('button', { name: 'Create snapshot link' }).click();
  const url = new URL(await snap.getByTestId('snapshot-link').inputValue()).pathname;
  await shoot('snapshot-dialog');
  await a.page.keyboard.press('Escape');
  // A colleague's save in between (through the desk's API), then A's own: the conflict dialog.
  const token = await apiToken(a.page.request);
  const id = new URL(
    await (async () => {
      await bar.getByRole('button', { name: 'Share', exact: true }).click();
      const link = await a.page.getByTestId('share-link').inputValue();
      await a.page.keyboard.press('Escape');
      return link;
    })(),
  ).pathname
    .split('/')
    .pop()!;
  const current = await (
    await a.page.request.get(`/desk/v1/artefacts/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  await a.page.request.put(`/desk/v1/artefacts/${id}`, {
    headers: { Authorization: `Bearer ${token}`, 'If-Match': `"${current.version}"` },
    data: {
      title: current.title,
      workspaceIds: current.workspaceIds,
      visibility: current.visibility,
      body: { ...current.body, name: `${SHOT} (theirs)` },
    },
  });
  await a.page.getByRole('button', { name: 'Add text' }).click();
  await expect(a.page.getByTestId('desk-conflict')).toBeVisible({ timeout: 15_000 });
  await shoot('conflict-dialog');
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(url);
  await expect(reader.getByTestId('snapshot-figure-value')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const)
    for (const width of [1440, 390]) {
      await reader.emulateMedia({ colorScheme: scheme });
      await reader.setViewportSize({ width, height: 900 });
      await reader.screenshot({ path: `${SHOTS}/snapshot-page-${scheme}-${width}.png`, fullPage: true });
    }
});
