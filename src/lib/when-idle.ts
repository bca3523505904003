/**
 * Runs `run` once the browser is idle after painting (requestIdleCallback; at the latest after
 * `timeout` ms), for work a page's first paint must not wait for: code that is not part of the
 * first view (a dialog, a pane opened later, an indicator that shows only with a running job).
 * Downloads started during the first render compete with it for the connection and the main
 * thread; these start after the page is on screen. Returns a cancel function (for effects).
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: after the next frame, and a task later (so past its paint).
  let timer = 0;
  const frame = window.requestAnimationFrame(() => (timer = window.setTimeout(run, 0)));
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** `load`, started once the browser is idle after painting: for `React.lazy` of a part the first view can do without. */
export const loadWhenIdle = <T>(load: () => Promise<T>): Promise<T> =>
  new Promise<void>((resolve) => void whenIdle(resolve)).then(load);
