import { mkdirSync } from 'node:fs';
import { expect, request as requestContext, type Page } from '@playwright/test';
import {
  apiGet,
  apiToken,
  areaUrl,
  expectNoHorizontalScroll,
  runStamp,
  signIn,
  test,
  workerServerUrl,
} from './support';

const RUN = runStamp();

/**
 * Photographs of the watch (issue 35) for a person to look at: the alert editor opened from a
 * question, its preview on history, the rule list, the sample's confirmation, the delivery log
 * and the inbox, light and dark, 1440 and 390 px wide, under /tmp/shots-35u. The rule made here
 * is deleted at the end and its sample marked read: other journeys share the demo team's inbox.
 */
const SHOTS = '/tmp/shots-35u';
const WINDOW = { since: '2026-10-21T00:00:00.000Z', to: '2026-11-19T23:59:59.999Z', tz: 'Europe/London' };
let workspaceId = 0;

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from the first parameter's pattern
test.beforeAll(async ({}, testInfo) => {
  const request = await requestContext.newContext({ baseURL: workerServerUrl(testInfo) });
  const token = await apiToken(request);
  workspaceId = (await apiGet<{ id: number }[]>(request, token, '/workspaces'))[0]!.id;
  mkdirSync(SHOTS, { recursive: true });
});

/** Light and dark, wide and phone; nothing may run off the side. `focus` is scrolled into view first. */
async function shoot(page: Page, name: string, focus?: () => Promise<void>): Promise<void> {
  for (const scheme of ['light', 'dark'] as const)
    for (const width of [1440, 390]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      // The shell's navigation slides in or out on a width change: photograph once it is still
      // (two frames first, so the transitions have started).
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      );
      await expectNoHorizontalScroll(page, `${name} ${scheme} ${width}`);
      await focus?.();
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${width}.png` });
    }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('screenshots: the alert editor, its preview, the rules, a sample, the delivery log and the inbox @screenshots', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const filters = { channels: ['news'], languages: ['en'], filter_expression: 'energy OR climate' };
  await signIn(page, 'demo', areaUrl(workspaceId, 'mentions', WINDOW, filters));
  await expect(page.getByTestId('filter-pill')).toHaveCount(3, { timeout: 30_000 });
  await shoot(page, 'mentions-create-alert');
  await page.getByRole('link', { name: 'Create alert' }).click();

  const editor = page.getByRole('dialog', { name: 'New alert rule' });
  await expect(editor.getByTestId('question-pill')).toHaveCount(3, { timeout: 30_000 });
  const title = `Energy news in English, a long title to see how it wraps ${RUN}`;
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Watch for').click();
  await page.getByRole('option', { name: 'Volume over a threshold' }).click();
  await editor.getByLabel('More than (mentions)').fill('9999999');
  await editor.getByRole('checkbox', { name: 'Email', exact: true }).check();
  const recipients = editor.getByLabel(/Email recipients/);
  await recipients.fill('ana.long-address@analysts.example.org');
  await recipients.press('Enter');
  await recipients.fill('client@example.com');
  await recipients.press('Enter');
  await shoot(page, 'alerts-editor');
  await editor.getByRole('button', { name: 'Preview on history' }).click();
  const preview = editor.getByTestId('alert-preview');
  await expect(preview).toBeVisible({ timeout: 60_000 });
  await shoot(page, 'alerts-preview', () => preview.scrollIntoViewIfNeeded());
  await editor.getByRole('button', { name: 'Create rule' }).click();
  await expect(editor).toBeHidden({ timeout: 30_000 });

  const card = page.getByTestId('alert-rule').filter({ hasText: RUN });
  await expect(card.getByTestId('question-pill')).toHaveCount(3, { timeout: 30_000 });
  await shoot(page, 'alerts-list');

  await card.getByRole('button', { name: 'Send a sample now' }).click();
  const confirm = page.getByRole('dialog', { name: /Send a sample/ });
  await expect(confirm.getByTestId('sample-audience')).toContainText('client@example.com');
  await shoot(page, 'alerts-sample-confirm');
  await confirm.getByRole('button', { name: 'Send the sample' }).click();
  await expect(confirm).toBeHidden();

  await card.getByRole('button', { name: /More actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Delivery log' }).click();
  const log = page.getByRole('dialog', { name: /Delivery log/ });
  await expect(log).toBeVisible();
  await expect(log.getByText('client@example.com').first()).toBeVisible({ timeout: 60_000 });
  await shoot(page, 'alerts-delivery-log');
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();

  await page.goto('/inbox');
  const item = page.getByTestId('inbox-item').filter({ hasText: RUN }).first();
  await expect(item).toBeVisible({ timeout: 60_000 });
  await shoot(page, 'inbox');

  // Leave the shared inbox and rules as they were.
  const all = page.getByRole('button', { name: /Mark all read/ });
  if (await all.isEnabled()) await all.click();
  await page.goto(`/alerts?workspace=${workspaceId}`);
  await card.getByRole('button', { name: /More actions for/ }).click();
  await page.getByRole('menuitem', { name: /Delete/ }).click();
  await page.getByRole('button', { name: 'Delete rule' }).click();
  await expect(card).toBeHidden({ timeout: 30_000 });
});
