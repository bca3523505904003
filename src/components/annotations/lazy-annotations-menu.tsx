import { lazy, Suspense, type ComponentProps } from 'react';
import { preloadableChunk } from '@/lib/preloadable-chunk';

const menu = preloadableChunk(() => import('./annotations-menu').then((m) => m.AnnotationsMenu));
const Menu = lazy(menu.lazyLoad);
/** Starts loading the menu's code (once); preloadAnnotations calls it. */
export const preloadAnnotationsMenu = menu.preload;

/**
 * The annotations menu, loaded with the annotations (beside a timeline's data, when a route's
 * loader asks): a chart's default, a distribution, has no annotations to show.
 */
export function AnnotationsMenu(props: ComponentProps<typeof Menu>) {
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}
