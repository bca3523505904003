import { accessSync, constants } from 'node:fs';
import type { RenderJob, RenderReport } from './index';
import type { RunFormat } from './repository';

/**
 * The same PDF and PowerPoint the board exports: Debian's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium), driven by playwright-core, opens the dashboard's render page for the report
 * (src/routes/render.report.$reportId.tsx) with the run's window and zone, signed in as the
 * schedule's owner; the page waits until every block has its numbers and hands back the board's
 * own export (pdf-export / pptx-export) as base64.
 */

/** What the render page exposes on `window` (src/features/schedules/render-page.tsx writes it). */
export const RENDER_GLOBAL = '__ndScheduledReport';
/** The session the dashboard reads (src/features/session/session-store.ts). */
const SESSION_KEY = 'narrative-desk.session';

export interface ChromiumRendererOptions {
  /** Where the dashboard is served (this server's own address). */
  baseUrl: string;
  /** A bearer the dashboard may use as the schedule's owner (reference: one the server signs; proxy: the service account's). */
  tokenFor: (owner: RenderJob['owner']) => Promise<string>;
  chromiumPath?: string;
  /** How long one report may take to load and export. */
  timeoutMs?: number;
}

export const chromiumPathFrom = (env: NodeJS.ProcessEnv) => env.CHROMIUM_PATH || '/usr/bin/chromium';

function assertChromium(path: string): void {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium not found at ${path}: scheduled reports are rendered with Chromium on the server (set CHROMIUM_PATH)`,
    );
  }
}

export function renderUrl(
  baseUrl: string,
  job: Pick<RenderJob, 'reportId' | 'from' | 'to' | 'zone'>,
): string {
  const url = new URL(`/render/report/${encodeURIComponent(job.reportId)}`, baseUrl);
  url.searchParams.set('from', job.from);
  url.searchParams.set('to', job.to);
  url.searchParams.set('zone', job.zone);
  return url.toString();
}

type PageState = { state: 'loading' | 'ready' | 'error'; error?: string };

export function chromiumRenderer(opts: ChromiumRendererOptions): RenderReport {
  const executablePath = opts.chromiumPath ?? chromiumPathFrom(process.env);
  const timeout = opts.timeoutMs ?? 120_000;
  return async (job) => {
    assertChromium(executablePath);
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      // The page's clock reads the schedule's zone, so "browser" time and date lines agree with the window.
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        timezoneId: job.zone,
        locale: 'en-GB',
      });
      const token = await opts.tokenFor(job.owner);
      await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
        SESSION_KEY,
        JSON.stringify({ token, baseUrl: '/api' }),
      ] as const);
      const page = await context.newPage();
      page.setDefaultTimeout(timeout);
      await page.goto(renderUrl(opts.baseUrl, job));
      const handle = await page.waitForFunction(
        (name) => {
          const s = (window as unknown as Record<string, PageState | undefined>)[name];
          return s && s.state !== 'loading' ? { state: s.state, error: s.error } : null;
        },
        RENDER_GLOBAL,
        { timeout },
      );
      const state = (await handle.jsonValue()) as PageState;
      if (state.state === 'error') throw new Error(`The report could not be rendered: ${state.error}`);
      const files: Partial<Record<RunFormat, Buffer>> = {};
      for (const format of job.formats) {
        const base64 = await page.evaluate(
          ([name, f]) =>
            (window as unknown as Record<string, { file: (f: string) => Promise<string> }>)[name]!.file(f),
          [RENDER_GLOBAL, format] as const,
        );
        files[format] = Buffer.from(base64, 'base64');
      }
      return files;
    } finally {
      await browser.close();
    }
  };
}
