import { useEffect, useState } from 'react';
import { Button, Text, VisuallyHidden } from '@mantine/core';

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
