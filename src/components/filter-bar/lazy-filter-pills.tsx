import { lazy, Suspense, type ComponentProps } from 'react';

// The pills and their menus load when a filter is first active, not with every page; the place
// pills (with their look-ups and support flags) likewise.
const FilterPills = lazy(() => import('./filter-pills').then((m) => ({ default: m.FilterPills })));
// Read-only pills of a question (an alert rule's) come from the same chunk: importing filter-pills
// from anywhere else would make it, and the pill words, part of every workspace page's first load.
const QuestionPills = lazy(() => import('./filter-pills').then((m) => ({ default: m.QuestionPills })));
const LocationPills = lazy(() =>
  import('@/components/location-picker/location-pills').then((m) => ({ default: m.LocationPills })),
);

/** The active filter kinds as pills with menus (see filter-pills.tsx). */
export function LazyFilterPills(props: ComponentProps<typeof FilterPills>) {
  return (
    <Suspense fallback={null}>
      <FilterPills {...props} />
    </Suspense>
  );
}

/** The chosen places as pills (see location-pills.tsx). */
export function LazyLocationPills(props: ComponentProps<typeof LocationPills>) {
  return (
    <Suspense fallback={null}>
      <LocationPills {...props} />
    </Suspense>
  );
}

/** A question's filters as read-only pills (see filter-pills.tsx). */
export function LazyQuestionPills(props: ComponentProps<typeof QuestionPills>) {
  return (
    <Suspense fallback={null}>
      <QuestionPills {...props} />
    </Suspense>
  );
}
