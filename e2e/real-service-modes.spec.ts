import { expect } from '@playwright/test';
import { PROXY_URL } from './ports';
import { READS_PER_SECOND } from './replay-modes';
import {
  expireSession,
  recordServiceWaits,
  replayLog,
  replayUser,
  signInThroughProxy,
  watchErrors,
  writesIn,
} from './replay-support';
import { test } from './support';

/**
 * The dashboard against the replay of the real service in each of the ways it may misbehave
 * (e2e/replay-modes.ts), through the reference server's proxy mode: one journey per mode, each
 * asserting what the analyst sees, and every session's log showing that nothing was written but
 * what the analyst did.
 */
test.use({ baseURL: PROXY_URL });

const NAV = { name: 'Main navigation' } as const;

test('a service that takes empty writes: sign-in and page loads send none', async ({ page, request }) => {
  const user = replayUser('lenient');
  const errors = watchErrors(page);
  await signInThroughProxy(page, user);
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
  // This service lists folders and enrichments, so their controls show (writes assumed present).
  await expect(page.getByRole('button', { name: 'New folder' })).toBeVisible();
  const nav = page.getByRole('navigation', NAV);
  for (const [area, check] of [
    ['/w/2/mentions', () => expect(page.getByTestId('mention-row')).toHaveCount(2)],
    ['/w/2/narratives', () => expect(page.getByTestId('narrative-row')).toHaveCount(1)],
    ['/w/2/charts', () => expect(page.getByTestId('chart-canvas')).toBeVisible()],
    ['/enrichments', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/pulse', () => expect(page.getByTestId('pulse-row')).toHaveCount(1)],
  ] as const) {
    await page.goto(area);
    await check();
  }
  await expect(nav).toBeVisible();
  const log = await replayLog(request, user);
  expect(log.filter((r) => r.method === 'GET').length).toBeGreaterThan(10);
  // What the desk learnt, it learnt by reading: not one write.
  expect(writesIn(log)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a rate-limited service: pages wait for Retry-After and show the data, not an error', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = replayUser('busy');
  const errors = watchErrors(page, /status of (40[345]|429)/);
  const notes = await recordServiceWaits(page);
  await signInThroughProxy(page, user);
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
  await page.goto('/w/2/mentions');
  await expect(page.getByTestId('mention-row')).toHaveCount(2);
  // The facets, the histogram and the pills' checks all read at once: paced, retried, answered.
  await expect(page.locator('[data-testid="facet"][data-loaded="true"]').first()).toBeVisible();
  await page.goto('/w/2/narratives/2');
  await expect(page.getByRole('heading', { name: 'string' }).first()).toBeVisible();
  await page.goto('/pulse');
  await expect(page.getByTestId('pulse-row').first()).toHaveAttribute('data-ready', 'true');
  await page.goto('/w/2/charts');
  await expect(page.getByTestId('chart-canvas')).toBeVisible();
  await expect(page.getByText(/Too Many Requests/)).toHaveCount(0);

  const log = await replayLog(request, user);
  const refused = log.filter((r) => r.status === 429);
  expect(refused.length, 'the service refused some reads').toBeGreaterThan(0);
  expect(notes().some((t) => /The service is busy, retrying in \d+ s/.test(t))).toBe(true);
  // Once learnt, the desk keeps under the limit: after the first refusals settle, few more.
  const settled = refused[0]!.at + 5000;
  const later = log.filter((r) => r.at > settled && r.method === 'GET');
  const laterRefused = later.filter((r) => r.status === 429).length;
  console.log(
    `busy replay: ${log.length} requests, ${refused.length} refused; after learning ${later.length} reads, ${laterRefused} refused (limit ${READS_PER_SECOND}/s)`,
  );
  expect(laterRefused).toBeLessThanOrEqual(Math.ceil(later.length / 5));
  expect(writesIn(log)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a sparse timeline is drawn with its empty days as zeros', async ({ page, request }) => {
  const user = replayUser('sparse');
  await signInThroughProxy(page, user, '/w/2/narratives/2');
  await page.getByRole('button', { name: 'Show as table' }).click();
  const rows = page.getByTestId('volume-table').locator('tbody tr');
  // Every day of the 30-day window, although the service sent three.
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(30);
  const counts = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.children[1]?.textContent)));
  expect(counts.filter((c) => c > 0)).toEqual([12, 3, 4]);
  expect(counts.filter((c) => c === 0).length).toBe(counts.length - 3);
  // The list's sparkline spans the whole window too.
  await page.goto('/w/2/narratives');
  await expect(page.getByTestId('narrative-sparkline').first()).toHaveAttribute('data-loaded', 'true');
  const label = await page
    .getByTestId('narrative-sparkline')
    .first()
    .locator('[aria-label]')
    .first()
    .getAttribute('aria-label');
  expect(Number(/over (\d+) days/.exec(label ?? '')?.[1])).toBeGreaterThanOrEqual(30);
  expect(writesIn(await replayLog(request, user))).toEqual([]);
});

test('a workspace with `folder: {}` is listed, without a folder', async ({ page, request }) => {
  const user = replayUser('folder-empty');
  await signInThroughProxy(page, user);
  await expect(page.getByRole('link', { name: 'string' }).first()).toBeVisible();
  await expect(page.getByTestId('folder-group-123')).toHaveCount(0);
  expect(writesIn(await replayLog(request, user))).toEqual([]);
});

test('a narrative with `title: null` is listed and opened as "Untitled narrative #id"', async ({
  page,
  request,
}) => {
  const user = replayUser('untitled');
  await signInThroughProxy(page, user, '/w/2/narratives');
  const row = page.getByTestId('narrative-row').first();
  await expect(row).toContainText('Untitled narrative #2');
  await row.getByTestId('narrative-title').click();
  await expect(page.getByRole('heading', { name: 'Untitled narrative #2' }).first()).toBeVisible();
  expect(writesIn(await replayLog(request, user))).toEqual([]);
});

test('mentions with ids beyond 2^53 open their detail, also from a reloaded link', async ({
  page,
  request,
}) => {
  const user = replayUser('big-ids');
  await signInThroughProxy(page, user, '/w/2/mentions');
  const rows = page.getByTestId('mention-row');
  await expect(rows).toHaveCount(2);
  await rows.first().click();
  await expect(page.getByTestId('mention-detail')).toBeVisible();
  await expect(page).toHaveURL(/open=%2218000039901924478123%22/);
  await page.reload();
  await expect(page.getByTestId('mention-detail')).toBeVisible();
  await rows.nth(1).click();
  await expect(page.getByTestId('mention-detail')).toContainText(
    'A mention with the quirks of the real service',
  );
  await expect(page).toHaveURL(/open=%229007199254740993%22/);
  expect(writesIn(await replayLog(request, user))).toEqual([]);
});

test('detection status `active` is "not known": the narratives listed are used', async ({
  page,
  request,
}) => {
  const user = replayUser('active');
  await signInThroughProxy(page, user, '/w/2/narratives');
  const status = page.getByTestId('detection-status');
  await expect(status).toContainText('status not known');
  await expect(status).toContainText('the narratives it lists are shown');
  await expect(page.getByTestId('narrative-row')).toHaveCount(1);
  // The pulse's rising-narrative column reads them too (no "—" for the workspace).
  await page.goto('/pulse');
  const rising = page.getByTestId('pulse-row').first().locator('[data-figure="rising"]');
  await expect(rising).not.toHaveText('—');
  await expect(rising).toContainText(/string|None rising/);
  expect(writesIn(await replayLog(request, user))).toEqual([]);
});

test('a gateway 403 on an expired token leads to sign-in saying the session ended', async ({
  page,
  request,
}) => {
  const user = replayUser('expiry');
  await signInThroughProxy(page, user, '/w/2/mentions');
  await expect(page.getByTestId('mention-row')).toHaveCount(2);
  // Once the page has read everything it reads, the token expires; the next read meets the gateway.
  await page.waitForLoadState('networkidle');
  await expireSession(request, user);
  // The page's next read meets the gateway's 403: a background one (the page re-reads as it
  // settles), or opening Narratives. A click event, not a pointer: hovering would preload the page.
  const narratives = page.getByRole('navigation', NAV).getByRole('link', { name: 'Narratives' });
  if (await narratives.isVisible())
    await narratives.dispatchEvent('click', undefined, { timeout: 5_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByTestId('sign-in-reason')).toContainText('Your session ended');
  // No stack of error toasts on the way.
  await expect(page.getByText('Request failed')).toHaveCount(0);
  await expect(page.getByText('The security token included in the request is expired')).toHaveCount(0);
  expect(writesIn(await replayLog(request, user))).toEqual([]);
});

test('a 40 s answer arrives while the page says it is still waiting', async ({ page, request }) => {
  test.setTimeout(150_000);
  const user = replayUser('slow');
  const errors = watchErrors(page);
  const notes = await recordServiceWaits(page);
  await signInThroughProxy(page, user, '/w/2/mentions');
  await expect(page.getByTestId('mention-row')).toHaveCount(2);
  const nav = page.getByRole('navigation', NAV);
  await nav.getByRole('link', { name: 'Narratives' }).click();
  await expect(page.getByTestId('service-wait-note')).toContainText(
    /Still waiting for the service \(\d+ s\)/,
    {
      timeout: 30_000,
    },
  );
  // The page stays: navigation and header are there while it waits.
  await expect(nav).toBeVisible();
  await expect(page.getByTestId('narrative-row')).toHaveCount(1, { timeout: 90_000 });
  await expect(page.getByText('could not be reached')).toHaveCount(0);
  await expect(page.getByTestId('service-wait-note')).toHaveCount(0);
  const waited = notes().map((t) => Number(/\((\d+) s\)/.exec(t)?.[1] ?? 0));
  expect(Math.max(...waited), 'counted up to the answer').toBeGreaterThanOrEqual(30);
  const slow = (await replayLog(request, user)).filter((r) => r.path.endsWith('/narratives'));
  expect(slow.every((r) => r.status === 200)).toBe(true);
  expect(errors).toEqual([]);
});
