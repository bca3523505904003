import type { QueryClient } from '@tanstack/react-query';
import { configureClient } from '@/api/client';
import { clearUnreadItems } from '@/api/tolerant-list';
import { clearSession, getBaseUrl, getToken, saveSession, subscribeSession } from './session-store';

/** Keeps the typed client's base URL and token in step with the stored session. */
export function connectClientToSession(): void {
  const apply = () => configureClient({ baseUrl: getBaseUrl(), getToken });
  apply();
  subscribeSession(apply);
}

export function signIn(token: string, baseUrl: string, remember: boolean): void {
  saveSession({ token, baseUrl: normaliseBaseUrl(baseUrl), remember });
}

/** Forgets the token and every cached response (another user may sign in next). */
export function signOutLocally(queryClient: QueryClient): void {
  clearSession();
  queryClient.clear();
  clearUnreadItems();
}

/** "https://host/api/" → "https://host/api"; empty → same-origin /api. */
export function normaliseBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  return trimmed || '/api';
}

/** Only same-origin paths are followed after sign-in, never an absolute URL from the query string. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/sign-in')) {
    return '/pulse';
  }
  return target;
}
