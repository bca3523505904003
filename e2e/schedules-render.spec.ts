import { chromiumRenderer } from '../server/watch/schedules/render';
import { runWindow } from '../server/watch/schedules/cadence';
import { expect } from '@playwright/test';
import { pdfText, pptxChartValues } from './report-files';
import { apiGet, apiToken, test } from './support';

/**
 * A scheduled run's files are the board's own: the server's renderer (server/watch/schedules/
 * render.ts) drives Chromium to the built dashboard's render page for a real report artefact and
 * a last-7-days window in Europe/London; the PDF's text and the PowerPoint chart's numbers are
 * checked against the API's own answer for the same window.
 */
test('a scheduled report renders through Chromium to the board’s PDF and PowerPoint', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const token = await apiToken(request);
  const [ws] = await apiGet<{ id: number; name: string }[]>(request, token, '/workspaces');
  const zone = 'Europe/London';
  // The seed's clock (DEMO_NOW in playwright.config.ts): the week before it holds its mentions.
  const w = runWindow('last_7_days', zone, Date.parse('2026-11-20T12:00:00Z'));
  const from = new Date(w.from).toISOString();
  const to = new Date(w.to).toISOString();
  const title = `Scheduled brief ${Date.now()}`;
  const body = {
    id: `sched-${Date.now()}`,
    name: title,
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
          filters: {},
          range: {},
        },
      },
    ],
  };
  const made = await request.post('/desk/v1/artefacts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { kind: 'report', title, workspaceIds: [ws!.id], visibility: 'private', body },
  });
  expect(made.status(), await made.text()).toBe(201);
  const reportId = ((await made.json()) as { id: string }).id;

  const render = chromiumRenderer({ baseUrl: baseURL!, tokenFor: async () => token, timeoutMs: 180_000 });
  const files = await render({
    reportId,
    reportTitle: title,
    owner: { id: 'demo', name: 'demo' },
    from,
    to,
    zone,
    formats: ['pdf', 'pptx'],
  });

  // The API's own answer for the window the run reports on (its end is the last millisecond before `to`).
  const api = await apiGet<{ totalCount: number; groups: { key: string; count: number }[] }>(
    request,
    token,
    `/workspaces/${ws!.id}/analytics/distribution`,
    { since: from, to: new Date(w.to - 1).toISOString(), group_by: 'channels', limit: 1000 },
  );
  expect(api.totalCount).toBeGreaterThan(0);
  // The chart shows the top 10 channels and the rest as "Other" (a channel per mention: they sum to the total).
  const all = api.groups.map((g) => g.count).sort((a, b) => b - a);
  const top = all.slice(0, 10);
  const other = api.totalCount - top.reduce((a, b) => a + b, 0);
  const counts = [...top, ...(other > 0 ? [other] : [])].sort((a, b) => b - a);

  const text = pdfText(files.pdf!);
  expect(text).toContain(title);
  expect(text).toContain('Mentions by channel');
  // The run's window, in its zone, and the chart's total as the API counts it.
  expect(text).toContain('2026-11-13 – 2026-11-19 (Europe/London)');
  expect(text).toContain(`total ${api.totalCount.toLocaleString('en-US')}`);

  const values = await pptxChartValues(files.pptx!);
  expect(values).toEqual(counts);
});
