import { expect } from '@playwright/test';
import { receivedMail } from './mail-sink-client';
import { apiGet, apiToken, runStamp, signIn, test } from './support';

const RUN = runStamp();

/**
 * The watch end to end: a rule created in the UI, mentions pushed into a custom channel so it
 * fires (the server's engine ticks on its own), the alert in the inbox, and its one link opening
 * exactly its mentions (the count equals the event's own figure); then the same alert as the
 * mail sink (e2e/mail-sink.ts) received it: the rule in its subject, its figure equal to the API's
 * count for the mail's own window, and its link opening exactly those mentions.
 */
const MARKER = `watchnote${RUN}`;
/** The rule's email recipient: the sink is shared by every journey of the run, so it is this run's own. */
const RECIPIENT = `watch-${RUN}@example.org`;

/** A search param of a desk link as the router reads it (JSON where it parses as JSON, else the string). */
const searchValue = (url: URL, key: string): string => {
  const raw = url.searchParams.get(key) ?? '';
  try {
    return String(JSON.parse(raw));
  } catch {
    return raw;
  }
};

test('create a rule, fire it with pushed mentions, see it in the inbox and the mail, follow each to exactly its mentions', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'demo', '/alerts');
  await page.getByRole('button', { name: 'New alert rule' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Title').fill(`Any new ${MARKER}`);
  await editor.getByLabel('Watch for').click();
  await page.getByRole('option', { name: 'Any new mention' }).click();
  await editor.getByRole('checkbox', { name: 'Email', exact: true }).check();
  const recipients = editor.getByLabel('Email recipients');
  await recipients.fill(RECIPIENT);
  await recipients.press('Enter');
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

  // The mail of the same firing (a quiet hour after it: the rule fires once in this journey).
  const mail = await receivedMail(request, { to: RECIPIENT, subject: MARKER });
  expect(mail.subject).toContain(`Any new ${MARKER}: New:`);
  expect(mail.html).toContain('See exactly these mentions');
  // It lists the mentions that fired it: the ones pushed above.
  expect(mail.text).toContain(`https://watch.example/${RUN}/`);
  const mailFigure = Number(/^Mentions: ([\d,]+)$/m.exec(mail.text)?.[1]?.replace(/,/g, ''));
  expect(mailFigure).toBe(figure);
  const link = /^See exactly these mentions: (\S+)$/m.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);
  // PUBLIC_URL is unset in the journeys: the links lead to the server that sent them.
  expect(url.origin).toBe(new URL(baseURL!).origin);
  const workspaceId = /^\/w\/(\d+)\/mentions$/.exec(url.pathname)?.[1];
  expect(workspaceId, url.pathname).toBeTruthy();
  // The API's own count for the window the link names (the rule has no filters beyond it).
  const api = await apiGet<{ totalCount: number }>(
    request,
    token,
    `/workspaces/${workspaceId}/analytics/distribution`,
    { since: searchValue(url, 'since'), to: searchValue(url, 'to'), group_by: 'channels', limit: 1000 },
  );
  expect(api.totalCount).toBe(mailFigure);
  await page.goto(link!);
  await expect(page.getByTestId('mention-count')).toHaveText(
    `${mailFigure.toLocaleString('en')} mentions match`,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('mention-row').filter({ hasText: MARKER }).first()).toBeVisible();
});
