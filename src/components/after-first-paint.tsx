import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` in a second, interruptible render right after the first one commits, and
 * `fallback` until then. For the parts of a page below its heading: the first commit (shell,
 * filter bar, heading) stays small and paints at once, and the rest renders in a transition that
 * React splits into short slices, so the main thread is never held for the whole page at once
 * (one long task on a slow phone delays both the first paint and the first tap).
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}
