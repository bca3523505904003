import { redirect } from '@tanstack/react-router';
import { afterCapabilityRequest, loadCapabilities } from '@/api/capabilities';
import { isApiError } from '@/api/client';
import { isExpired } from '@/lib/jwt';
import { clearSession, getToken } from './session-store';

/**
 * The signed-in area's guard: a session (this tab's, or one an open tab shares), not expired,
 * and the service's capabilities known before any page asks it anything. Otherwise sign-in,
 * coming back to `href` afterwards.
 */
export async function guardSession(href: string): Promise<void> {
  // Loaded on demand (not on the sign-in page): a tab without a session asks the open ones, a
  // signed-in tab answers new ones.
  const share = await import('./session-share');
  if (!getToken()) await share.askOpenTabsForSession();
  if (getToken()) share.shareSessionWithNewTabs();
  const token = getToken();
  const expired = token !== null && isExpired(token, Date.now());
  if (expired) clearSession();
  // Sign-in says why the analyst is there when a session ended under them.
  const toSignIn = (why?: 'expired') => redirect({ to: '/sign-in', search: { redirect: href, reason: why } });
  if (!getToken()) throw toSignIn(expired ? 'expired' : undefined);
  try {
    await loadCapabilities();
  } catch (error) {
    // The probes answer 401 when the service no longer accepts the token.
    if (isApiError(error) && error.status === 401) {
      clearSession();
      throw toSignIn('expired');
    }
    // Anything else: pages assume every endpoint and say what fails.
  }
}

/**
 * At start-up, before the router's first load, with a live session in this tab: the capability
 * check the guard awaits starts now, not after the first render, and `whileChecking` runs once
 * its request is out (to download the opened page's code during that round trip). Without a
 * live session, nothing: the guard asks the open tabs or sends this one to sign-in.
 */
export function startCapabilityCheck(whileChecking: () => void): void {
  const token = getToken();
  if (token === null || isExpired(token, Date.now())) return;
  // The guard awaits this same check and handles its failures (a 401 means sign-in).
  loadCapabilities().catch(() => undefined);
  afterCapabilityRequest(whileChecking);
}
