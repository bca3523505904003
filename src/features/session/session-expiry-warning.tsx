import { useEffect, useState } from 'react';
import { Button, Text, VisuallyHidden } from '@mantine/core';
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

/** "4:05" for 245 s left; never negative. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The warning's content: a countdown read from the clock every second (so a sleeping tab or a slow
 * timer never shows a stale figure), then "session ended" once the token has expired.
 */
export function ExpiryCountdown({ expiry, onSignIn }: { expiry: number; onSignIn: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = expiry - now;
  const ended = left <= 0;
  useEffect(() => {
    if (ended) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ended]);
  if (ended) {
    return (
      <div data-testid="session-ended">
        <Text size="sm" fw={600}>
          Session ended — sign in again
        </Text>
        <Text size="sm">Your work here stays on this page; signing in brings you back to it.</Text>
        <Button size="xs" mt="xs" color="red" variant="light" onClick={onSignIn}>
          Sign in again
        </Button>
      </div>
    );
  }
  const minutes = Math.ceil(left / 60_000);
  return (
    <div data-testid="session-expiring">
      <Text size="sm" fw={600}>
        Your session ends in <span aria-hidden>{formatCountdown(left)}</span>
        {/* Screen readers hear minutes, not a number changing every second. */}
        <VisuallyHidden>
          {minutes} minute{minutes === 1 ? '' : 's'}
        </VisuallyHidden>
      </Text>
      <Text size="sm">Sign in again to keep working; you will come back to this page.</Text>
      <Button size="xs" mt="xs" variant="light" onClick={onSignIn}>
        Sign in again
      </Button>
    </div>
  );
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
      notifications.show({
        id: NOTIFICATION_ID,
        color: 'yellow',
        autoClose: false,
        message: <ExpiryCountdown expiry={expiry} onSignIn={signInAgain} />,
      });
    }, delay);
    return () => {
      window.clearTimeout(timer);
      notifications.hide(NOTIFICATION_ID);
    };
  }, [token, router]);

  return null;
}
