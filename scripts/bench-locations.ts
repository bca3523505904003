/**
 * Location picker timings in a real browser against a running reference server:
 *   1. opening Texas (254 counties) until its first page of children is on screen;
 *   2. typing a search until the grouped results for the final text are on screen
 *      (from the last keystroke, so the debounce is included).
 * Every sample starts cold for its request (fresh page load, or a prefix not searched before).
 * Usage: BASE_URL=http://127.0.0.1:8787 npm run bench:locations   (server: `npm start`)
 */
import { chromium, type Page } from '@playwright/test';
import { apiGet, demoToken, percentile, signInPage } from './bench-support';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8787';
const TREE_RUNS = Number(process.env.TREE_RUNS ?? 20);
const PREFIXES = (
  'aus ber chi dal hou lon mad par san tor bos den mia sea pho atl det por cle kan ' +
  'mun ham col fra lyo mar nap rom mil tur osl sto hel cop war pra vie bud bel sof'
).split(' ');

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p);
  return `${label}: n=${sorted.length} p50=${at(50).toFixed(0)} ms p95=${at(95).toFixed(0)} ms max=${at(100).toFixed(0)} ms`;
}

async function openPicker(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('treeitem', { name: 'Americas', exact: true }).waitFor();
}

async function expand(page: Page, name: string): Promise<void> {
  const item = page.getByRole('treeitem', { name, exact: true }).first();
  await item.focus();
  await item.press('ArrowRight');
  await item.locator('[role="group"] [role="treeitem"]').first().waitFor();
}

/** Presses → on Texas inside the page and times until its first child rows are rendered. */
async function timeOpenTexas(page: Page): Promise<number> {
  await page.getByRole('treeitem', { name: 'Texas', exact: true }).focus();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const texas = document.activeElement as HTMLElement;
        const done = () => texas.querySelectorAll('[role="group"] [role="treeitem"]').length >= 100;
        const start = performance.now();
        new MutationObserver((_, obs) => {
          if (!done()) return;
          obs.disconnect();
          resolve(performance.now() - start);
        }).observe(texas, { childList: true, subtree: true });
        texas.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      }),
  );
}

/** Types `text` (60 ms between keys) and times from the last keydown to its results on screen. */
async function timeSearch(page: Page, text: string): Promise<number> {
  const box = page.getByRole('searchbox', { name: 'Search locations' });
  await box.fill('');
  await box.focus();
  const timing = page.evaluate(
    (q) =>
      new Promise<number>((resolve) => {
        let last = 0;
        const input = document.activeElement as HTMLInputElement;
        input.addEventListener('keydown', () => (last = performance.now()), { capture: true });
        const ready = () =>
          document.querySelector(`[data-testid="location-search-results"][data-query="${q}"]`);
        new MutationObserver((_, obs) => {
          if (input.value !== q || !ready()) return;
          obs.disconnect();
          resolve(performance.now() - last);
        }).observe(document.body, { childList: true, subtree: true, attributes: true });
      }),
    text,
  );
  await box.pressSequentially(text, { delay: 60 });
  return timing;
}

async function main(): Promise<void> {
  const token = await demoToken(BASE_URL);
  const [workspace] = await apiGet<{ id: number }[]>(BASE_URL, '/workspaces', token);
  if (!workspace) throw new Error('the demo team has no workspace');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  // tsx keeps function names with a __name helper that page.evaluate bodies do not carry along.
  await page.addInitScript('window.__name = (f) => f');
  await signInPage(page, token);
  const url = `${BASE_URL}/w/${workspace.id}/mentions`;

  const tree: number[] = [];
  for (let i = 0; i < TREE_RUNS; i++) {
    await openPicker(page, url); // a fresh page: Texas's children are not cached
    for (const name of ['Americas', 'Northern America', 'United States']) await expand(page, name);
    tree.push(await timeOpenTexas(page));
  }
  await openPicker(page, url);
  const search: number[] = [];
  for (const prefix of PREFIXES) search.push(await timeSearch(page, prefix));
  if (process.env.DEBUG) console.log(search);
  await browser.close();

  console.log(summary('open Texas (254 counties, first 100 shown)', tree));
  console.log(summary('type a 3-letter search → grouped results', search));
}

main().catch((error: unknown) => {
  console.error('FAILED', error);
  process.exit(1);
});
