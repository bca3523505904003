import { expect, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { REPLAY_PORT } from './ports';
import type { LoggedRequest } from './replay-modes';
import { isWrite } from './replay-modes';

/**
 * Shared steps of the journeys against the replay of the real service (through the proxy): sign in
 * as a session with modes, read that session's request log from the replay, and watch for page
 * and console errors other than the HTTP answers a journey expects.
 */

/** A username of its own per run (the replay may outlive one), carrying the modes. */
export const replayUser = (...modes: string[]) =>
  ['analyst' + Date.now().toString(36) + Math.floor(Math.random() * 1e4), ...modes].join('+');

export async function signInThroughProxy(page: Page, user: string, path = '/workspaces'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(user);
  await page.getByLabel(/^Password/).fill('secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** Everything of the session that reached the service, in order. */
export async function replayLog(request: APIRequestContext, user: string): Promise<LoggedRequest[]> {
  const res = await request.get(`http://127.0.0.1:${REPLAY_PORT}/__replay/log`, { params: { user } });
  expect(res.status()).toBe(200);
  return (await res.json()) as LoggedRequest[];
}

/** The writes the session sent ("POST /workspaces"), sign-in aside. */
export const writesIn = (log: readonly LoggedRequest[]) =>
  log.filter(isWrite).map((r) => `${r.method} ${r.path}`);

export async function expireSession(request: APIRequestContext, user: string): Promise<void> {
  const res = await request.post(`http://127.0.0.1:${REPLAY_PORT}/__replay/expire`, { params: { user } });
  expect(res.status()).toBe(200);
}

/**
 * Page errors and console errors, except the browser's "Failed to load resource" for the
 * statuses a journey expects (a 403 of an undocumented route, the 429s of a busy service).
 */
export function watchErrors(page: Page, expected: RegExp = /status of 40[345]/) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() !== 'error') return;
    if (/Failed to load resource/.test(m.text()) && expected.test(m.text())) return;
    errors.push(`console: ${m.text()} ${m.location().url ?? ''}`);
  });
  return errors;
}

/**
 * Records every text the "service busy / still waiting" note shows (it comes and goes), across
 * the journey's page loads.
 */
export async function recordServiceWaits(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__serviceWait', (text: string) => {
    if (seen.at(-1) !== text) seen.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __serviceWait: (t: string) => void }).__serviceWait;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="service-wait-note"]'))
        void report(el.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => seen;
}
