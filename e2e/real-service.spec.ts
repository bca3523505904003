import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { PROXY_URL } from './ports';
import { replayLog, replayUser, writesIn } from './replay-support';
import { keepScreenshot, test } from './support';

/**
 * The dashboard against a stand-in for the real service: the reference server in proxy mode
 * (UPSTREAM_API) in front of a replay of the public reference's example payloads
 * (e2e/replay-upstream.ts), which refuses any request the reference would not accept. Every area
 * either works or says what the service lacks; no page error, no console error.
 */
test.use({ baseURL: PROXY_URL });

/** Undocumented endpoints the capability probes ask for: their 403s are the expected answer. */
const PROBED = new Set([
  '/api/about',
  '/api/folders',
  '/api/locations',
  '/api/channels',
  '/api/customChannels',
  '/api/customEnrichments',
  '/api/workspaces',
]);

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() !== 'error') return;
    const url = m.location().url ?? '';
    const path = url ? new URL(url).pathname : '';
    // The browser logs every 4xx response; only the probes' answers are expected ones.
    if (
      /Failed to load resource: the server responded with a status of 40[345]/.test(m.text()) &&
      PROBED.has(path)
    )
      return;
    errors.push(`console: ${m.text()} ${url}`);
  });
  return errors;
}

test('every area against a replay of the public reference, through the proxy', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const badRequests: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 400) badRequests.push(`${r.request().method()} ${r.url()}`);
  });

  // Sign-in goes to the replay (the proxy forwards /api); the pasted-token check is documented too.
  // No demo account is offered: the real service has none.
  const user = replayUser();
  await page.goto('/workspaces');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Demo data')).toHaveCount(0);
  await expect(page.getByText('the demo uses')).toHaveCount(0);
  await page.getByLabel('Username').fill(user);
  await page.getByLabel(/^Password/).fill('secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();

  // Workspaces: read-only, grouped by the folder the workspace names (no GET /folders).
  const group = page.getByTestId('folder-group-123');
  await expect(group.getByRole('heading', { name: 'string', level: 2 })).toBeVisible();
  await expect(group.getByRole('link', { name: 'string' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  // Writes are never probed: "New workspace" shows until the service refuses one, which says
  // so in words on the spot and hides the control from then on.
  await page.getByRole('button', { name: 'New workspace' }).click();
  const create = page.getByRole('dialog', { name: 'New workspace' });
  await create.getByRole('textbox', { name: 'Title' }).fill('Port strike');
  await create.getByRole('textbox', { name: 'Query' }).fill('port AND strike');
  await create.getByRole('button', { name: 'Create workspace' }).click();
  await expect(
    page.getByText('This service does not offer workspace management (POST/PUT/DELETE /workspaces).').first(),
  ).toBeVisible();
  if (await create.isVisible()) await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'New workspace' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Channels' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Enrichments' })).toHaveCount(0);
  await keepScreenshot(page, 'real-service-workspaces');

  // Mentions: the unreadable item is left out and counted; the rest shows, big id included.
  await group.getByRole('link', { name: 'string' }).click();
  await expect(page).toHaveURL(/\/w\/2\/mentions/);
  await expect(nav.getByRole('link', { name: 'Locations' })).toHaveCount(0);
  const rows = page.getByTestId('mention-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('A mention with the quirks of the real service');
  await expect(page.getByTestId('unread-items-note')).toHaveAttribute('data-count', '1');
  await rows.first().click();
  await expect(page.getByTestId('mention-detail')).toContainText('Favorability');
  await keepScreenshot(page, 'real-service-mentions');
  // Read and dismissed, as an analyst would: the lasting note sits over the page's lower right.
  await page.getByRole('button', { name: 'Dismiss the note about unreadable items' }).click();
  await expect(page.getByTestId('unread-items-note')).toHaveCount(0);

  // A filter the reference does not document is flagged once the count shows it made no change.
  await page.goto(`/w/2/mentions?domains=${encodeURIComponent(JSON.stringify(['string']))}`);
  const pills = page.getByLabel('Active filters');
  await expect(pills.locator('[data-filter-status="ignored"]')).toBeVisible();

  // Narratives: the list (windowed), the detection status as sent, the detail page.
  await nav.getByRole('link', { name: 'Narratives' }).click();
  // The service says `new` above the narratives it lists: they are shown, never "not started".
  await expect(page.getByTestId('detection-status')).toContainText('Narrative detection: new');
  await expect(page.getByTestId('detection-status')).toContainText('the narratives it lists are shown');
  const narrative = page.getByTestId('narrative-row').first();
  await expect(narrative).toContainText('string');
  await narrative.getByTestId('narrative-title').click();
  await expect(page).toHaveURL(/\/w\/2\/narratives\/2/);
  await expect(page.getByRole('heading', { name: 'string' }).first()).toBeVisible();
  await expect(page.getByText('Narrative not found')).toHaveCount(0);

  // Charts: documented dimensions only; the distribution draws.
  await nav.getByRole('link', { name: 'Charts' }).click();
  await expect(page.getByTestId('chart-canvas')).toBeVisible();
  await page.getByRole('combobox', { name: 'Dimension' }).click();
  await expect(page.getByRole('option', { name: 'Mention type: social media' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Narrative', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await keepScreenshot(page, 'real-service-charts');

  await nav.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  // Channels: no list from this service, so the channel id is typed; the documented push works.
  await nav.getByRole('link', { name: 'Channels' }).click();
  await expect(page.getByTestId('capability-note')).toContainText('does not offer a custom-channel list');
  await page.getByLabel('Custom channel id').fill('7f1c8a52-5d0e-4f43-9a53-2b9c3a7e1d10');
  await page.getByRole('tab', { name: 'One by one' }).click();
  await page.getByRole('textbox', { name: 'URL', exact: true }).pressSequentially('https://example.com/a');
  await page.getByLabel('Published').pressSequentially('2026-11-20T09:30:00Z');
  await page.getByLabel('Title').pressSequentially('Field note');
  // The lasting note about unreadable items may be back (the mention list was read again).
  const dismiss = page.getByRole('button', { name: 'Dismiss the note about unreadable items' });
  if (await dismiss.isVisible()) await dismiss.click();
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await page.getByRole('button', { name: 'Send 1 mention' }).click();
  await expect(page.getByTestId('batch-outcome')).toContainText('1 queued');

  // Areas the service cannot feed say so when reached by address.
  await page.goto('/enrichments');
  await expect(page.getByTestId('capability-note')).toContainText('does not offer a custom-enrichment list');
  await page.goto('/w/2/locations');
  await expect(
    page.getByText('This service does not offer the location taxonomy (GET /locations).'),
  ).toBeVisible();

  expect(badRequests, 'requests the reference would refuse').toEqual([]);
  expect(errors).toEqual([]);
  // Nothing was written but what the analyst did: the workspace they tried, the mention they sent.
  const writes = writesIn(await replayLog(request, user));
  expect(writes).toEqual([
    'POST /workspaces',
    expect.stringMatching(/^POST \/customChannels\/[^/]+\/mentions$/),
  ]);
});
