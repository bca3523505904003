import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two runs on one machine use separate servers (default 8788).
const PORT = Number(process.env.E2E_PORT ?? 8788);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const onCi = Boolean(process.env.CI);

/**
 * End-to-end journeys drive Debian's Chromium against the real reference server on a fresh,
 * deterministically seeded database (never a mock). `npm run build` must have produced dist/.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  retries: onCi ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: onCi ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node node_modules/.bin/tsx server/main.ts --fresh',
    // The SPA shell answers 200 as soon as the server listens (the API would answer 401).
    url: `${BASE_URL}/`,
    timeout: 180_000,
    reuseExistingServer: !onCi,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DB_PATH: PORT === 8788 ? 'data/e2e.db' : `data/e2e-${PORT}.db`,
      DEMO_MENTIONS: '66000',
      DEMO_SEED: '7',
      DEMO_NOW: '2026-11-20T12:00:00Z',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      ENRICHMENT_LIMIT_PER_MINUTE: '20',
      ENRICHMENT_LIMIT_WINDOW_MS: '10000',
    },
  },
});
