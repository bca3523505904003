import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { deskServerUrl } from './ports';

/** The reference server of the running worker (e2e/ports.ts: deskServerUrl). */
export const workerServerUrl = (info: { parallelIndex: number } = base.info()): string =>
  deskServerUrl(info.parallelIndex);

/**
 * Playwright's `test` with the worker's own reference server as `baseURL` (a spec may still
 * `test.use` another, as the real-service journeys do), and one automatic check: a journey fails
 * when any page of it reports a Content-Security-Policy violation (a `securitypolicyviolation`
 * event, or Chromium's "Refused to …" console error), so the dashboard is proven to run under the
 * server's policy. Specs import `test` from here instead of from '@playwright/test'.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from the first parameter's pattern
  baseURL: async ({}, use, testInfo) => use(workerServerUrl(testInfo)),
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(
            `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
          ),
        );
      });
      context.on('console', (msg) => {
        const text = msg.text();
        if (msg.type() === 'error' && /^CSP violation|Content Security Policy/i.test(text))
          violations.push(text);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

let stamps = 0;
/**
 * A suffix for what a spec file names on its server (reports, views, rules, workspaces), taken once
 * at the top of the file: the team desk keeps every journey's artefacts, one worker runs many spec
 * files against one server, and a retry loads the file again in a new worker, so no two files and
 * no retry ever find another's under the same name. The file's count comes first, so a name cut
 * to a length keeps it.
 */
export const runStamp = (): string => `${(stamps++).toString(36)}${Date.now().toString(36)}`;

/** Credentials of the seeded teams (the password equals the user name). */
export const USERS = { demo: 'demo', rival: 'rival' } as const;
export type DemoUser = keyof typeof USERS;

/** Where the dashboard keeps a tab's session (src/features/session/session-store.ts). */
export const SESSION_KEY = 'narrative-desk.session';

let signIns = 0;
/**
 * Opens `path` signed in as `user`, with a token from POST /api/access/token put where the
 * sign-in form would keep it: one page load instead of three (the sign-in page, the page after
 * it, then the journey's own). The form itself, its redirect back and sign-out are the subject of
 * session.spec.ts. The token is placed once per call: a later sign-out or a
 * token the journey sets itself stays as the journey left it, and a second call (another user)
 * replaces the first.
 */
export async function signIn(page: Page, user: DemoUser = 'demo', path = '/workspaces'): Promise<void> {
  const token = await apiToken(page.request, user);
  const order = ++signIns;
  await page.addInitScript(
    ({ key, session, order }) => {
      if (!location.protocol.startsWith('http')) return;
      const placed = `${key}.e2e-placed`;
      if (Number(sessionStorage.getItem(placed) ?? 0) >= order) return;
      sessionStorage.setItem(placed, String(order));
      sessionStorage.setItem(key, session);
    },
    { key: SESSION_KEY, session: JSON.stringify({ token, baseUrl: '/api' }), order },
  );
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/**
 * Opens the named report on /reports. With the team desk every journey of one e2e server shares
 * the demo team's reports (the desk keeps them, not the browser), so a journey opens its own by
 * name (make it unique to the run) rather than whichever the list shows first.
 */
export async function openReport(page: Page, name: string): Promise<void> {
  await page.goto('/reports');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByRole('navigation', { name: 'Reports' })
    .getByRole('button', { name: new RegExp(`^${escaped}\\s*\\d+ blocks?$`) })
    .click();
  await expect(page.getByTestId('report-header')).toContainText(name);
}

/** A bearer token from POST /api/access/token for direct API calls in a test. */
export async function apiToken(request: APIRequestContext, user: DemoUser = 'demo'): Promise<string> {
  const res = await request.post('/api/access/token', {
    data: { username: user, password: USERS[user], client_id: 'dashboard' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { Token: string };
  return body.Token;
}

type QueryValue = string | number | boolean | Array<string | number>;
type Query = Record<string, QueryValue | undefined>;

let standalone: Promise<{ request: APIRequestContext; token: string }> | undefined;

/**
 * A request context of its own with a demo token, for specs that only read the API; it talks to
 * the running worker's server (a worker process keeps its slot, so its server, for its lifetime).
 */
function standaloneClient() {
  standalone ??= playwrightRequest.newContext({ baseURL: workerServerUrl() }).then(async (request) => ({
    request,
    token: await apiToken(request, 'demo'),
  }));
  return standalone;
}

/**
 * GET /api<path> as the demo user (or with the given request context and token); arrays are sent
 * as `key[]=v`, like the dashboard does. Fails the test on any non-2xx answer.
 */
export async function apiGet<T = unknown>(path: string, query?: Query): Promise<T>;
export async function apiGet<T = unknown>(
  request: APIRequestContext,
  token: string,
  path: string,
  query?: Query,
): Promise<T>;
export async function apiGet<T = unknown>(...args: unknown[]): Promise<T> {
  const own = typeof args[0] === 'string';
  const { request, token } = own
    ? await standaloneClient()
    : { request: args[0] as APIRequestContext, token: args[1] as string };
  const path = (own ? args[0] : args[2]) as string;
  const query = ((own ? args[1] : args[3]) ?? {}) as Query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  const res = await request.get(`/api${path}${qs ? `?${qs}` : ''}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A custom window as the desk's URL carries it; without `tz` the page uses the browser's zone. */
export type UrlWindow = { since: string; to: string; tz?: string };

/** Whether the router would read `value` back as JSON rather than as the string itself. */
function readsAsJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The query string of a desk URL: a custom window plus search params, encoded so TanStack Router's
 * default parser reads back exactly these values. Non-strings are JSON, a string stays bare unless
 * it would parse as JSON (the router's own rule); since/to are always JSON-quoted, which reads back
 * as the same string.
 */
export function windowQuery(window: UrlWindow, search: Record<string, unknown> = {}): string {
  const params = new URLSearchParams({
    range: 'custom',
    since: JSON.stringify(window.since),
    to: JSON.stringify(window.to),
  });
  if (window.tz) params.set('tz', window.tz);
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    params.set(key, typeof value === 'string' && !readsAsJson(value) ? value : JSON.stringify(value));
  }
  return params.toString();
}

/** A desk page (`/pulse`, `/share-of-voice`, …) showing a custom window and search params. */
export const deskUrl = (path: string, window: UrlWindow, search: Record<string, unknown> = {}): string =>
  `${path}?${windowQuery(window, search)}`;

/** A workspace area (`mentions`, `charts`, `narratives/12`, …) showing a custom window and search params. */
export const areaUrl = (
  workspaceId: number,
  area: string,
  window: UrlWindow,
  search: Record<string, unknown> = {},
): string => deskUrl(`/w/${workspaceId}/${area}`, window, search);

/**
 * Waits until nothing runs off the side of the page (scroll width within a pixel of the client
 * width). Polled, because charts size themselves a frame or two after a viewport change.
 */
export async function expectNoHorizontalScroll(page: Page, where?: string): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      {
        message: `page wider than the viewport${where ? ` at ${where}` : ''}`,
      },
    )
    .toBeLessThanOrEqual(1);
}

/** Full-page screenshot kept under e2e-artifacts/ (gitignored) for people to look at. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync('e2e-artifacts', { recursive: true });
  await page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: false });
}

/** Forces a color scheme through the app's own persisted setting, then reloads. */
export async function useColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('mantine-color-scheme-value', value), scheme);
  await page.reload();
}
