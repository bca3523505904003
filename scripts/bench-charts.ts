/**
 * `npm run bench:charts [-- --runs N]`: chart render time after the data arrives, in headless
 * Chromium against the reference server (data/bench.db by default, BENCH_DB to change).
 *
 * 1. Distribution: authors, top 500 (500 bars + Other) as a bar chart.
 * 2. Timeline: 365 days with a channel breakdown (10 series + Other) as a line chart.
 * 3. County map: the map page's counties of California, then Texas picked (254 county shapes).
 *
 * Timing runs in the page, the app already booted: a small chart is drawn, then one option is
 * picked in the builder (dimension → Author, or breakdown → Channel). fetch is wrapped so the
 * moment that analytics response's body has been read is recorded; a requestAnimationFrame loop
 * records the first frame with the expected number of bars or lines in the DOM.
 * Render time = that frame − arrival (zod parse, transforms, React, recharts, layout).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { apiGet, demoToken, percentile, startReferenceServer } from './bench-support';

const DB_PATH = process.env.BENCH_DB ?? 'data/bench.db';
const PORT = Number(process.env.BENCH_CHARTS_PORT ?? 8798);
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 10;
const NOW = Date.parse(process.env.BENCH_NOW ?? new Date().toISOString());

const INSTRUMENT = `(() => {
  const original = window.fetch.bind(window);
  window.fetch = async (...a) => {
    const res = await original(...a);
    const url = String(a[0] && a[0].url ? a[0].url : a[0]);
    if (!url.includes('/api/')) return res;
    const body = await res.text();
    // The map waits for the state's counties (taxonomy) as well as their counts: the last answer.
    window.__apiArrived = performance.now();
    if (url.includes('/analytics/')) window.__arrived = performance.now();
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
  window.__watch = (target) => {
    window.__arrived = undefined;
    window.__rendered = undefined;
    window.__picked = performance.now();
    const tick = () => {
      if (window.__arrived !== undefined && document.querySelectorAll(target.selector).length >= target.count) {
        window.__rendered = performance.now();
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
})();`;

/**
 * Loads `url` (a small chart), waits until it is drawn, then picks `option` in the `select`
 * combobox: one new request whose answer is timed from arrival to the drawn frame, with the app
 * already booted (a cold page load would time the app's start-up too).
 */
async function measure(
  page: Page,
  url: string,
  select: string,
  option: string,
  selector: string,
  count: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(url);
    await page.locator('.recharts-surface').first().waitFor();
    await page.evaluate((t) => (window as unknown as { __watch: (t: unknown) => void }).__watch(t), {
      selector,
      count,
    });
    await page.getByRole('combobox', { name: select }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.waitForFunction(
      () => (window as unknown as { __rendered?: number }).__rendered !== undefined,
      null,
      {
        timeout: 120_000,
      },
    );
    times.push(
      await page.evaluate(() => {
        const w = window as unknown as { __rendered: number; __arrived: number };
        return w.__rendered - w.__arrived;
      }),
    );
  }
  return times.sort((a, b) => a - b);
}

/**
 * The county map: the counties of California drawn, then Texas picked in the State select. Timed
 * from the last API answer (counts and the state's counties) to the first frame with all 254 Texas
 * shapes coloured by their counts; and from the pick itself (requests + geometry + render).
 */
async function measureCountyMap(page: Page, url: string, texasId: number) {
  const render: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(url);
    await page.locator('[data-testid="choropleth"] path[data-code^="06"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate((t) => (window as unknown as { __watch: (t: unknown) => void }).__watch(t), {
      selector: '[data-testid="choropleth"] path[data-code^="48"]',
      count: 254,
    });
    await page.getByLabel('State', { exact: true }).selectOption(String(texasId));
    await page.waitForFunction(
      () => (window as unknown as { __rendered?: number }).__rendered !== undefined,
      null,
      {
        timeout: 120_000,
      },
    );
    const t = await page.evaluate(() => {
      const w = window as unknown as { __rendered: number; __apiArrived: number; __picked: number };
      return [w.__rendered - w.__apiArrived, w.__rendered - w.__picked];
    });
    render.push(t[0]!);
    total.push(t[1]!);
  }
  return { render: render.sort((a, b) => a - b), total: total.sort((a, b) => a - b) };
}

async function main() {
  const staticDir = mkdtempSync(join(tmpdir(), 'nd-bench-charts-'));
  await build({ logLevel: 'warn', build: { outDir: staticDir, emptyOutDir: true } });
  const server = await startReferenceServer({ port: PORT, dbPath: DB_PATH, staticDir });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(INSTRUMENT);
    await page.goto(`${BASE}/sign-in`);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel(/^Password/).fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'));
    const workspaces = await apiGet<{ id: number }[]>(BASE, '/workspaces', await demoToken(BASE));
    const id = workspaces[0]!.id;
    const to = new Date(Math.floor(NOW / 86_400_000) * 86_400_000 - 1).toISOString();
    const since = new Date(Date.parse(to) + 1 - 365 * 86_400_000).toISOString();
    const q = (s: Record<string, unknown>) =>
      `${BASE}/w/${id}/charts?` +
      new URLSearchParams(
        Object.entries({ range: 'custom', since, to, tz: 'utc', ...s }).map(([k, v]) => [
          k,
          typeof v === 'string' && k !== 'since' && k !== 'to' ? v : JSON.stringify(v),
        ]),
      ).toString();
    const dist = await measure(
      page,
      q({ dim: 'channels', top: 500, chart: 'bar' }),
      'Dimension',
      'Author',
      '.recharts-bar-rectangle',
      500,
    );
    const line = await measure(
      page,
      q({ measure: 'timeline', chart: 'line' }),
      'Breakdown',
      'Channel',
      '.recharts-line-curve',
      10,
    );
    const states = await apiGet<{ results: { id: number; standard: { type: string; code: string }[] }[] }>(
      BASE,
      '/locations?level=state&limit=500',
      await demoToken(BASE),
    );
    const stateId = (fips: string) =>
      states.results.find((s) => s.standard.some((c) => c.type === 'fips' && c.code === fips))!.id;
    const county = await measureCountyMap(
      page,
      q({ geo: 'county', geoState: stateId('06') }).replace('/charts?', '/map?'),
      stateId('48'),
    );
    const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
    const report = (name: string, t: number[]) =>
      console.log(
        `${name}: median ${percentile(t, 50).toFixed(0)} ms, p95 ${percentile(t, 95).toFixed(0)} ms, max ${t[t.length - 1]!.toFixed(0)} ms (${t.length} runs, load average ${load})`,
      );
    report('distribution, 500 groups, bar', dist);
    report('timeline, 365 days × 10 series, line', line);
    report('county map, Texas (254 counties), last answer → drawn', county.render);
    report('county map, Texas (254 counties), pick → drawn', county.total);
  } finally {
    await browser.close();
    server.kill();
  }
}

void main();
