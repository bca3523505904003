/**
 * Narrative list render time on the 1M-mention database: `npm run bench:narratives`.
 * Needs data/bench.db (`npm run bench:server` builds it) and a dashboard build (STATIC_DIR,
 * default dist). Starts the reference server on the bench DB, finds the workspace with the most
 * narratives (both demo teams), and times navigation → list rendered with every sparkline in the
 * viewport drawn, for a full page load and for an in-app navigation. Prints median and max of RUNS.
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { apiGet, demoToken, signInPage, startReferenceServer } from './bench-support';

const PORT = Number(process.env.PORT ?? 8811);
const BASE = `http://127.0.0.1:${PORT}`;
const DB = process.env.DB_PATH ?? 'data/bench.db';
const STATIC_DIR = process.env.STATIC_DIR ?? 'dist';
const RUNS = Number(process.env.RUNS ?? 7);

/** Rows rendered and every sparkline of a row inside the viewport drawn. */
async function listReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (document.querySelectorAll('[data-testid="narrative-row"]').length === 0) return false;
      // A sparkline loads when any pixel of it is in view (useInViewport): test the sparkline's own
      // box, not its row's — a row can peek in at the bottom while its sparkline is below the fold.
      const sparklines = [...document.querySelectorAll('[data-testid="narrative-sparkline"]')];
      const visible = sparklines.filter((e) => e.getBoundingClientRect().top < window.innerHeight);
      return visible.every((e) => e.getAttribute('data-loaded') === 'true' && e.querySelector('svg'));
    },
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, max: s[s.length - 1]! };
};

async function main(): Promise<void> {
  if (!existsSync(DB)) throw new Error(`${DB} is missing: run npm run bench:server first`);
  const server = await startReferenceServer({ port: PORT, dbPath: DB, staticDir: STATIC_DIR });
  try {
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    const window = `since=${new Date(now - 30 * 86_400_000).toISOString()}&to=${new Date(now).toISOString()}`;
    let best = { user: '', tok: '', id: 0, count: -1 };
    for (const user of ['demo', 'rival']) {
      const tok = await demoToken(BASE, user);
      for (const w of await apiGet<{ id: number }[]>(BASE, '/workspaces', tok)) {
        const n = (await apiGet<unknown[]>(BASE, `/workspaces/${w.id}/narratives?${window}`, tok)).length;
        if (n > best.count) best = { user, tok, id: w.id, count: n };
      }
    }
    console.log(`workspace ${best.id} (${best.user}): ${best.count} narratives in the last 30 days`);

    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInPage(page, best.tok);
    const cold: number[] = [];
    const inApp: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Full load: a new document, empty query cache.
      let t0 = Date.now();
      await page.goto(`${BASE}/w/${best.id}/narratives`);
      await listReady(page);
      cold.push(Date.now() - t0);
      // In-app: from the mention browser via the nav link, after the query cache is cleared by a reload.
      await page.goto(`${BASE}/w/${best.id}/mentions`);
      await page.getByTestId('mention-row').first().waitFor();
      t0 = Date.now();
      await page.getByRole('link', { name: 'Narratives' }).first().click();
      await listReady(page);
      inApp.push(Date.now() - t0);
    }
    await browser.close();
    const c = stats(cold);
    const a = stats(inApp);
    console.log(
      `full page load → list + visible sparklines: median ${c.median} ms, max ${c.max} ms (${RUNS} runs)`,
    );
    console.log(
      `in-app navigation → list + visible sparklines: median ${a.median} ms, max ${a.max} ms (${RUNS} runs)`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
