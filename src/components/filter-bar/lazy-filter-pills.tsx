import { lazy, Suspense, type ComponentProps } from 'react';

// The pills and their menus load when a filter is first active, not with every page.
const FilterPills = lazy(() => import('./filter-pills').then((m) => ({ default: m.FilterPills })));

/** The active filter kinds as pills with menus (see filter-pills.tsx). */
export function LazyFilterPills(props: ComponentProps<typeof FilterPills>) {
  return (
    <Suspense fallback={null}>
      <FilterPills {...props} />
    </Suspense>
  );
}
