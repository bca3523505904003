import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import Papa from 'papaparse';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { defaultParseSearch } from '@tanstack/react-router';
import {
  apiGet as supportGet,
  apiToken,
  areaUrl,
  keepScreenshot,
  signIn,
  useColorScheme,
  test,
  workerServerUrl,
} from './support';
import { e2eDbPath } from './ports';
import { HOUR } from '../src/lib/time-units';

/**
 * The mention browser against the real reference server and its seeded database. Windows are
 * fixed (range=custom) so the page and the direct API calls ask exactly the same question.
 */
const TO = new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString();
const SINCE = new Date(Date.parse(TO) - 30 * 24 * HOUR).toISOString();
const HOSTILE = '<img src=x onerror=alert(1)> <script>alert(2)</script> hostilemarker';

let workspaceId = 0;
let token = '';
let api: APIRequestContext;

/** GET through this test's own request context, so the config's baseURL decides the server. */
const apiGet = <T>(path: string, query?: Record<string, string | number | string[] | undefined>) =>
  supportGet<T>(api, token, path, query);

type Mention = { id: number; title?: string | null; url?: string | null };
type Distribution = { totalCount: number };

const windowParams = { since: SINCE, to: TO };

/** The page URL for a view: the global window plus the browser's own search params. */
const viewUrl = (search: Record<string, unknown> = {}) =>
  areaUrl(workspaceId, 'mentions', windowParams, search);

function sampleKey(page: Page): string {
  return String((defaultParseSearch(new URL(page.url()).search) as Record<string, unknown>).sample);
}

async function rowIds(page: Page, count: number): Promise<number[]> {
  const rows = page.getByTestId('mention-row');
  await expect(rows.first()).toBeVisible();
  const ids = await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-mention-id'))));
  return ids.slice(0, count);
}

/** Ids of the rows wholly inside the list's viewport, top to bottom. */
async function idsInView(page: Page): Promise<number[]> {
  return page.getByTestId('mention-list').evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('[data-testid="mention-row"]')]
      .filter((row) => {
        const r = row.getBoundingClientRect();
        return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      })
      .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
      .map((row) => Number(row.getAttribute('data-mention-id')));
  });
}

async function firstPage(query: Record<string, unknown>): Promise<Mention[]> {
  return apiGet<Mention[]>(`/workspaces/${workspaceId}/mentions`, { ...windowParams, limit: 50, ...query });
}

/** Puts a mention full of markup and javascript: URLs into the e2e database, in the workspace. */
function insertHostileMention(wsId: number): number {
  // The database of this journey's server (playwright.config.ts names it by the server's port).
  const db = new Database(e2eDbPath(Number(new URL(workerServerUrl()).port)));
  try {
    const now = Date.now();
    const published = now - 2 * HOUR;
    const existing = db.prepare('SELECT id FROM mentions WHERE title = ?').get(HOSTILE) as
      { id: number } | undefined;
    const id =
      existing?.id ??
      Number(
        db
          .prepare(
            `INSERT INTO mentions (channel, title, text, url, domain, author, language, reach, mention_type, media,
               published, created, processed)
             VALUES ('news', @t, @t, 'javascript:alert(1)', 'evil.example', '<b>author</b>', 'en', 5, 'news.news',
               @media, @p, @p, @p)`,
          )
          .run({
            t: HOSTILE,
            p: published,
            media: JSON.stringify([{ type: 'image', url: 'javascript:alert(1)' }]),
          }).lastInsertRowid,
      );
    if (!existing)
      db.prepare('INSERT INTO mentions_fts(rowid, title, text) VALUES (?, ?, ?)').run(id, HOSTILE, HOSTILE);
    db.prepare(
      'INSERT OR IGNORE INTO workspace_mentions (workspace_id, mention_id, published) VALUES (?, ?, ?)',
    ).run(wsId, id, published);
    return id;
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ page, request }) => {
  api = request;
  token ||= await apiToken(request);
  if (!workspaceId) workspaceId = (await apiGet<{ id: number }[]>('/workspaces'))[0]!.id;
  await signIn(page);
});

test('filters applied in the page give the API’s own answer', async ({ page }) => {
  // A dozen page loads, each with its facets and histogram: long on a busy machine.
  test.setTimeout(180_000);
  await page.goto(viewUrl());
  await page.getByLabel('Search expression').fill('battery OR wind');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filter_expression=/);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('combobox', { name: 'Channels' }).click();
  await page.getByRole('option', { name: /^News/ }).click();
  await page.keyboard.press('Escape');
  // One pill per filter kind, in words ("Channel is News").
  await expect(page.locator('[data-testid="filter-pill"][data-filter="channels"]')).toHaveText(
    'Channel is News',
  );

  const query = { filter_expression: 'battery OR wind', channels: ['news'] };
  const expected = await firstPage(query);
  const total = (
    await apiGet<Distribution>(`/workspaces/${workspaceId}/analytics/distribution`, {
      ...windowParams,
      ...query,
      group_by: 'channels',
    })
  ).totalCount;
  await expect(page.getByTestId('mention-count')).toHaveText(`${total.toLocaleString('en')} mentions match`);
  const ids = await rowIds(page, 5);
  expect(ids).toEqual(expected.slice(0, ids.length).map((m) => m.id));

  // Every other kind of filter, set through the URL, matches the API too. Values come from the
  // workspace's own available-filters and mentions so each case selects something real.
  type Group = { options?: { value: string }[]; models?: { options: { value: string }[] }[] };
  const available = await apiGet<Record<string, Group>>(`/workspaces/${workspaceId}/available-filters`);
  const sample = await firstPage({});
  const located = sample.find((m) => (m as { location?: { country?: { id: number } } }).location?.country);
  const narratives = await apiGet<{ id: number }[]>(`/workspaces/${workspaceId}/narratives`);
  const cases: Record<string, unknown>[] = [
    { smart_categories: [available.smart_categories?.models?.[0]?.options[0]?.value] },
    { custom_enrichments: [available.custom_enrichments?.models?.[0]?.options[0]?.value] },
    { 'narratives.id': [narratives[0]?.id] },
    { domains: [(sample[0] as { domain?: string }).domain] },
    { authors: [(sample[1] as { author?: string }).author] },
    {
      'locations.country': [
        (located as { location: { country: { id: number } } } | undefined)?.location.country.id,
      ],
    },
    { languages: ['en'] },
    { bot_ratings: ['likely', 'very_likely'] },
    { 'mention_type.social_media': ['original_posts'] },
    { 'publisher_geography.source_region': ['Europe'] },
    { filter_expression: 'title:battery NOT wind', sort: 'created', order: 'asc' },
  ];
  for (const search of cases) {
    if (Object.values(search).some((v) => Array.isArray(v) && v[0] === undefined)) continue;
    await page.goto(viewUrl(search));
    const api = await firstPage(search);
    if (api.length === 0) {
      await expect(page.getByText('No mentions match')).toBeVisible();
      continue;
    }
    const shown = await rowIds(page, 5);
    expect(shown, JSON.stringify(search)).toEqual(api.slice(0, shown.length).map((m) => m.id));
  }
});

test('a malformed expression is explained with its position and not sent', async ({ page }) => {
  await page.goto(viewUrl());
  await page.getByLabel('Search expression').fill('wind AND (solar');
  await expect(page.getByText(/Cannot apply: .*character \d+/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(page.getByTestId('expression-tokens').locator('[data-token="and"]')).toHaveText('AND');
});

test('reloading keeps the view: filters, sort, order and the open mention', async ({ page }) => {
  await page.goto(viewUrl({ channels: ['news'], sort: 'created', order: 'asc' }));
  const before = await rowIds(page, 3);
  await page.getByTestId('mention-row').nth(1).click();
  await expect(page.getByTestId('mention-detail')).toBeVisible();
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  expect(await rowIds(page, 3)).toEqual(before);
  await expect(page.getByTestId('mention-detail')).toBeVisible();
  await expect(page.locator('input[aria-label="Sort by"]')).toHaveValue('Created');
});

test('a direct load asks for the first page once: the route’s prefetch and the page share its key', async ({
  page,
}) => {
  const firstPages: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/\/api\/workspaces\/\d+\/mentions$/.test(url.pathname) && url.searchParams.get('offset') === '0')
      firstPages.push(url.search);
  });
  await page.goto(viewUrl({ channels: ['news'], languages: ['en'], sort: 'confidence', order: 'asc' }));
  await rowIds(page, 3);
  // Opening a mention moves the list's position, not its question: nothing is asked again.
  await page.getByTestId('mention-row').first().click();
  await expect(page.getByTestId('mention-detail')).toBeVisible();
  expect(firstPages).toHaveLength(1);
  expect(firstPages[0]).toContain('sort=confidence');
});

test('the list stays put while the volume histogram and its spike flags arrive', async ({ page }) => {
  // The volume's answer is held until the rows are measured (the real server answers it then).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/analytics/timeline?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(viewUrl());
  await rowIds(page, 1);
  const list = page.getByTestId('mention-list');
  const before = (await list.boundingBox())!.y;
  release();
  await expect(page.getByTestId('volume-histogram')).toHaveAttribute('data-loaded', 'true');
  // The window has flagged spikes, so the strip above the bars is in use.
  await expect(page.getByTestId('histogram-marks').getByRole('button').first()).toBeVisible();
  expect((await list.boundingBox())!.y).toBe(before);
});

test('reloading keeps the list position: the page in view and a mention open on it', async ({ page }) => {
  const search = { sort: 'created', order: 'asc' };
  const pageThree = await firstPage({ ...search, offset: 100 });
  test.skip(pageThree.length < 20, 'the seeded window holds fewer than three pages');
  await page.goto(viewUrl(search));
  const list = page.getByTestId('mention-list');
  const target = page.locator(`[data-mention-id="${pageThree[0]!.id}"]`);
  // Scroll down a viewport at a time until page three's first row is drawn (jumping to the end
  // could pass over it: when page three arrives between two jumps the next one lands on page four,
  // and the virtual list no longer draws the row), then put it at the top.
  await expect(async () => {
    await list.evaluate((el) => el.scrollBy(0, el.clientHeight * 0.8));
    await expect(target).toBeAttached({ timeout: 500 });
  }).toPass({ intervals: [100], timeout: 90_000 });
  // Rows are as tall as their content: scroll page three's first row to the top of the list.
  await target.evaluate((row) => {
    const list = row.closest('[data-testid="mention-list"]')!;
    list.scrollTop += row.getBoundingClientRect().top - list.getBoundingClientRect().top;
  });
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  const before = await idsInView(page);
  expect(before[0]).toBe(pageThree[0]!.id);
  await page.locator(`[data-mention-id="${pageThree[2]!.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`open=${pageThree[2]!.id}`));
  const url = page.url();

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect.poll(() => idsInView(page), { timeout: 30_000 }).toEqual(before);
  await expect(page.getByTestId('mention-detail')).toBeVisible();
  await expect(page).toHaveURL(url);

  // A new question starts again at the top.
  await page.getByText('Desc', { exact: true }).click();
  await expect(page).not.toHaveURL(/[?&]page=/);
});

test('a random sample is labelled and stable across pages', async ({ page }) => {
  await page.goto(viewUrl());
  await page.getByRole('button', { name: 'Random sample' }).click();
  await expect(page.getByTestId('sample-banner')).toContainText('random sample of up to 500');
  await expect(page).toHaveURL(/sample=/);
  const key = sampleKey(page);
  const pageOne = await firstPage({ randomization_key: key });
  const pageTwo = await firstPage({ randomization_key: key, offset: 50 });
  expect(await rowIds(page, 5)).toEqual(pageOne.slice(0, 5).map((m) => m.id));
  expect(await firstPage({ randomization_key: key })).toEqual(pageOne);
  if (pageTwo.length > 0) {
    // Scroll to the end of page one: the next page of the same sample follows it.
    const list = page.getByTestId('mention-list');
    await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const first = pageTwo[0]!.id;
    await expect(page.locator(`[data-mention-id="${first}"]`)).toBeAttached();
    expect(new Set([...pageOne, ...pageTwo].map((m) => m.id)).size).toBe(pageOne.length + pageTwo.length);
  }
  await page.getByRole('button', { name: 'New sample' }).click();
  await expect.poll(() => sampleKey(page)).not.toBe(key);
});

test('keyboard triage: j/k move, Enter opens, o opens the original safely, Esc closes', async ({
  page,
  context,
}) => {
  await page.goto(viewUrl({ channels: ['news'] }));
  const ids = await rowIds(page, 3);
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`open=${ids[1]}`));
  // The analyst reads the opened mention before moving on (on a busy machine the pane mounts late).
  await expect(page.getByTestId('mention-detail')).toBeVisible();
  await page.keyboard.press('k');
  await expect(page).toHaveURL(new RegExp(`open=${ids[0]}`));
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('o')]);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mention-detail')).toHaveCount(0);
  await expect(page).not.toHaveURL(/open=/);
});

test('CSV export records its origin and holds the filtered list', async ({ page }) => {
  const search = { filter_expression: 'battery', channels: ['news'] };
  await page.goto(viewUrl(search));
  await expect(page.getByTestId('mention-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV' }).click(),
  ]);
  const rows = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8')).data;
  expect(rows[0]?.[0]).toBe('Workspace');
  // The filters in the words of their pills, then the raw query as one line to reproduce it.
  expect(rows[1]).toEqual(['Filters', 'Search: battery; Channel: News']);
  expect(rows[2]).toEqual(['Query (to reproduce)', 'channels=news; filter_expression=battery']);
  expect(rows[3]).toEqual(['Since', SINCE]);
  expect(rows[4]).toEqual(['To', TO]);
  expect(rows[5]?.[0]).toBe('Time zone');
  const header = rows.findIndex((r) => r[0] === 'Mention ID');
  const ids = rows
    .slice(header + 1)
    .filter((r) => r[0])
    .map((r) => Number(r[0]));
  const expected: number[] = [];
  for (let offset = 0; ; offset += 50) {
    const page50 = await firstPage({ ...search, offset });
    expected.push(...page50.map((m) => m.id));
    if (page50.length < 50) break;
  }
  expect(ids).toEqual(expected);
});

test('a hostile mention renders as text: no markup, no link, no dialog', async ({ page }) => {
  const id = insertHostileMention(workspaceId);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(viewUrl({ filter_expression: 'hostilemarker' }));
  const row = page.locator(`[data-mention-id="${id}"]`);
  await expect(row.getByTestId('mention-title')).toContainText('<img src=x onerror=alert(1)>');
  await row.click();
  const detail = page.getByTestId('mention-detail');
  await expect(detail.getByTestId('mention-text')).toContainText('<script>alert(2)</script>');
  await expect(detail.getByRole('link')).toHaveCount(0);
  await expect(
    page.locator('img[src="x"], main script, a[href^="javascript"], img[src^="javascript"]'),
  ).toHaveCount(0);
  await page.keyboard.press('o');
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(page.context().pages()).toHaveLength(1);
});

test('screenshots: light and dark, wide and narrow @screenshots', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, width] of [
      ['wide', 1440],
      ['narrow', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(viewUrl({ channels: ['news', 'twitter'] }));
      await useColorScheme(page, scheme);
      await page.getByTestId('mention-row').first().click();
      await expect(page.getByTestId('mention-detail')).toBeVisible();
      await page.waitForTimeout(300);
      await keepScreenshot(page, `mentions-${scheme}-${name}`);
    }
  }
});
