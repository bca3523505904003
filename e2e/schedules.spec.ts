import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { ScheduleRun } from '../src/api/schemas/alerts';
import { formatZoned } from '../src/lib/zoned-time';
import { latestSlotAtOrBefore, runWindow } from '../server/watch/schedules/cadence';
import { attachment, receivedMail } from './mail-sink-client';
import { pdfText, pptxChartValues } from './report-files';
import { apiGet, apiToken, openReport, runStamp, signIn, test } from './support';

const RUN = runStamp();

/**
 * Schedule a report in the UI, send it now, see the run in the history, download its PDF, and
 * receive it: the mail sink (e2e/mail-sink.ts) gets the mail with the PDF and the PowerPoint
 * attached, the PDF's text (pdftotext) holds the report's title, window and the chart's total,
 * and the PowerPoint chart's numbers, each equal to the API's answer for the run's window.
 * The run is made by the server's own engine (its schedule step renders the report with the real
 * Chromium against this server). The report counts only this run's pushed mentions (a search for
 * its marker), so other journeys' mentions never change its figures.
 */
const MARKER = `briefnote${RUN}`;
const RECIPIENT = `brief-${RUN}@example.org`;
const PUSHED = 2;
const ZONE = 'Europe/London';

type Distribution = { totalCount: number; groups: { key: string; count: number }[] };

test('schedule a report, send it now, download the run’s PDF and receive it by mail', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const [ws] = await apiGet<{ id: number; name: string }[]>(request, token, '/workspaces');
  const count = (w: { from: number; to: number }) =>
    apiGet<Distribution>(request, token, `/workspaces/${ws!.id}/analytics/distribution`, {
      since: new Date(w.from).toISOString(),
      to: new Date(w.to - 1).toISOString(),
      group_by: 'channels',
      limit: 1000,
      filter_expression: MARKER,
    });

  // A few mentions of this run inside the window "Send now" reports on (the last complete week
  // before the latest Monday 08:00 in London, the form's default).
  const now = Date.now();
  const w = runWindow(
    'last_week',
    ZONE,
    latestSlotAtOrBefore({ kind: 'weekly', weekday: 1, time: '08:00' }, ZONE, now),
  );
  const latest = w.to - 60_000;
  const channels = (await (await request.get('/api/customChannels', { headers })).json()) as { id: string }[];
  const pushed = await request.post(`/api/customChannels/${channels[0]!.id}/mentions`, {
    headers,
    data: {
      mentions: Array.from({ length: PUSHED }, (_, i) => ({
        // "Solar" matches the first workspace's query, so the mentions join it.
        title: `Solar ${MARKER} ${i}`,
        text: `Solar battery depot ${MARKER} brief ${i}.`,
        author: 'E2E brief',
        // A second apart: each is alone with its author in its second (e2e/filter-details.spec.ts).
        published: new Date(latest - i * 1000).toISOString(),
        url: `https://brief.example/${RUN}/${i}`,
      })),
    },
  });
  expect(pushed.ok(), await pushed.text()).toBe(true);
  await expect.poll(async () => (await count(w)).totalCount, { timeout: 60_000 }).toBe(PUSHED);

  const name = `Client brief ${RUN}`;
  const body = {
    id: `brief-${RUN}`,
    name,
    updatedAt: new Date().toISOString(),
    blocks: [
      {
        id: 'b1',
        kind: 'chart',
        title: 'Mentions by channel',
        spec: {
          workspaceId: ws!.id,
          workspaceName: ws!.name,
          options: { dim: 'channels' },
          filters: { filter_expression: MARKER },
          range: {},
        },
      },
    ],
  };
  const made = await request.post('/desk/v1/artefacts', {
    headers,
    data: { kind: 'report', title: name, workspaceIds: [ws!.id], visibility: 'team', body },
  });
  expect(made.status(), await made.text()).toBe(201);
  const reportId = ((await made.json()) as { id: string }).id;

  await signIn(page, 'demo', '/reports');
  await openReport(page, name);
  await page.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = page.getByRole('dialog', { name: `Schedules of “${name}”` });
  await expect(dialog.getByText('This report has no schedule yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'New schedule' }).click();
  const zone = dialog.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await zone.fill(ZONE);
  await page.getByRole('option', { name: /^Europe\/London/ }).click();
  await dialog.getByRole('checkbox', { name: 'PowerPoint' }).check();
  const recipients = dialog.getByRole('combobox', { name: 'Recipients' });
  await recipients.fill(RECIPIENT);
  await recipients.press('Enter');
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  const card = dialog.getByTestId('schedule-card');
  await expect(card).toContainText('Every Monday at 08:00');
  await expect(card).toContainText(/Next: Mon \d+ [A-Z][a-z]{2}, 08:00 Europe\/London/);
  await expect(card).toContainText(RECIPIENT);

  await card.getByRole('button', { name: 'Send now' }).click();
  const runs = card.getByTestId('schedule-runs');
  await expect(runs).toContainText('rendering');

  // The server's engine (WATCH_TICK_MS in playwright.config.ts) renders it with Chromium.
  await expect(runs).toContainText('sent', { timeout: 180_000 });
  const download = page.waitForEvent('download');
  await runs.getByRole('button', { name: 'PDF' }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^client-brief-[a-z0-9]+-\d{4}-\d\d-\d\d\.pdf$/);
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The run as the desk records it: its window is what the mail and its files report on.
  const [schedule] = (
    (await (await request.get(`/desk/v1/schedules?reportId=${reportId}`, { headers })).json()) as {
      items: { id: string }[];
    }
  ).items;
  const [run] = (
    (await (await request.get(`/desk/v1/schedules/${schedule!.id}/runs`, { headers })).json()) as {
      items: ScheduleRun[];
    }
  ).items;
  const runWin = { from: Date.parse(run!.from), to: Date.parse(run!.to) };
  const api = await count(runWin);
  expect(api.totalCount).toBe(PUSHED);
  const firstDay = formatZoned(runWin.from, ZONE, 'YYYY-MM-DD');
  const lastDay = formatZoned(runWin.to - 1, ZONE, 'YYYY-MM-DD');

  const mail = await receivedMail(request, { to: RECIPIENT, subject: name });
  expect(mail.subject).toContain(`(${ZONE})`);
  expect(mail.text).toContain(`/open/${reportId}`);
  expect(mail.attachments.map((a) => a.filename).sort()).toEqual([
    `client-brief-${RUN}-${firstDay}.pdf`,
    `client-brief-${RUN}-${firstDay}.pptx`,
  ]);

  const text = pdfText(attachment(mail, 'pdf'));
  expect(text).toContain(name);
  expect(text).toContain('Mentions by channel');
  // The run's window in its zone, every day of it (a complete week).
  expect(text).toContain(`${firstDay} – ${lastDay} (${ZONE})`);
  expect(text).toMatch(new RegExp(`\\btotal ${api.totalCount.toLocaleString('en-US')}\\b`));

  const values = await pptxChartValues(attachment(mail, 'pptx'));
  // A channel per mention: the chart's bars are the API's groups (well under the top ten).
  expect(values).toEqual(api.groups.map((g) => g.count).sort((a, b) => b - a));
});
