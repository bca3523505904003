import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, areaUrl, keepScreenshot, runStamp, signIn, test, useColorScheme } from './support';

const RUN = runStamp();

/**
 * Enrichment manager and tagging against the real reference server. The server's write limit is
 * lowered by playwright.config.ts (20 per 10 s) below the dashboard's own pace (the API's 50 per
 * 60 s), so the "all matching" job of ~45 batches meets real 429s and must honour Retry-After.
 */
const ALL_TIME = { since: '2020-01-01T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' };
const MONTH = { since: '2026-10-21T12:00:00.000Z', to: '2026-11-20T12:00:00.000Z' };
/**
 * The bulk job's window: ~4,400 mentions, so more batches of 100 than two of the server's windows
 * take (the job meets 429s more than once and is still running after a reload), yet at most the
 * dashboard's own 50 per 60 s (all time, ~6,300, made the job wait a whole minute on its own pace,
 * which the job's unit tests already cover: rate-limited-queue.test.ts).
 */
const SINCE_JULY = { since: '2026-07-10T00:00:00.000Z', to: ALL_TIME.to };
const BATCH = 100;
const SERVER_WINDOW_MS = 10_000;
const SERVER_PER_WINDOW = 20;

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

const mentionsUrl = (window: typeof ALL_TIME, search: Record<string, unknown> = {}) =>
  areaUrl(workspaceId, 'mentions', window, search);

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
    .poll(() => countMatching(request, { custom_enrichments: filter }, MONTH), { timeout: 30_000 })
    .toBe(3);
  await page.goto(mentionsUrl(MONTH, { custom_enrichments: filter }));
  await expect(page.getByTestId('mention-count')).toHaveText('3 mentions match');
  await rows.first().click();
  await expect(page.getByTestId('mention-detail').getByText(`Tag3 ${RUN}: Substantiated`)).toBeVisible();
  // One pill per filter kind, named by the enrichment's model: "Tag3 … is Substantiated".
  await expect(
    page
      .getByLabel('Active filters')
      .locator('[data-testid="filter-pill"][data-filter="custom_enrichments"]'),
  ).toHaveText(`Tag3 ${RUN} is Substantiated`);
  await keepScreenshot(page, 'tagging-detail-pane');
});

test('tag all matching under the server limit, reload mid-job, every mention tagged exactly once', async ({
  page,
  request,
}) => {
  // Collecting ~4,400 mentions and 45 rate-limited writes: minutes on a machine at load 20.
  test.setTimeout(300_000);
  const e = await createEnrichment(request, `Bulk ${RUN}`, 'categorical', []);
  const total = await countMatching(request, {}, SINCE_JULY);
  expect(total).toBeGreaterThan(2 * SERVER_PER_WINDOW * BATCH);
  type Write = {
    start: number;
    /** When its headers (Retry-After among them) arrived: the earliest the page could know to wait. */
    headers: number;
    end: number;
    status: number;
    retryAfter: number;
    urls: string[];
  };
  const writes: Write[] = [];
  page.on('requestfinished', async (req) => {
    if (req.method() !== 'PUT' || !req.url().includes('/api/mentions/customEnrichments')) return;
    const res = await req.response();
    if (!res) return;
    // The browser's wall clock: the server's own arrival time lies between start and end.
    const t = req.timing();
    writes.push({
      start: t.startTime,
      headers: t.startTime + t.responseStart,
      end: t.startTime + t.responseEnd,
      status: res.status(),
      retryAfter: Number(res.headers()['retry-after'] ?? 0),
      urls: (JSON.parse(req.postData() ?? '[]') as { url: string }[]).map((i) => i.url),
    });
  });

  await page.goto(mentionsUrl(SINCE_JULY));
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

  // The shell's job tray opens by itself; the server's lowered limit answers 429 with Retry-After.
  const job = page.getByTestId('tag-job').filter({ hasText: `Bulk ${RUN}` });
  await expect(job.getByRole('status')).toContainText('Rate limited by the API', { timeout: 150_000 });
  await keepScreenshot(page, 'tagging-job-rate-limited');
  const beforeReload = writes.filter((w) => w.status < 300).length;
  expect(beforeReload).toBeGreaterThan(0);
  // Reload on another page: the shell resumes the stored job there.
  await page.goto('/enrichments');
  await page.reload();
  const indicator = page.getByTestId('tag-jobs-indicator');
  await expect(indicator).toBeVisible();
  await indicator.click();
  await expect(job).toHaveAttribute('data-status', 'running');
  await job.getByRole('button', { name: 'Pause' }).click();
  await expect(job).toHaveAttribute('data-status', 'paused');
  await job.getByRole('button', { name: 'Resume' }).click();
  await expect(job).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
  const progress = job.getByTestId('tag-job-progress');
  await expect(progress).toContainText(`${total.toLocaleString('en')} done · 0 remaining · 0 failed`);
  // Playwright reports a request as finished after the page has gone on: on a busy machine the last
  // writes arrive here seconds after the job says done.
  const accepted = () => writes.filter((w) => w.status >= 200 && w.status < 300);
  await expect.poll(() => accepted().flatMap((w) => w.urls).length, { timeout: 60_000 }).toBe(total);
  expect(accepted().length).toBeGreaterThan(beforeReload);

  writes.sort((a, b) => a.start - b.start);
  const timeline = () =>
    writes.map((w) => `${Math.round(w.start - writes[0]!.start)}:${w.status}`).join(', ');
  // Real 429s, each followed by a wait of at least its Retry-After (reload and pause included),
  // counted from its headers: on a busy machine the body can end seconds after they arrive.
  const limited = writes.filter((w) => w.status === 429);
  expect(limited.length, timeline()).toBeGreaterThan(0);
  for (const w of limited) {
    const next = writes.find((x) => x.start > w.start);
    if (next) expect(next.start - w.headers, timeline()).toBeGreaterThanOrEqual(w.retryAfter * 1000 - 5);
  }
  // Never more than 20 accepted in any 10 s: the 21st accepted after any one arrives ≥ 10 s later.
  const ok = accepted();
  for (let k = SERVER_PER_WINDOW; k < ok.length; k++) {
    expect(ok[k]!.end - ok[k - SERVER_PER_WINDOW]!.start, timeline()).toBeGreaterThanOrEqual(
      SERVER_WINDOW_MS,
    );
  }
  // Exactly once: every url went out in one accepted batch only, the reload included.
  const sent = ok.flatMap((w) => w.urls);
  expect(new Set(sent).size).toBe(sent.length);
  await expect
    .poll(() => countMatching(request, { custom_enrichments: [`${e.enrichment_id}:Reviewed`] }, SINCE_JULY), {
      timeout: 30_000,
    })
    .toBe(total);
  console.log(
    `bulk tagging: ${total} mentions, ${ok.length} accepted requests, ${limited.length} × 429, ` +
      `${Math.round((writes.at(-1)!.end - writes[0]!.start) / 1000)} s from first to last write`,
  );
});

test('tag all matching, reloaded 200 ms after it starts: it resumes collecting and tags every mention once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const e = await createEnrichment(request, `Reload ${RUN}`, 'categorical', []);
  const total = await countMatching(request, {}, MONTH);
  expect(total).toBeGreaterThan(500); // more than ten pages to collect
  const accepted: string[] = [];
  page.on('requestfinished', async (req) => {
    if (req.method() !== 'PUT' || !req.url().includes('/api/mentions/customEnrichments')) return;
    if ((await req.response())?.ok())
      accepted.push(...(JSON.parse(req.postData() ?? '[]') as { url: string }[]).map((i) => i.url));
  });

  await page.goto(mentionsUrl(MONTH));
  await expect(page.getByTestId('mention-count')).toHaveText(`${total.toLocaleString('en')} mentions match`);
  await page.getByTestId('mention-row').first().getByRole('checkbox').check();
  await page.getByRole('button', { name: `Select all ${total.toLocaleString('en')} matching` }).click();
  await page.getByRole('button', { name: 'Tag…' }).click();
  await chooseEnrichment(page, `Reload ${RUN}`);
  await page.getByRole('combobox', { name: 'Value' }).fill('Checked');
  await page.getByRole('button', { name: `Tag ${total.toLocaleString('en')} mentions` }).click();
  // The scenario itself: the analyst reloads 200 ms after starting, while the job still pages.
  await page.waitForTimeout(200);
  await page.reload();

  await page.getByTestId('tag-jobs-indicator').click();
  const job = page.getByTestId('tag-job').filter({ hasText: `Reload ${RUN}` });
  await expect(job).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await expect(job.getByTestId('tag-job-progress')).toContainText(
    `${total.toLocaleString('en')} done · 0 remaining · 0 failed`,
  );
  expect(new Set(accepted).size).toBe(total);
  expect(accepted).toHaveLength(total);
  await expect
    .poll(() => countMatching(request, { custom_enrichments: [`${e.enrichment_id}:Checked`] }, MONTH), {
      timeout: 30_000,
    })
    .toBe(total);
});
