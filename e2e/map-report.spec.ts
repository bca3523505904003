import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import {
  apiGet,
  areaUrl,
  deskUrl,
  expectNoHorizontalScroll,
  keepScreenshot,
  runStamp,
  signIn,
  test,
  useColorScheme,
} from './support';

const RUN = runStamp();

/**
 * A map pinned to a report (issue 39): the report draws it from its question, re-runs it for the
 * report's window like every chart, and writes it into the PDF (checked with poppler) and the
 * PowerPoint (unzipped) with the places' counts as the API gives them.
 */
const NOVEMBER = { since: '2026-11-01T00:00:00.000Z', to: '2026-11-20T23:59:59.999Z', tz: 'utc' };
const OCTOBER = { since: '2026-10-01T00:00:00.000Z', to: '2026-10-31T23:59:59.999Z' };
const ART = 'e2e-artifacts';
const NAME = `Map brief ${RUN}`;

type Distribution = { totalCount: number; groups: { key: string; count: number }[] };

const n = (value: number) => value.toLocaleString('en-US');

async function exportReport(page: Page, item: string, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Export report' }).click();
  const entry = page.getByRole('menuitem', { name: item });
  await expect(entry).toBeEnabled({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), entry.click()]);
  mkdirSync(ART, { recursive: true });
  const path = join(ART, name);
  writeFileSync(path, readFileSync((await download.path())!));
  return path;
}

/** The located line a map block and its exports state, from the API's distribution by country. */
function locatedLine(d: Distribution): string {
  const located = d.groups.reduce((sum, g) => sum + g.count, 0);
  return `${n(located)} of ${n(d.totalCount)} mentions located at this level; ${n(d.totalCount - located)} not.`;
}

test('a pinned map: the report draws the API’s counts, re-runs them for its window, and its PDF and PowerPoint carry them', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const workspaces = await apiGet<{ id: number; title: string }[]>('/workspaces');
  const workspace = workspaces[0]!;
  const byCountry = (window: { since: string; to: string }) =>
    apiGet<Distribution>(`/workspaces/${workspace.id}/analytics/distribution`, {
      since: window.since,
      to: window.to,
      group_by: 'locations.country',
      limit: 1000,
    });
  const [november, october] = await Promise.all([byCountry(NOVEMBER), byCountry(OCTOBER)]);
  expect(november.groups.length).toBeGreaterThan(0);
  expect(locatedLine(october)).not.toBe(locatedLine(november));

  await signIn(page);
  await page.goto(areaUrl(workspace.id, 'map', NOVEMBER));
  await expect(page.getByTestId('choropleth')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Pin', exact: true }).click();
  await page.getByLabel('Report name').fill(NAME);
  await page.getByRole('button', { name: 'Pin map' }).click();
  await expect(page.getByText('Map pinned')).toBeVisible();
  // The pin's popover, opened again, links to the report the map went to.
  await page.getByRole('button', { name: 'Pin', exact: true }).click();
  await page.getByRole('link', { name: 'Open the report' }).click();

  await expect(page.getByTestId('report-header')).toContainText(NAME);
  const block = page.getByTestId('report-map');
  await expect(block.getByTestId('map-block-title')).toHaveText('Mentions by country', { timeout: 60_000 });
  await expect(block).toContainText(workspace.title);
  await expect(block.getByTestId('choropleth')).toBeVisible();
  await expect(block.getByTestId('map-block-located')).toHaveText(locatedLine(november));
  // The places listed are the API's ten largest, most first.
  const top = [...november.groups].sort((a, b) => b.count - a.count).slice(0, 10);
  const counts = block.getByTestId('map-block-places').locator('tbody tr td:nth-child(3)');
  await expect(counts).toHaveText(top.map((g) => n(g.count)));
  const first = block.getByTestId('map-block-places').locator('tbody tr').first();
  const [place, code] = await Promise.all([
    first.locator('td').nth(0).textContent(),
    first.locator('td').nth(1).textContent(),
  ]);

  // PDF: the map's words (title, key notes, border point of view) and the places as text.
  const pdf = await exportReport(page, 'PDF', 'map-report.pdf');
  const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(NAME);
  expect(text).toContain('Mentions by country');
  expect(text).toContain('UN-aligned');
  expect(text).toContain('Places with the most mentions');
  expect(text).toContain(`${place} (${code}): ${n(top[0]!.count)} mentions`);
  expect(text).toContain(locatedLine(november));

  // PowerPoint: a slide with the map's title, its picture and a native table of the places.
  const pptx = await exportReport(page, 'PowerPoint (editable charts)', 'map-report.pptx');
  const dir = mkdtempSync(join(tmpdir(), 'map-pptx-'));
  execFileSync('unzip', ['-q', pptx, '-d', dir]);
  const xml = readFileSync(join(dir, 'ppt', 'slides', 'slide2.xml'), 'utf8');
  expect(xml).toContain('>Mentions by country<');
  expect(xml).toContain('<a:tbl>');
  const cells = [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]);
  const at = cells.indexOf(`${place} (${code})`);
  expect(at, `${place} in ${cells.join(' | ')}`).toBeGreaterThan(0);
  expect(cells[at + 1]).toBe(n(top[0]!.count));
  expect(readdirSync(join(dir, 'ppt', 'media')).some((f) => f.endsWith('.png'))).toBe(true);

  // Re-run for October: the block counts October's mentions.
  const reportId = new URL(page.url()).searchParams.get('report');
  expect(reportId).toBeTruthy();
  await page.goto(deskUrl('/reports', { ...OCTOBER, tz: 'utc' }, { report: reportId }));
  await expect(page.getByTestId('report-header')).toContainText(NAME);
  await page.getByText('One for the report', { exact: true }).click();
  await expect(page.getByTestId('report-window')).toContainText('2026-10-01 – 2026-10-31');
  await expect(block.getByTestId('map-block-located')).toHaveText(locatedLine(october), { timeout: 60_000 });

  // Looked at: the board's map block, light and dark, wide and on a phone.
  for (const scheme of ['light', 'dark'] as const) {
    for (const [label, width] of [
      ['wide', 1440],
      ['narrow', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 1000 });
      await useColorScheme(page, scheme);
      await expect(block.getByTestId('choropleth')).toBeVisible({ timeout: 60_000 });
      await expectNoHorizontalScroll(page, `report map ${label}`);
      await block.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `report-map-${scheme}-${label}`);
    }
  }
});
