/**
 * `npm run bench:network [-- --latency MS --runs N]`: each area over a slow network. Two reference
 * servers: the upstream over a seeded database (BENCH_NETWORK_DB, default data/bench-network.db,
 * seeded with the demo data on first use), and in front of it the dashboard's own server proxying
 * `/api` to it with UPSTREAM_LATENCY_MS (default 300) added to every call, as when the real
 * service is far away. Static files are not delayed.
 *
 * Per area, N cold loads (a fresh browser context each) in headless Chromium, signed in. It records:
 * - usable: navigation start → the first frame in which the area's condition holds (its first
 *   rows or figures are on screen: a requestAnimationFrame loop in the page checks it);
 * - round trips: the longest chain of API calls (made before that frame) in which each call
 *   started after the previous one had answered, from the page's resource timings;
 * - calls: the API calls made before that frame; JS: script bytes transferred before it.
 * BENCH_STATIC=dist reuses an existing build instead of building into a temporary directory.
 */
import { chromium, type Page } from '@playwright/test';
import { apiGet, dashboardBuild, demoToken, signInPage, startReferenceServer } from './bench-support';
import { AREAS, sequentialDepth, type Area } from './bench-network-areas';

const DB_PATH = process.env.BENCH_NETWORK_DB ?? 'data/bench-network.db';
const UPSTREAM_PORT = Number(process.env.BENCH_NETWORK_PORT ?? 8841);
const PROXY_PORT = UPSTREAM_PORT + 1;
const BASE = `http://127.0.0.1:${PROXY_PORT}`;
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const LATENCY_MS = option('--latency', 300);
const RUNS = option('--runs', 3);

/** Waits (rAF) until `condition` (a selector-based predicate source) holds, then stamps the time. */
const watch = (condition: string) => `(() => {
  performance.setResourceTimingBufferSize(2000);
  const holds = ${condition};
  const tick = () => {
    try { if (holds()) { window.__usable = performance.now(); return; } } catch {}
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

type Timing = { name: string; start: number; end: number; bytes: number; script: boolean };

async function loadOnce(page: Page, area: Area, path: string) {
  await page.addInitScript(watch(area.usable));
  await page.goto(path);
  await page.waitForFunction(() => (window as { __usable?: number }).__usable !== undefined, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => {
    const usable = (window as unknown as { __usable: number }).__usable;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const timings: Timing[] = entries.map((e) => ({
      name: new URL(e.name).pathname,
      start: e.startTime,
      end: e.responseEnd,
      bytes: e.transferSize,
      script: e.initiatorType === 'script' || e.name.endsWith('.js'),
    }));
    return { usable, timings };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

async function main() {
  const staticDir = await dashboardBuild(process.env.BENCH_STATIC, 'network');
  const upstream = await startReferenceServer({ port: UPSTREAM_PORT, dbPath: DB_PATH, staticDir });
  const proxy = await startReferenceServer({
    port: PROXY_PORT,
    dbPath: ':memory:',
    staticDir,
    env: {
      UPSTREAM_API: `http://127.0.0.1:${UPSTREAM_PORT}/api`,
      UPSTREAM_LATENCY_MS: String(LATENCY_MS),
    },
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const token = await demoToken(BASE);
    const [workspace] = await apiGet<{ id: number }[]>(BASE, '/workspaces', token);
    if (!workspace) throw new Error('the demo team has no workspace');
    const [narrative] = await apiGet<{ id: number }[]>(BASE, `/workspaces/${workspace.id}/narratives`, token);
    if (!narrative) throw new Error(`workspace ${workspace.id} has no narrative`);
    const ids = { workspace: workspace.id, narrative: narrative.id };
    console.log(`bench:network — ${LATENCY_MS} ms per API call, ${RUNS} cold loads per area, ${DB_PATH}`);
    console.log(
      '| area | usable (median) | usable (max) | sequential API round trips | API calls | JS (kB) |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const area of AREAS) {
      const usable: number[] = [];
      const depths: number[] = [];
      const calls: number[] = [];
      const js: number[] = [];
      const path = area.path(ids);
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        if (area.signedIn) await signInPage(page, token);
        const run = await loadOnce(page, area, path);
        const before = run.timings.filter((t) => t.end <= run.usable);
        const api = before.filter((t) => t.name.startsWith('/api/'));
        usable.push(run.usable);
        depths.push(sequentialDepth(api));
        calls.push(api.length);
        js.push(before.filter((t) => t.script).reduce((sum, t) => sum + t.bytes, 0) / 1000);
        if (process.env.BENCH_VERBOSE)
          for (const t of api) console.log(`    ${Math.round(t.start)}–${Math.round(t.end)} ms  ${t.name}`);
        await context.close();
      }
      console.log(
        `| ${area.name} | ${Math.round(median(usable))} ms | ${Math.round(Math.max(...usable))} ms | ${median(depths)} (max ${Math.max(...depths)}) | ${median(calls)} | ${median(js).toFixed(1)} |`,
      );
    }
  } finally {
    await browser.close();
    proxy.kill();
    upstream.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
