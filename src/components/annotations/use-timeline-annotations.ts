import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useChunk } from '@/hooks/use-chunk';
import type { Annotation } from '@/analysis/annotations/annotations';
import type { ChartMark } from '@/analysis/charts/chart-config';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import { preloadAnnotationsMenu } from './lazy-annotations-menu';

const source = preloadableChunk(() => import('./annotation-source'));
/** Starts loading the annotations' code and their menu (once): a route's loader calls it beside its data. */
export const preloadAnnotations = () => {
  source.preload();
  preloadAnnotationsMenu();
};

const NONE: readonly Annotation[] = Object.freeze([]);
const noSubscription = () => () => undefined;

export type TimelineAnnotations = {
  /** The marks to draw (and export) on the window's timeline. */
  marks: ChartMark[];
  /** The annotations in the window. */
  shown: readonly Annotation[];
  /** How many the workspace has stored. */
  stored: number;
};

/**
 * A workspace's annotations on a timeline of `window`, kept current when one is added, edited or
 * removed (here or in another tab). Empty until their code is in: it loads once the page is on
 * screen, or beside the page's data when the route's loader asked for it (preloadAnnotations).
 */
export function useTimelineAnnotations(
  workspaceId: number,
  window: { since: string; to: string },
): TimelineAnnotations {
  const lib = useChunk(source, 'idle').loaded;
  const subscribe = useCallback(
    (listener: () => void) => lib?.subscribeAnnotations(workspaceId, listener) ?? noSubscription(),
    [lib, workspaceId],
  );
  const snapshot = useCallback(() => lib?.listAnnotations(workspaceId) ?? NONE, [lib, workspaceId]);
  const all = useSyncExternalStore(subscribe, snapshot, () => NONE);
  return useMemo(
    () =>
      lib
        ? {
            marks: lib.annotationMarks(all, window),
            shown: lib.annotationsInWindow(all, window),
            stored: all.length,
          }
        : { marks: [], shown: NONE, stored: 0 },
    [lib, all, window],
  );
}
