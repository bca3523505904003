import { lazy, Suspense, type ComponentProps } from 'react';
import { Group, Loader } from '@mantine/core';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import type { ChartPanel as Panel } from './chart-panel';

/**
 * The chart panel as the pages use it: its code (frame, exports menu, data hooks, describers) is a
 * chunk of its own, loaded with the page's data rather than in the page's first load, so the pages
 * that show charts (chart builder, reports, share of voice) stay within the first-load budget.
 * Route loaders call `preloadChartPanel` beside their data prefetches.
 */
const panel = preloadableChunk(() => import('./chart-panel').then((m) => m.ChartPanel));
const LazyPanel = lazy(panel.lazyLoad);

/** Starts loading the panel, then its drawing's code and data models (once). */
export const preloadChartPanel = (): void =>
  void import('./chart-panel').then(
    (m) => m.preloadChartDrawing(),
    () => undefined,
  );

export function ChartPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense
      fallback={
        <Group justify="center" h={200}>
          <Loader size="sm" aria-label="Loading chart" />
        </Group>
      }
    >
      <LazyPanel {...props} />
    </Suspense>
  );
}
