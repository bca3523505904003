import { expect } from '@playwright/test';
import { apiGet, apiToken, openReport, signIn, test } from './support';

/**
 * Schedule a report in the UI, send it now, see the run in the history and download its PDF.
 * The run is made by the server's own engine (its schedule step renders the report with the real
 * Chromium against this server).
 */
test('schedule a report, send it now, and download the run’s PDF', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await apiToken(request);
  const [ws] = await apiGet<{ id: number; name: string }[]>(request, token, '/workspaces');
  const name = `Client brief ${Date.now()}`;
  const body = {
    id: `brief-${Date.now()}`,
    name,
    updatedAt: new Date().toISOString(),
    blocks: [
      {
        id: 'b1',
        kind: 'chart',
        spec: {
          workspaceId: ws!.id,
          workspaceName: ws!.name,
          options: { dim: 'channels' },
          filters: {},
          range: {},
        },
      },
    ],
  };
  const made = await request.post('/desk/v1/artefacts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { kind: 'report', title: name, workspaceIds: [ws!.id], visibility: 'team', body },
  });
  expect(made.status(), await made.text()).toBe(201);

  await signIn(page, 'demo', '/reports');
  await openReport(page, name);
  await page.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = page.getByRole('dialog', { name: `Schedules of “${name}”` });
  await expect(dialog.getByText('This report has no schedule yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'New schedule' }).click();
  const zone = dialog.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await zone.fill('Europe/London');
  await page.getByRole('option', { name: /^Europe\/London/ }).click();
  const recipients = dialog.getByRole('combobox', { name: 'Recipients' });
  await recipients.fill('client@example.org');
  await recipients.press('Enter');
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  const card = dialog.getByTestId('schedule-card');
  await expect(card).toContainText('Every Monday at 08:00');
  await expect(card).toContainText(/Next: Mon \d+ [A-Z][a-z]{2}, 08:00 Europe\/London/);
  await expect(card).toContainText('client@example.org');

  await card.getByRole('button', { name: 'Send now' }).click();
  const runs = card.getByTestId('schedule-runs');
  await expect(runs).toContainText('rendering');

  // The server's engine (WATCH_TICK_MS in playwright.config.ts) renders it with Chromium.
  await expect(runs).toContainText('sent', { timeout: 180_000 });
  const download = page.waitForEvent('download');
  await runs.getByRole('button', { name: 'PDF' }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^client-brief-\d+-\d{4}-\d\d-\d\d\.pdf$/);
  const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
