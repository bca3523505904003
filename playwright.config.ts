import { defineConfig, devices } from '@playwright/test';
import {
  DESK_PORTS,
  MAIL_HTTP_PORT,
  MAIL_SINK_URL,
  MAIL_SMTP_PORT,
  MAIL_SMTP_URL,
  PROXY_PORT,
  PROXY_URL,
  REPLAY_PORT,
  e2eDbPath,
  e2eDeskDbPath,
} from './e2e/ports';

// E2E_PORT (default 8788) lets two runs on one machine use separate servers; see e2e/ports.ts.
const deskUrl = (port: number) => `http://127.0.0.1:${port}`;
/**
 * The journeys run on two workers at once, each worker slot against its own reference server and
 * database (DESK_PORTS; support.ts makes the slot's server every journey's `baseURL`): a journey
 * that writes (channel push, tagging, a planted mention, new workspaces) never runs at the same
 * time as another journey on its server, and so never changes what that one compares with the
 * API. Spec files go to whichever worker is free next, so both workers end within one spec of
 * each other, without a hand-kept list of halves to re-balance when a spec grows.
 */
const onCi = Boolean(process.env.CI);
// Journeys tagged @screenshots only photograph views (light/dark, 1440/390 px) for a person to look
// at; `npm run screenshots` runs them alone, and the test gate leaves them out (they assert little
// that the other journeys do not, and cost two minutes).
const screenshotsOnly = Boolean(process.env.SCREENSHOTS);
/** Every desk server of the run mails through the journeys' mail sink (e2e/mail-sink.ts). */
const mailEnv = { SMTP_URL: MAIL_SMTP_URL, MAIL_FROM: 'Narrative Desk E2E <desk@e2e.example>' };

/**
 * End-to-end journeys drive Debian's Chromium against the real reference server on a fresh,
 * deterministically seeded database (never a mock). `npm run build` must have produced dist/.
 */
export default defineConfig({
  testDir: 'e2e',
  grep: screenshotsOnly ? /@screenshots/ : undefined,
  grepInvert: screenshotsOnly ? undefined : /@screenshots/,
  outputDir: 'test-results',
  // One per reference server (DESK_PORTS): more would put two journeys on one server at once.
  workers: DESK_PORTS.length,
  fullyParallel: false,
  retries: onCi ? 1 : 0,
  // Sized for a busy machine (CI shares it with other work): every wait is on a condition, so a
  // generous limit costs nothing when the page is quick and only says "failed" later when it is not.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: onCi ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Europe/Berlin',
    locale: 'en-US',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    // A real SMTP server the desk servers send alert and report mail to; the journeys read what it
    // received over HTTP (e2e/mail-sink-client.ts).
    {
      command: 'node node_modules/.bin/tsx e2e/mail-sink.ts',
      url: `${MAIL_SINK_URL}/`,
      timeout: 60_000,
      reuseExistingServer: !onCi,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { SMTP_PORT: String(MAIL_SMTP_PORT), HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    ...DESK_PORTS.map((port) => ({
      command: 'node node_modules/.bin/tsx server/main.ts --fresh',
      // The SPA shell answers 200 as soon as the server listens (the API would answer 401).
      url: `${deskUrl(port)}/`,
      timeout: 180_000,
      reuseExistingServer: !onCi,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(port),
        DB_PATH: e2eDbPath(port),
        DESK_DB_PATH: e2eDeskDbPath(port),
        DEMO_MENTIONS: '66000',
        DEMO_SEED: '7',
        DEMO_NOW: '2026-11-20T12:00:00Z',
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
        ENRICHMENT_LIMIT_PER_MINUTE: '20',
        ENRICHMENT_LIMIT_WINDOW_MS: '10000',
        // The watch's engine ticks often, so alerts and scheduled runs land within a journey.
        WATCH_TICK_MS: '2000',
        ...mailEnv,
      },
    })),
    // The real-service journey (e2e/real-service.spec.ts): the public reference's examples served
    // as an upstream, and the reference server proxying to it, as when UPSTREAM_API is the real API.
    {
      command: 'node node_modules/.bin/tsx e2e/replay-upstream.ts',
      // Any answer means it listens (the root is undocumented: 403 "Missing Authentication Token").
      url: `http://127.0.0.1:${REPLAY_PORT}/`,
      timeout: 60_000,
      reuseExistingServer: !onCi,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { PORT: String(REPLAY_PORT) },
    },
    {
      // --fresh: in proxy mode it only empties this server's desk file.
      command: 'node node_modules/.bin/tsx server/main.ts --fresh',
      url: `${PROXY_URL}/`,
      timeout: 60_000,
      reuseExistingServer: !onCi,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PROXY_PORT),
        UPSTREAM_API: `http://127.0.0.1:${REPLAY_PORT}`,
        DESK_DB_PATH: e2eDeskDbPath(PROXY_PORT),
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
        ...mailEnv,
      },
    },
  ],
});
