import { expect } from '@playwright/test';
import Papa from 'papaparse';
import { apiToken, areaUrl, keepScreenshot, runStamp, signIn, test, useColorScheme } from './support';

const RUN = runStamp();

/** Custom channels: a CSV with bad rows is checked in the browser, fixed in place, pushed, then found. */
const MARKER = `fieldnote${RUN}`;
const ROWS = 250;
const BAD_URL_ROW = 17;
const BAD_DATE_ROW = 203;
const WINDOW = { since: '2026-10-21T12:00:00.000Z', to: '2026-11-20T12:00:00.000Z' };

function csv(): string {
  const records = Array.from({ length: ROWS }, (_, i) => {
    const row = i + 1;
    return {
      title: `Field note ${row} ${MARKER}`,
      // "solar" matches the first workspace's query, so the mentions join it after processing.
      text: `Solar battery depot observed, "quoted", with commas, row ${row}.`,
      author: 'E2E desk',
      published:
        row === BAD_DATE_ROW
          ? '19/11/2026 10:00'
          : new Date(Date.parse('2026-11-19T10:00:00Z') + row * 60_000).toISOString(),
      url: row === BAD_URL_ROW ? 'depot/report-17' : `https://field.example/${RUN}/${row}`,
    };
  });
  return Papa.unparse(records);
}

test('push a CSV of 250 mentions with two bad rows: fix them in place, send, find them in the browser', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/channels');
  await expect(page.getByTestId('custom-channels')).toContainText('Field reports');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'field-notes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv()) });

  const summary = page.getByTestId('import-summary');
  await expect(summary).toHaveText('250 rows · 2 with problems · 248 ready to send · 0 sent');
  const badUrl = page.locator(`[data-testid=import-row][data-row="${BAD_URL_ROW}"]`);
  const badDate = page.locator(`[data-testid=import-row][data-row="${BAD_DATE_ROW}"]`);
  await expect(badUrl).toContainText('url must be an http or https URL');
  await expect(badDate).toContainText('published must be an ISO 8601 date-time');
  await page.getByRole('switch', { name: 'Only rows with problems' }).check();
  await expect(page.getByTestId('import-row')).toHaveCount(2);
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('mantine-color-scheme-value', value), scheme);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await keepScreenshot(page, `channels-problems-wide-${scheme}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500); // the shell's navbar slides away on a narrow screen
    await keepScreenshot(page, `channels-problems-narrow-${scheme}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await badUrl.getByLabel(`Fix url (row ${BAD_URL_ROW})`).fill(`https://field.example/${RUN}/${BAD_URL_ROW}`);
  await badUrl.getByLabel(`Fix url (row ${BAD_URL_ROW})`).press('Enter');
  await badDate.getByLabel(`Fix published (row ${BAD_DATE_ROW})`).fill('2026-11-19T23:00:00Z');
  await badDate.getByLabel(`Fix published (row ${BAD_DATE_ROW})`).press('Enter');
  await expect(summary).toHaveText('250 rows · 0 with problems · 250 ready to send · 0 sent');

  await page.getByRole('button', { name: 'Send 250 mentions' }).click();
  await expect(page.getByTestId('batch-outcome')).toHaveText(
    ['Rows 1–100: 100 queued', 'Rows 101–200: 100 queued', 'Rows 201–250: 50 queued'],
    { timeout: 30_000 },
  );
  await expect(summary).toHaveText('250 rows · 0 with problems · 0 ready to send · 250 sent');

  // Processed asynchronously: the API finds them first, then the browser shows the same count.
  const token = await apiToken(request);
  const workspaces = (await (
    await request.get('/api/workspaces', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: number }[];
  const workspaceId = workspaces[0]!.id;
  const count = async () => {
    const res = await request.get(
      `/api/workspaces/${workspaceId}/analytics/distribution?since=${WINDOW.since}&to=${WINDOW.to}&group_by=channels&filter_expression=${MARKER}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    return ((await res.json()) as { totalCount: number }).totalCount;
  };
  await expect.poll(count, { timeout: 30_000 }).toBe(ROWS);
  await page.goto(areaUrl(workspaceId, 'mentions', WINDOW, { filter_expression: MARKER }));
  await expect(page.getByTestId('mention-count')).toHaveText('250 mentions match');
  // The row fixed in place (now the latest) leads the list.
  await expect(page.getByTestId('mention-row').first()).toContainText(`Field note ${BAD_DATE_ROW} ${MARKER}`);
  await useColorScheme(page, 'light');
});

test('push one mention typed field by field: it arrives keyed by its custom channel', async ({
  page,
  request,
}) => {
  const marker = `typednote${RUN}`;
  await signIn(page);
  await page.goto('/channels');
  await expect(page.getByTestId('custom-channels')).toContainText('Field reports');
  await page.getByRole('tab', { name: 'One by one' }).click();
  // Typed key by key: every keystroke is its own change event.
  await page
    .getByRole('textbox', { name: 'URL', exact: true })
    .pressSequentially(`https://field.example/${RUN}/typed`);
  await page.getByLabel('Published').pressSequentially('2026-11-19T08:15:00Z');
  await page.getByLabel('Title').pressSequentially(`Typed note ${marker}`);
  await page.getByLabel('Author').pressSequentially('Desk');
  await page.getByLabel('Text').pressSequentially('Solar panels on the depot roof.');
  await expect(page.getByLabel('Title')).toHaveValue(`Typed note ${marker}`);
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await expect(page.getByTestId('import-summary')).toHaveText(
    '1 rows · 0 with problems · 1 ready to send · 0 sent',
  );
  await expect(page.getByLabel('Title')).toHaveValue('');
  await page.getByRole('button', { name: 'Send 1 mention' }).click();
  await expect(page.getByTestId('batch-outcome')).toHaveText('Rows 1–1: 1 queued');

  // The mention carries its channel's id: a distribution key that filters back to it.
  const token = await apiToken(request);
  const get = async <T>(path: string) =>
    (await (await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as T;
  const [channel] = await get<{ id: string; name: string }[]>('/customChannels');
  const workspaceId = (await get<{ id: number }[]>('/workspaces'))[0]!.id;
  const window = `since=${WINDOW.since}&to=${WINDOW.to}&filter_expression=${marker}`;
  type Dist = { totalCount: number; groups: { key: string; name: string; count: number }[] };
  await expect
    .poll(
      async () =>
        (await get<Dist>(`/workspaces/${workspaceId}/analytics/distribution?${window}&group_by=channels`))
          .groups,
      {
        timeout: 30_000,
      },
    )
    .toEqual([{ key: channel!.id, name: channel!.name, count: 1, percentage: 100 }]);
  const filtered = await get<Dist>(
    `/workspaces/${workspaceId}/analytics/distribution?${window}&group_by=channels&channels[]=${channel!.id}`,
  );
  expect(filtered.totalCount).toBe(1);
});
