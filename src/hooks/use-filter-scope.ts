import { useMatches } from '@tanstack/react-router';
import { scopeOf, type FilterScope } from '@/filters/scope';

/** The filter scope the deepest matched route declares (`staticData.filterScope`), else all filters. */
export function useFilterScope(): FilterScope {
  const id = useMatches({
    select: (matches) => [...matches].reverse().find((m) => m.staticData.filterScope)?.staticData.filterScope,
  });
  return scopeOf(id);
}
