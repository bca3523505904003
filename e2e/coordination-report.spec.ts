import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { planCoordination } from '../server/seed/coordination';
import { phraseExpression } from '../src/analysis/coordination/scope-query';
import { apiGet, areaUrl, runStamp, signIn, test } from './support';
import { DAY } from '../src/lib/time-units';

const RUN = runStamp();

/**
 * The propagation trace as a report figure: the planted "Glass Ballot" story (server/seed/
 * coordination.ts) traced in "Election integrity", pinned to a new report, drawn on its board and
 * written into its PDF (checked with poppler) and PowerPoint (unzipped) with the story's first
 * sightings in hop order and each channel's count as the API gives it.
 */
const NOW = Date.parse('2026-11-20T12:00:00Z');
const PLAN = planCoordination(7, NOW);
const iso = (ms: number) => new Date(ms).toISOString();
const MONTH = { since: iso(NOW - 30 * DAY), to: iso(NOW), tz: 'utc' };
const ART = 'e2e-artifacts';
const NAME = `Glass Ballot brief ${RUN}`;
/** "Nov 17, 2026 07:43": how the report writes a first sighting (the trace was made in UTC). */
const when = (ms: number) =>
  `${new Date(ms).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} ${iso(ms).slice(11, 16)}`;

type Distribution = { totalCount: number; groups: { key: string; count: number }[] };

async function exportReport(page: Page, item: string, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Export report' }).click();
  const entry = page.getByRole('menuitem', { name: item });
  await expect(entry).toBeEnabled({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), entry.click()]);
  mkdirSync(ART, { recursive: true });
  const path = join(ART, name);
  writeFileSync(path, readFileSync((await download.path())!));
  return path;
}

test('a pinned trace: the report draws it, its PDF and PowerPoint give the story’s first sightings in hop order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const workspaces = await apiGet<{ id: number; title: string }[]>('/workspaces');
  const election = workspaces.find((w) => w.title === 'Election integrity')!.id;
  const byChannel = await apiGet<Distribution>(`/workspaces/${election}/analytics/distribution`, {
    since: MONTH.since,
    to: MONTH.to,
    filter_expression: phraseExpression(PLAN.story.phrase),
    group_by: 'channels',
  });
  const count = (channel: string) => byChannel.groups.find((g) => g.key === channel)!.count;

  await signIn(page);
  await page.goto(areaUrl(election, 'coordination', MONTH, { coView: 'trace', trace: PLAN.story.phrase }));
  const hopLine = page.getByTestId('hop-line');
  await expect(hopLine).toContainText('Telegram', { timeout: 60_000 });
  const hops = (await hopLine.textContent())!;
  await page.getByRole('button', { name: 'Pin to report' }).click();
  await page.getByLabel('Report name').fill(NAME);
  await page.getByRole('button', { name: 'Pin trace' }).click();
  await expect(page.getByText('Trace pinned')).toBeVisible();

  await page.goto('/reports');
  await expect(page.getByTestId('report-header')).toContainText(NAME);
  const block = page.getByTestId('report-trace');
  await expect(block.getByTestId('report-trace-hops')).toHaveText(hops);
  await expect(block.getByRole('img', { name: `Propagation trace: ${hops}` })).toBeVisible();
  const rows = block.getByRole('table', { name: 'First sightings' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`Telegram${when(PLAN.story.telegram)}`);
  await expect(rows.nth(1)).toContainText(`X (Twitter)${when(PLAN.story.twitter)}`);
  await expect(rows.nth(2)).toContainText(`News${when(PLAN.story.news)}`);

  // PDF: the figure's text (its hop line) and the first sightings as selectable text.
  const pdf = await exportReport(page, 'PDF', 'coordination-trace-report.pdf');
  const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain(NAME);
  expect(text).toContain(hops);
  expect(text).toContain('not causation');
  const lines = [
    `Telegram: ${when(PLAN.story.telegram)} (UTC), `,
    `X (Twitter): ${when(PLAN.story.twitter)} (UTC), `,
    `News: ${when(PLAN.story.news)} (UTC), `,
  ];
  const at = lines.map((line) => text.indexOf(line));
  expect(
    at.every((i) => i >= 0),
    `first sightings in ${text}`,
  ).toBe(true);
  expect(
    [...at].sort((a, b) => a - b),
    'in hop order',
  ).toEqual(at);
  for (const [line, channel] of [
    [lines[0]!, 'telegram'],
    [lines[1]!, 'twitter'],
    [lines[2]!, 'news'],
  ] as const) {
    expect(text).toMatch(new RegExp(`${line.replace(/[()]/g, '\\$&')}[^\\n]*, ${count(channel)} mentions`));
  }

  // PowerPoint: one slide after the title, the hops as its title and a native table of sightings.
  const pptx = await exportReport(page, 'PowerPoint (editable charts)', 'coordination-trace-report.pptx');
  const dir = mkdtempSync(join(tmpdir(), 'trace-pptx-'));
  execFileSync('unzip', ['-q', pptx, '-d', dir]);
  const slides = readdirSync(join(dir, 'ppt', 'slides')).filter((f) => f.endsWith('.xml'));
  expect(slides).toHaveLength(2);
  const xml = readFileSync(join(dir, 'ppt', 'slides', 'slide2.xml'), 'utf8');
  expect(xml).toContain(`>${hops}<`);
  expect(xml).toContain('<a:tbl>');
  const cells = [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]);
  const row = (name: string) => cells.slice(cells.indexOf(name), cells.indexOf(name) + 4);
  expect(row('Telegram')).toEqual([
    'Telegram',
    when(PLAN.story.telegram),
    expect.any(String),
    String(count('telegram')),
  ]);
  expect(row('News')).toEqual(['News', when(PLAN.story.news), expect.any(String), String(count('news'))]);
  expect(cells.indexOf('Telegram')).toBeLessThan(cells.indexOf('News'));
  expect(readdirSync(join(dir, 'ppt', 'media')).some((f) => f.endsWith('.png'))).toBe(true);
});
