import { expect, request as requestContext, type Locator, type Page } from '@playwright/test';
import { apiGet, apiToken, areaUrl, runStamp, signIn, test, workerServerUrl } from './support';

const RUN = runStamp();

/**
 * "Create alert" on a question (issue 35): from the mention browser and from a chart panel, the
 * Alerts area opens its editor on exactly the question on screen (workspace, filters, zone); the
 * rule created keeps those filters, shown as the same pills the filter bar showed. The rule never
 * fires (a threshold no window reaches) and is deleted at the end: other journeys share the inbox.
 */
// A zone other than the browser's (Europe/Berlin) and UTC, so the editor's zone is the question's.
const WINDOW = { since: '2026-10-21T00:00:00.000Z', to: '2026-11-19T23:59:59.999Z', tz: 'Europe/London' };
const FILTERS = { channels: ['news'], languages: ['en'] };
let workspaceId = 0;

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from the first parameter's pattern
test.beforeAll(async ({}, testInfo) => {
  const request = await requestContext.newContext({ baseURL: workerServerUrl(testInfo) });
  const token = await apiToken(request);
  workspaceId = (await apiGet<{ id: number }[]>(request, token, '/workspaces'))[0]!.id;
});

/** The filter bar's pills as they read ("Channel is News"), in order. */
const barPills = (page: Page) =>
  page.locator('[data-testid="filter-pill"] button[aria-label$=": filter menu"]').allInnerTexts();
const rulePills = (where: Locator) => where.getByTestId('question-pill').allInnerTexts();

/** The editor opened on the question: its filters chosen and shown as the bar's pills, its zone. */
async function expectEditorOn(page: Page, pills: string[]): Promise<Locator> {
  const editor = page.getByRole('dialog', { name: 'New alert rule' });
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await expect(editor.getByRole('radio', { name: 'This question’s filters' })).toBeChecked();
  await expect.poll(() => rulePills(editor)).toEqual(pills);
  await expect(editor.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
    /^Europe\/London \(UTC[+-]\d\d:\d\d\)$/,
  );
  return editor;
}

test('Create alert on the mention browser: the editor opens on the question, the rule keeps its filters', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'demo', areaUrl(workspaceId, 'mentions', WINDOW, FILTERS));
  await expect(page.getByTestId('filter-pill')).toHaveCount(2, { timeout: 30_000 });
  const pills = await barPills(page);
  expect(pills).toEqual(['Channel is News', 'Language is English']);

  await page.getByRole('link', { name: 'Create alert' }).click();
  await expect(page).toHaveURL(/\/alerts\?/);
  const editor = await expectEditorOn(page, pills);
  const title = `From a question ${RUN}`;
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Watch for').click();
  await page.getByRole('option', { name: 'Volume over a threshold' }).click();
  await editor.getByLabel('More than (mentions)').fill('9999999');
  await editor.getByRole('button', { name: 'Create rule' }).click();
  await expect(editor).toBeHidden({ timeout: 30_000 });
  // The question leaves the URL with the editor.
  expect(new URL(page.url()).searchParams.has('channels')).toBe(false);

  const card = page.getByTestId('alert-rule').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => rulePills(card)).toEqual(pills);
  // Reopened, the rule still holds exactly those filters.
  await card.getByRole('button', { name: `Edit “${title}”` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${title}”` });
  await expect.poll(() => rulePills(edit)).toEqual(pills);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await card.getByRole('button', { name: `More actions for “${title}”` }).click();
  await page.getByRole('menuitem', { name: /Delete/ }).click();
  await page.getByRole('button', { name: 'Delete rule' }).click();
  await expect(card).toBeHidden({ timeout: 30_000 });
});

test('Create alert on a chart panel: the editor opens on the chart’s question', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo', areaUrl(workspaceId, 'charts', WINDOW, { ...FILTERS, measure: 'timeline' }));
  await expect(page.getByTestId('filter-pill')).toHaveCount(2, { timeout: 30_000 });
  const pills = await barPills(page);
  await page.getByTestId('chart-create-alert').click();
  await expect(page).toHaveURL(/\/alerts\?/);
  const editor = await expectEditorOn(page, pills);
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  expect(new URL(page.url()).searchParams.has('languages')).toBe(false);
});
