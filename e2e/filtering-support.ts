import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet as supportGet, apiToken } from './support';
import { HOUR } from '../src/lib/time-units';

/**
 * Shared by the filtering journeys: the window, the API's own answers (every expected number is
 * the API's answer to the question the page should be asking) and the pill and count readers.
 */
export const TO = new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString();
export const SINCE = new Date(Date.parse(TO) - 30 * 24 * HOUR).toISOString();
export const WINDOW = { since: SINCE, to: TO };

type Query = Record<string, string | number | string[] | number[] | undefined>;

const state = { token: '', workspaceId: 0, api: undefined as APIRequestContext | undefined };

/** Signs the API in once and finds the first workspace (call in beforeEach). */
export async function setUpApi(request: APIRequestContext): Promise<number> {
  state.api = request;
  state.token ||= await apiToken(request);
  if (!state.workspaceId) state.workspaceId = (await apiGet<{ id: number }[]>('/workspaces'))[0]!.id;
  return state.workspaceId;
}

export const apiGet = <T>(path: string, query?: Query) =>
  supportGet<T>(
    state.api!,
    state.token,
    path,
    query as Record<string, string | number | string[] | undefined>,
  );

/** The API's count of mentions in the window for these filters. */
export async function apiCount(filters: Query = {}): Promise<number> {
  const answer = await apiGet<{ totalCount: number }>(`/workspaces/${state.workspaceId}/analytics/timeline`, {
    ...WINDOW,
    ...filters,
  });
  return answer.totalCount;
}

export const countText = (n: number) =>
  `${n.toLocaleString('en')} ${n === 1 ? 'mention matches' : 'mentions match'}`;

export const pillOf = (page: Page, key: string) =>
  page.locator(`[data-testid="filter-pill"][data-filter="${key}"]`);

export async function openPillMenu(page: Page, key: string) {
  await pillOf(page, key).getByRole('button').first().click();
}

export async function expectCount(page: Page, n: number) {
  await expect(page.getByTestId('mention-count')).toHaveText(countText(n));
}
