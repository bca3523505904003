import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, keepScreenshot, signIn, useColorScheme } from './support';

/**
 * Enrichment manager and tagging against the real reference server. The server's write limit is
 * lowered by playwright.config.ts (20 per 10 s); the "all matching" journey also lowers the
 * dashboard's own pacing (5 per 10 s) so a job of ~20 batches spans several windows.
 */
const RUN = Date.now().toString(36);
const ALL_TIME = { since: '2020-01-01T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' };
const MONTH = { since: '2026-10-21T12:00:00.000Z', to: '2026-11-20T12:00:00.000Z' };
const WINDOW_MS = 10_000;
const CLIENT_PER_WINDOW = 5;

type Enrichment = { enrichment_id: number; name: string; type: string; constraints: { enum: string[] } };
let token = '';
let workspaceId = 0;

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  query = '',
): Promise<T> {
  const res = await request.fetch(`/api${path}${query}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const qs = (params: Record<string, string | string[]>) =>
  '?' +
  Object.entries(params)
    .flatMap(([k, v]) =>
      Array.isArray(v) ? v.map((x) => `${k}[]=${encodeURIComponent(x)}`) : [`${k}=${encodeURIComponent(v)}`],
    )
    .join('&');

const countMatching = async (
  request: APIRequestContext,
  filters: Record<string, string | string[]>,
  window = ALL_TIME,
) =>
  (
    await api<{ totalCount: number }>(
      request,
      'GET',
      `/workspaces/${workspaceId}/analytics/distribution`,
      undefined,
      qs({ ...window, group_by: 'channels', ...filters }),
    )
  ).totalCount;

const createEnrichment = (request: APIRequestContext, name: string, type: string, options: string[]) =>
  api<Enrichment>(request, 'POST', '/customEnrichments', { name, type, constraints: { enum: options } });

const mentionsUrl = (window: typeof ALL_TIME, search: Record<string, unknown> = {}) => {
  const p = new URLSearchParams({
    range: 'custom',
    since: JSON.stringify(window.since),
    to: JSON.stringify(window.to),
  });
  for (const [k, v] of Object.entries(search)) p.set(k, JSON.stringify(v));
  return `/w/${workspaceId}/mentions?${p.toString()}`;
};

async function chooseEnrichment(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Enrichment' }).click();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request);
  workspaceId = (await api<{ id: number }[]>(request, 'GET', '/workspaces'))[0]!.id;
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('create each type, edit options, and the form refuses invalid changes with the reason', async ({
  page,
  request,
}) => {
  await page.goto('/enrichments');
  const dialog = page.getByRole('dialog');
  const create = async (name: string, type: string | null, options: string[]) => {
    await page.getByRole('button', { name: 'New enrichment' }).click();
    await dialog.getByLabel('Name').fill(name);
    if (type) {
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: new RegExp(`^${type}`) }).click();
    }
    for (const o of options) {
      await dialog.getByRole('combobox', { name: 'Options' }).fill(o);
      await page.keyboard.press('Enter');
    }
    await dialog.getByRole('button', { name: 'Create' }).click();
  };

  await create(`Verdict ${RUN}`, null, ['Substantiated', 'Unsubstantiated']);
  await expect(dialog).toBeHidden();
  await create(`Topics ${RUN}`, 'Multi-value', ['Economy', 'Health']);
  await expect(dialog).toBeHidden();
  await create(`Score ${RUN}`, 'Integer', []);
  await expect(dialog).toBeHidden();
  const all = await api<Enrichment[]>(request, 'GET', '/customEnrichments');
  const mine = (name: string) => all.find((e) => e.name === name);
  expect(mine(`Verdict ${RUN}`)).toMatchObject({
    type: 'categorical',
    constraints: { enum: ['Substantiated', 'Unsubstantiated'] },
  });
  expect(mine(`Topics ${RUN}`)).toMatchObject({
    type: 'multivalue_categorical',
    constraints: { enum: ['Economy', 'Health'] },
  });
  expect(mine(`Score ${RUN}`)).toMatchObject({ type: 'integer', constraints: { enum: [] } });
  await expect(page.getByTestId('enrichment-row').filter({ hasText: `Score ${RUN}` })).toContainText(
    'cannot be aggregated',
  );

  // A duplicate name (other case) is refused before sending, with the reason on the field.
  await create(`verdict ${RUN}`, null, []);
  await expect(dialog.getByText(/already exists \(names are compared case-insensitively\)/)).toBeVisible();
  // The server's 409 lands on the same field: a name taken since the list loaded.
  await createEnrichment(request, `Race ${RUN}`, 'categorical', []);
  await dialog.getByLabel('Name').fill(`RACE ${RUN}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(/already|exists|conflict|taken/i).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Edit: the replacing PUT is previewed (what goes), then saved.
  const row = page.getByTestId('enrichment-row').filter({ hasText: `Verdict ${RUN}` });
  await row.getByRole('button', { name: `Actions for Verdict ${RUN}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toBeDisabled();
  await dialog.getByLabel('Name').fill('x'.repeat(256));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name must be at most 255 characters (256 now)')).toBeVisible();
  await dialog.getByLabel('Name').fill(`Verdict ${RUN}`);
  // Backspace in the empty field removes the last option; then one is added.
  await dialog.getByRole('combobox', { name: 'Options' }).click();
  await page.keyboard.press('Backspace');
  await dialog.getByRole('combobox', { name: 'Options' }).fill('Needs review');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('removed-options')).toContainText('Unsubstantiated');
  await keepScreenshot(page, 'enrichments-edit-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Needs review');
  await expect(row).not.toContainText('Unsubstantiated');
  const after = (await api<Enrichment[]>(request, 'GET', '/customEnrichments')).find(
    (e) => e.name === `Verdict ${RUN}`,
  );
  expect(after?.constraints.enum).toEqual(['Substantiated', 'Needs review']);

  for (const scheme of ['light', 'dark'] as const) {
    await useColorScheme(page, scheme);
    await expect(page.getByTestId('enrichment-row').first()).toBeVisible();
    await keepScreenshot(page, `enrichments-wide-${scheme}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500); // the shell's navbar slides away on a narrow screen
    await keepScreenshot(page, `enrichments-narrow-${scheme}`);
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});

test('tag 3 mentions: the values show in the detail pane and as a filter', async ({ page, request }) => {
  const e = await createEnrichment(request, `Tag3 ${RUN}`, 'categorical', ['Substantiated']);
  await page.goto(mentionsUrl(MONTH));
  const rows = page.getByTestId('mention-row');
  await expect(rows.nth(2)).toBeVisible();
  for (let i = 0; i < 3; i++) await rows.nth(i).getByRole('checkbox').check();
  await expect(page.getByTestId('selection-count')).toHaveText('3 selected');
  await page.getByRole('button', { name: 'Tag…' }).click();
  await chooseEnrichment(page, `Tag3 ${RUN}`);
  // Governance: a value differing only in case/space is caught and the existing option offered.
  await page.getByRole('combobox', { name: 'Value' }).fill('substantiated ');
  const hint = page.getByTestId('new-option-hint');
  await expect(hint).toContainText('is not an option yet');
  await page.getByRole('heading', { name: 'Tag 3 selected mentions' }).click(); // closes the suggestions dropdown
  await hint.getByRole('button', { name: 'Substantiated' }).click();
  await expect(hint).toBeHidden();
  await page.getByRole('button', { name: 'Tag 3 mentions' }).click();
  const job = page.getByTestId('tag-job').filter({ hasText: `Tag3 ${RUN}` });
  await expect(job).toHaveAttribute('data-status', 'done');
  await expect(job.getByTestId('tag-job-progress')).toContainText('3 done · 0 remaining · 0 failed');

  // Written asynchronously: poll the API, then the page shows the same.
  const filter = [`${e.enrichment_id}:Substantiated`];
  await expect
    .poll(() => countMatching(request, { custom_enrichments: filter }, MONTH), { timeout: 15_000 })
    .toBe(3);
  await page.goto(mentionsUrl(MONTH, { custom_enrichments: filter }));
  await expect(page.getByTestId('mention-count')).toHaveText('3 mentions match');
  await rows.first().click();
  await expect(page.getByTestId('mention-detail').getByText(`Tag3 ${RUN}: Substantiated`)).toBeVisible();
  await expect(page.getByLabel('Active filters')).toContainText(`Tag3 ${RUN}: Substantiated`);
  await keepScreenshot(page, 'tagging-detail-pane');
});

test('tag all matching under the rate limit, reload mid-job, every mention tagged exactly once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const e = await createEnrichment(request, `Bulk ${RUN}`, 'categorical', []);
  const total = await countMatching(request, {});
  expect(total).toBeGreaterThan(1_000);
  await page.evaluate(
    ([perWindow, windowMs]) =>
      localStorage.setItem('narrative-desk.enrichment-limits', JSON.stringify({ perWindow, windowMs })),
    [CLIENT_PER_WINDOW, WINDOW_MS],
  );
  const writes: { at: number; status: number; urls: string[] }[] = [];
  page.on('response', async (res) => {
    if (res.request().method() !== 'PUT' || !res.url().includes('/api/mentions/customEnrichments')) return;
    const body = JSON.parse(res.request().postData() ?? '[]') as { url: string }[];
    // The browser's own clock at the request's start (the server counts requests as they arrive).
    writes.push({ at: res.request().timing().startTime, status: res.status(), urls: body.map((i) => i.url) });
  });

  await page.goto(mentionsUrl(ALL_TIME));
  await expect(page.getByTestId('mention-count')).toHaveText(`${total.toLocaleString('en')} mentions match`);
  await page.getByTestId('mention-row').first().getByRole('checkbox').check();
  await page.getByRole('button', { name: `Select all ${total.toLocaleString('en')} matching` }).click();
  await page.getByRole('button', { name: 'Tag…' }).click();
  await chooseEnrichment(page, `Bulk ${RUN}`);
  await page.getByRole('combobox', { name: 'Value' }).fill('Reviewed');
  await expect(page.getByTestId('new-option-hint')).toContainText(
    '“Reviewed” is not an option yet: tagging adds it as a new option.',
  );
  await page.getByRole('button', { name: `Tag ${total.toLocaleString('en')} mentions` }).click();

  const job = page.getByTestId('tag-job').filter({ hasText: `Bulk ${RUN}` });
  await expect(job.getByRole('status')).toContainText('Waiting for the rate-limit window', {
    timeout: 60_000,
  });
  await keepScreenshot(page, 'tagging-job-waiting');
  const beforeReload = writes.filter((w) => w.status < 300).length;
  expect(beforeReload).toBeGreaterThan(0);
  await page.reload();
  // The stored job resumes by itself; pause and resume it once on the way.
  await expect(job).toHaveAttribute('data-status', 'running');
  await job.getByRole('button', { name: 'Pause' }).click();
  await expect(job).toHaveAttribute('data-status', 'paused');
  await job.getByRole('button', { name: 'Resume' }).click();
  await expect(job).toHaveAttribute('data-status', 'done', { timeout: 120_000 });
  expect(writes.filter((w) => w.status < 300).length).toBeGreaterThan(beforeReload);

  // The dashboard kept its own pace: never more than 5 accepted writes in any 10 s, no 429 needed.
  const ok = writes.filter((w) => w.status >= 200 && w.status < 300);
  expect(writes.filter((w) => w.status === 429)).toHaveLength(0);
  const starts = ok.map((w) => Math.round(w.at));
  for (const at of starts) {
    const inWindow = starts.filter((x) => x >= at && x < at + WINDOW_MS).length;
    expect(inWindow, `request starts (ms): ${starts.map((x) => x - starts[0]!).join(', ')}`).toBeLessThanOrEqual(
      CLIENT_PER_WINDOW,
    );
  }
  // Exactly once: every url went out in one accepted batch only, the reload included.
  const sent = ok.flatMap((w) => w.urls);
  expect(new Set(sent).size).toBe(sent.length);
  await expect(job.getByTestId('tag-job-progress')).toContainText(
    `${sent.length.toLocaleString('en')} done · 0 remaining · 0 failed`,
  );
  await expect
    .poll(() => countMatching(request, { custom_enrichments: [`${e.enrichment_id}:Reviewed`] }), {
      timeout: 30_000,
    })
    .toBe(total);
});
