/**
 * A lazily loaded chunk that a route's loader can ask for early (beside the page's data) and that
 * `React.lazy` then reads without suspending when it is in by the component's first render:
 * `const Chart = lazy(chart.lazyLoad)`, and `chart.preload()` in the loader.
 *
 * Why not `lazy(() => import(…))`: that suspends on its first render even when the chunk arrived
 * long ago (a promise answers a microtask later), and React then holds the content back until
 * 300 ms after the fallback appeared (its Suspense reveal throttle): a chart that mounts when its
 * data answers lost those 300 ms every time. Once the chunk is in, `lazyLoad` answers with a
 * thenable that calls back at once, which React reads synchronously.
 */
export function preloadableChunk<T>(load: () => Promise<T>) {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (value) => (loaded = { default: value }),
      (error: unknown) => {
        loading = undefined; // A failed download is asked again next time.
        throw error;
      },
    ));
  return {
    /** The loader for `React.lazy`: once the chunk is in, a thenable that calls back at once. */
    lazyLoad: (): Promise<{ default: T }> => {
      const ready = loaded;
      if (!ready) return start();
      return { then: (settle: (m: { default: T }) => void) => settle(ready) } as unknown as Promise<{
        default: T;
      }>;
    },
    /** Starts loading the chunk (once); never rejects: a failure shows where the component renders. */
    preload: (): void => void start().catch(() => undefined),
    /** The chunk's export once it is in (for useChunk). */
    loaded: (): T | undefined => loaded?.default,
    /** Loads the chunk (once) and answers its export. */
    load: (): Promise<T> => start().then((m) => m.default),
  };
}

export type PreloadableChunk<T> = ReturnType<typeof preloadableChunk<T>>;
