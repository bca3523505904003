import { expect } from '@playwright/test';
import { apiToken, signIn, test } from './support';

/**
 * The watch end to end: a rule created in the UI, mentions pushed into a custom channel so it
 * fires (the server's engine ticks on its own), the alert in the inbox, and its one link opening
 * exactly its mentions (the count equals the event's own figure).
 */
const RUN = Date.now().toString(36);
const MARKER = `watchnote${RUN}`;

test('create a rule, fire it with pushed mentions, see it in the inbox, follow it to exactly its mentions', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'demo', '/alerts');
  await page.getByRole('button', { name: 'New alert rule' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Title').fill(`Any new ${MARKER}`);
  await editor.getByLabel('Watch for').click();
  await page.getByRole('option', { name: 'Any new mention' }).click();
  await editor.getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByTestId('alert-rule').filter({ hasText: MARKER })).toBeVisible({ timeout: 30_000 });

  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const channels = (await (await request.get('/api/customChannels', { headers })).json()) as { id: string }[];
  const channelId = channels[0]?.id;
  expect(channelId).toBeTruthy();
  // Published now: after the rule was made, so its first look counts them.
  const published = new Date().toISOString();
  const mentions = Array.from({ length: 3 }, (_, i) => ({
    title: `Solar ${MARKER} ${i}`,
    text: `Solar battery depot ${MARKER} note ${i}.`,
    author: 'E2E watch',
    published,
    url: `https://watch.example/${RUN}/${i}`,
  }));
  const pushed = await request.post(`/api/customChannels/${channelId}/mentions`, {
    headers,
    data: { mentions },
  });
  expect(pushed.ok()).toBe(true);

  // The engine ticks on its own: the inbox count rises once the rule fires.
  await expect
    .poll(async () => Number((await page.getByTestId('inbox-indicator').getAttribute('data-unread')) || 0), {
      timeout: 240_000,
    })
    .toBeGreaterThan(0);
  await page.getByTestId('inbox-indicator').click();
  const item = page.getByTestId('inbox-item').filter({ hasText: MARKER }).first();
  await expect(item).toBeVisible({ timeout: 60_000 });
  const figure = Number(await item.getByTestId('inbox-figure').first().getAttribute('data-value'));
  expect(figure).toBeGreaterThan(0);
  await item.getByTestId('inbox-mentions-link').click();
  await expect(page).toHaveURL(/\/w\/\d+\/mentions/);
  await expect(page.getByTestId('mention-count')).toHaveText(
    `${figure.toLocaleString('en')} mentions match`,
    {
      timeout: 60_000,
    },
  );
});
