/**
 * `npm run bench:lighthouse [-- --runs N] [--page sign-in|workspaces|mentions] [--preset
 * mobile|desktop]`: Lighthouse performance scores (mobile and desktop presets) of sign-in,
 * workspaces and the mention browser, served by the reference server
 * (BENCH_NETWORK_DB, default data/bench-network.db, seeded on first use; no added latency).
 *
 * Lighthouse is not a dependency of the project (about 200 packages for a benchmark): install it
 * anywhere and point LIGHTHOUSE_BIN at its CLI, e.g.
 *   npm install --prefix /tmp/lh lighthouse@12
 *   LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse npm run bench:lighthouse
 * It drives Debian's Chromium (/usr/bin/chromium, started here by Playwright with a fresh
 * profile per run, so every run starts with an empty cache); nothing downloads a browser.
 * Signed-in pages read the session this script stores in the origin's localStorage first (from
 * an API URL, so no page script is cached before Lighthouse loads the page).
 * LIGHTHOUSE_REPORTS=<dir> keeps each run's full report there (`<page>-<preset>-<run>.json`), to
 * read what an LCP waited for and which tasks blocked.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { apiGet, dashboardBuild, demoToken, startReferenceServer } from './bench-support';

const DB_PATH = process.env.BENCH_NETWORK_DB ?? 'data/bench-network.db';
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 8845);
const DEBUG_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN;
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const pageAt = args.indexOf('--page');
const ONLY = pageAt >= 0 ? args[pageAt + 1] : undefined;
const presetAt = args.indexOf('--preset');
const PRESETS = (presetAt >= 0 ? [args[presetAt + 1]] : ['mobile', 'desktop']) as ('mobile' | 'desktop')[];

function lighthouse(url: string, preset: 'mobile' | 'desktop', output: string): Promise<void> {
  const flags = [
    url,
    `--port=${DEBUG_PORT}`,
    '--disable-storage-reset',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LIGHTHOUSE!, ...flags], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}`))));
  });
}

type Result = { score: number; lcp: number; tbt: number };

async function measure(
  url: string,
  preset: 'mobile' | 'desktop',
  token: string | null,
  keepAs: string,
): Promise<Result> {
  const profile = mkdtempSync(join(tmpdir(), 'nd-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${BASE}/api/about`);
    await page.evaluate(
      (t) =>
        t
          ? localStorage.setItem('narrative-desk.session', JSON.stringify({ token: t, baseUrl: '/api' }))
          : undefined,
      token,
    );
    const output = join(profile, 'report.json');
    await lighthouse(url, preset, output);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      copyFileSync(output, join(REPORTS, `${keepAs}.json`));
    }
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue: number }>;
    };
    return {
      score: Math.round(report.categories.performance.score * 100),
      lcp: report.audits['largest-contentful-paint']!.numericValue,
      tbt: report.audits['total-blocking-time']!.numericValue,
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main() {
  if (!LIGHTHOUSE) {
    console.error('Set LIGHTHOUSE_BIN to a Lighthouse CLI (see the comment at the top of this script).');
    process.exit(2);
  }
  const staticDir = await dashboardBuild(process.env.BENCH_STATIC, 'lighthouse');
  const server = await startReferenceServer({ port: PORT, dbPath: DB_PATH, staticDir });
  try {
    const token = await demoToken(BASE);
    const [workspace] = await apiGet<{ id: number }[]>(BASE, '/workspaces', token);
    if (!workspace) throw new Error('the demo team has no workspace');
    const pages = [
      { name: 'sign-in', url: `${BASE}/sign-in`, token: null },
      { name: 'workspaces', url: `${BASE}/workspaces`, token },
      { name: 'mentions', url: `${BASE}/w/${workspace.id}/mentions`, token },
    ];
    console.log(`bench:lighthouse — performance score, median of ${RUNS} runs (LCP, TBT of that run)`);
    console.log('| page | mobile | desktop |');
    console.log('|---|---|---|');
    for (const p of pages.filter((page) => !ONLY || page.name === ONLY)) {
      const cells: string[] = [];
      for (const preset of PRESETS) {
        const results: Result[] = [];
        for (let i = 0; i < RUNS; i++)
          results.push(await measure(p.url, preset, p.token, `${p.name}-${preset}-${i + 1}`));
        results.sort((a, b) => a.score - b.score);
        const mid = results[Math.floor((results.length - 1) / 2)]!;
        cells.push(
          `${mid.score} (LCP ${(mid.lcp / 1000).toFixed(1)} s, TBT ${Math.round(mid.tbt)} ms; runs ${results.map((r) => r.score).join('/')})`,
        );
      }
      console.log(`| ${p.name} | ${cells.join(' | ')} |`);
    }
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
