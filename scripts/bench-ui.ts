/**
 * `npm run bench:ui [-- --runs N] [--scroll-only] [--further ROWS] [--trace FILE]`: the mention browser in headless Chromium against the reference
 * server on the 1M-mention database (data/bench.db from `npm run bench:server`).
 *
 * 1. Filter change → new first page rendered: p50/p95 over N changes of the search expression,
 *    timed in the page from the Enter key to the frame where the new rows are in the DOM, with
 *    the panel of top values and the volume histogram on screen: each change starts once they
 *    have answered the previous question (the analyst's steady state), and the time until they
 *    answer the new one is reported too.
 * 2. Scrolling: loads 2,000 rows (40 pages), then scrolls through them while a PerformanceObserver
 *    counts long tasks (> 50 ms); then scrolls on past them (2,000 more rows by default) while
 *    the list fetches pages as it goes; then idles as long as the first pass took, as a baseline.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { apiGet, demoToken, percentile, signInPage, startReferenceServer } from './bench-support';

const DB_PATH = process.env.BENCH_DB ?? 'data/bench.db';
const PORT = Number(process.env.BENCH_UI_PORT ?? 8827);
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
// --scroll-only skips the filter changes; --trace <file> records a Chrome trace of the scrolling.
const RUNS = args.includes('--scroll-only') ? 0 : runsAt >= 0 ? Number(args[runsAt + 1]) : 30;
const traceAt = args.indexOf('--trace');
const TRACE = traceAt >= 0 ? args[traceAt + 1] : undefined;
// --further <rows>: how far to scroll on past the loaded rows while the list fetches more.
const furtherAt = args.indexOf('--further');
const FURTHER_ROWS = furtherAt >= 0 ? Number(args[furtherAt + 1]) : 2000;
// Words and shapes the seeded stories use: each change is a query the server has not cached.
const TERMS = [
  'battery',
  'wind',
  'solar',
  'grid',
  'vaccine',
  'election',
  'chip',
  'housing',
  'crypto',
  'water',
  'food',
  'rocket',
  'climate',
  'energy',
  'market',
];

/**
 * Steps ~60 px per frame (a brisk trackpad) from `from` px down to `to` px of the list, or, with
 * scroll=false, idles for `frames` frames: on a shared machine the idle run shows how many long
 * tasks come from the machine rather than from the page. Rows past the loaded ones are fetched
 * by the list as the end nears, as they would be for an analyst.
 */
const watchFrames = (
  mode: { scroll: true; from: number; to: number } | { scroll: false; frames: number },
) => `(async () => {
  const mode = ${JSON.stringify(mode)};
  const el = document.querySelector('[data-testid="mention-list"]');
  const seen = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.push(e.duration)));
  observer.observe({ type: 'longtask', buffered: false });
  if (mode.scroll) el.scrollTo(0, mode.from);
  await new Promise((r) => setTimeout(r, 300));
  let n = 0;
  let grew = performance.now();
  let height = el.scrollHeight;
  await new Promise((done) => {
    function step() {
      n++;
      if (mode.scroll) el.scrollBy(0, 60);
      if (el.scrollHeight !== height) [height, grew] = [el.scrollHeight, performance.now()];
      // At the bottom, a page may still be on its way: give up only when none came for 3 s.
      const atBottom = el.scrollTop + el.clientHeight >= el.scrollHeight - 1 && performance.now() - grew > 3000;
      const end = mode.scroll ? el.scrollTop >= mode.to || atBottom : n >= mode.frames;
      if (end) done();
      else requestAnimationFrame(step);
    }
    requestAnimationFrame(step);
  });
  await new Promise((r) => setTimeout(r, 200));
  observer.disconnect();
  return { frames: n, longTasks: seen, rows: Number(el.getAttribute('aria-rowcount')) };
})()`;

async function main() {
  if (!existsSync(DB_PATH)) {
    console.error(
      `${DB_PATH} does not exist: run \`npm run bench:server\` first to build the 1M-mention database.`,
    );
    process.exit(2);
  }
  // BENCH_UI_STATIC reuses a dashboard build; otherwise one is made for this run.
  let staticDir = process.env.BENCH_UI_STATIC;
  if (!staticDir) {
    staticDir = mkdtempSync(join(tmpdir(), 'nd-bench-ui-'));
    await build({ logLevel: 'warn', build: { outDir: staticDir, emptyOutDir: true } });
  }
  const server = await startReferenceServer({ port: PORT, dbPath: DB_PATH, staticDir });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const token = await demoToken(BASE);
    const workspaces = await apiGet<{ id: number }[]>(BASE, '/workspaces', token);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInPage(page, token);
    await page.goto(`${BASE}/w/${workspaces[0]!.id}/mentions?range=30d`);
    await page.getByTestId('mention-row').first().waitFor({ timeout: 60_000 });

    const timings: number[] = [];
    const panels: number[] = [];
    const input = page.getByLabel('Search expression');
    // Every facet section and the histogram have answered the question on screen (a string: see watchFrames).
    const panelsLoaded = `(() => {
      const sections = [...document.querySelectorAll('[data-testid="facet"]')];
      const histogram = document.querySelector('[data-testid="volume-histogram"]');
      return sections.length > 0 && sections.every((s) => s.hasAttribute('data-loaded')) && histogram?.getAttribute('data-loaded') === 'true';
    })()`;
    await page.waitForFunction(panelsLoaded, undefined, { timeout: 60_000 });
    for (let i = 0; i < RUNS; i++) {
      const term = TERMS[i % TERMS.length]!;
      const expression = i < TERMS.length ? term : `${term} OR ${TERMS[(i * 7) % TERMS.length]} NOT zzz${i}`;
      await input.fill(expression);
      await page.evaluate(() => ((window as unknown as { __t0: number }).__t0 = performance.now()));
      await input.press('Enter');
      const handle = await page.waitForFunction(
        (expected) => {
          const list = document.querySelector<HTMLElement>('[data-testid="mention-list"]');
          const empty = [...document.querySelectorAll('h3')].some(
            (h) => h.textContent === 'No mentions match',
          );
          const ready =
            list &&
            JSON.parse(list.dataset.query ?? '{}').filter_expression === expected &&
            list.querySelector('[data-testid="mention-row"]');
          return ready || empty ? performance.now() - (window as unknown as { __t0: number }).__t0 : null;
        },
        expression,
        { polling: 'raf', timeout: 30_000 },
      );
      timings.push((await handle.jsonValue()) as number);
      // Then the panel of top values and the histogram for the new question (asked after the rows).
      await page.waitForFunction(panelsLoaded, undefined, { polling: 'raf', timeout: 30_000 });
      panels.push(
        await page.evaluate(() => performance.now() - (window as unknown as { __t0: number }).__t0),
      );
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const sortedPanels = [...panels].sort((a, b) => a - b);
    const facets = await page.locator('[data-testid="facet"]').count();
    if (RUNS > 0) {
      console.log(
        `filter change → first page (${RUNS} runs, ${facets} facet sections and the histogram on screen): p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
      );
      console.log(
        `filter change → top values and histogram answered: p50 ${percentile(sortedPanels, 50).toFixed(0)} ms, p95 ${percentile(sortedPanels, 95).toFixed(0)} ms, max ${sortedPanels.at(-1)!.toFixed(0)} ms`,
      );
    }

    // Load 2,000 rows: clear the expression, then scroll to the end until 40 pages are in.
    await input.fill('');
    await input.press('Enter');
    await page.waitForFunction(
      () =>
        !JSON.parse(
          document.querySelector<HTMLElement>('[data-testid="mention-list"]')?.dataset.query ??
            '{"filter_expression":1}',
        ).filter_expression,
    );
    const list = page.getByTestId('mention-list');
    for (let i = 0; i < 200; i++) {
      const rows = await list.getAttribute('aria-rowcount');
      if (Number(rows) >= 2000) break;
      await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.waitForTimeout(150);
    }
    const loaded = Number(await list.getAttribute('aria-rowcount'));
    const loadedHeight = await list.evaluate((el) => el.scrollHeight - el.clientHeight);
    const rowHeight = await list.evaluate((el) => el.scrollHeight / Number(el.getAttribute('aria-rowcount')));
    type Watch = { frames: number; longTasks: number[]; rows: number };
    // Strings, not functions: tsx would wrap named closures in a helper the page does not have.
    const watch = (mode: Parameters<typeof watchFrames>[0]) =>
      page.evaluate(watchFrames(mode)) as Promise<Watch>;
    if (TRACE)
      await browser.startTracing(page, {
        path: TRACE,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'disabled-by-default-v8.gc',
          'blink.user_timing',
        ],
      });
    // 1. The rows already loaded, top to bottom. 2. On past them while the list fetches more pages.
    const scrolled = await watch({ scroll: true, from: 0, to: loadedHeight });
    const further = await watch({
      scroll: true,
      from: loadedHeight,
      to: loadedHeight + FURTHER_ROWS * rowHeight,
    });
    if (TRACE) await browser.stopTracing();
    const idle = await watch({ scroll: false, frames: scrolled.frames });
    const describe = (w: Watch) =>
      `${w.longTasks.length} long tasks over 50 ms in ${w.frames} frames (worst ${Math.max(0, ...w.longTasks).toFixed(0)} ms)`;
    console.log(`scrolling the ${loaded.toLocaleString('en')} loaded rows: ${describe(scrolled)}`);
    console.log(
      `scrolling on while pages load (to ${further.rows.toLocaleString('en')} rows): ${describe(further)}`,
    );
    console.log(`idle baseline, same frames as the first pass: ${describe(idle)}`);
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
