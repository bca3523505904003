import { lazy, Suspense, type ComponentProps } from 'react';

// The drawer (field controls, the location tree) loads when it is first opened, not with the page.
const FilterDrawer = lazy(() => import('./filter-drawer').then((m) => ({ default: m.FilterDrawer })));

/** The filter drawer, open while mounted: render it only when the analyst opens it. */
export function LazyFilterDrawer(props: Omit<ComponentProps<typeof FilterDrawer>, 'opened'>) {
  return (
    <Suspense fallback={null}>
      <FilterDrawer opened {...props} />
    </Suspense>
  );
}
