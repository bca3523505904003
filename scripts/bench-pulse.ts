/**
 * `npm run bench:pulse [-- --runs N]`: how fast the pulse (the landing page) fills in, in headless
 * Chromium against the reference server (BENCH_DB, default data/bench.db from bench:server).
 *
 * Each run is a cold page load of /pulse, signed in, with every workspace of the demo team:
 * - first row: navigation start → the first row shows its volume and change;
 * - complete: navigation start → every row shows every figure (no cell still counting).
 * A requestAnimationFrame loop in the page records both moments. Prints p50/p95 of each.
 * BENCH_STATIC=dist reuses an existing build instead of building into a temporary directory.
 */
import { chromium } from '@playwright/test';
import {
  apiGet,
  dashboardBuild,
  demoToken,
  percentile,
  signInPage,
  startReferenceServer,
} from './bench-support';

const DB_PATH = process.env.BENCH_DB ?? 'data/bench.db';
const PORT = Number(process.env.BENCH_PULSE_PORT ?? 8898);
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 10;

const WATCH = `(() => {
  const tick = () => {
    const rows = document.querySelectorAll('[data-testid="pulse-row"]');
    const ready = document.querySelectorAll('[data-testid="pulse-row"][data-ready]');
    if (window.__firstRow === undefined && ready.length > 0) window.__firstRow = performance.now();
    if (rows.length > 0 && ready.length === rows.length && !document.querySelector('[aria-label="Counting…"]')) {
      window.__complete = performance.now();
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

async function main() {
  const staticDir = await dashboardBuild(process.env.BENCH_STATIC, 'pulse');
  const server = await startReferenceServer({ port: PORT, dbPath: DB_PATH, staticDir });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const token = await demoToken(BASE);
    const workspaces = await apiGet<unknown[]>(BASE, '/workspaces', token);
    const first: number[] = [];
    const complete: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // A fresh context per load: nothing cached in the page or the browser.
      const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signInPage(page, token);
      await page.addInitScript(WATCH);
      await page.goto('/pulse');
      await page.waitForFunction(
        () => (window as unknown as { __complete?: number }).__complete !== undefined,
        null,
        {
          timeout: 120_000,
        },
      );
      const t = await page.evaluate(() => {
        const w = window as unknown as { __firstRow: number; __complete: number };
        return { first: w.__firstRow, complete: w.__complete };
      });
      first.push(t.first);
      complete.push(t.complete);
      await context.close();
    }
    first.sort((a, b) => a - b);
    complete.sort((a, b) => a - b);
    const ms = (v: number) => `${Math.round(v)} ms`;
    console.log(`pulse: ${workspaces.length} workspaces, ${RUNS} cold loads, ${DB_PATH}`);
    console.log(`  first row   p50 ${ms(percentile(first, 50))}  p95 ${ms(percentile(first, 95))}`);
    console.log(`  complete    p50 ${ms(percentile(complete, 50))}  p95 ${ms(percentile(complete, 95))}`);
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
