import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { useRouter } from '@tanstack/react-router';
import { tokenExpiry } from '@/lib/jwt';
import { useSession } from './use-session';

/** How long before expiry the user is warned. */
export const WARN_BEFORE_MS = 5 * 60_000;
const NOTIFICATION_ID = 'session-expiry';

/** Milliseconds until the warning should show (0 = now), or null when there is nothing to warn about. */
export function warningDelay(expiryMs: number | null, nowMs: number): number | null {
  if (expiryMs === null || expiryMs <= nowMs) return null;
  return Math.max(0, expiryMs - WARN_BEFORE_MS - nowMs);
}

/** Schedules the warning 5 minutes before the token expires; it stays until the session changes. */
export function SessionExpiryWarning() {
  const session = useSession();
  const router = useRouter();
  const token = session?.token ?? null;

  useEffect(() => {
    if (!token) return;
    const expiry = tokenExpiry(token);
    const delay = warningDelay(expiry, Date.now());
    if (expiry === null || delay === null) return;
    const signInAgain = () => {
      notifications.hide(NOTIFICATION_ID);
      const { href } = router.state.location;
      void router.navigate({ to: '/sign-in', search: { redirect: href } });
    };
    const timer = window.setTimeout(() => {
      // The countdown loads when it is due, not with every page.
      void import('./expiry-countdown').then(({ ExpiryCountdown }) =>
        notifications.show({
          id: NOTIFICATION_ID,
          color: 'yellow',
          autoClose: false,
          message: <ExpiryCountdown expiry={expiry} onSignIn={signInAgain} />,
        }),
      );
    }, delay);
    return () => {
      window.clearTimeout(timer);
      notifications.hide(NOTIFICATION_ID);
    };
  }, [token, router]);

  return null;
}
