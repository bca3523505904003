import { activeFilters, type ActiveFilter, type MentionFilterSearch } from './mention-filters-url';
import type { FilterKey } from './registry';

/**
 * Which of the workspace's filters an area applies. Every area reads the same filter set; one that
 * cannot apply some of it says so (the filter bar lists what it leaves out) instead of dropping it.
 */
export interface FilterScope {
  /** The area, as a sentence subject: "The narrative list". */
  area: string;
  /** `all`, or the only keys the area applies. */
  applies: 'all' | readonly FilterKey[];
  /** Keys the area sets itself (a narrative's own page replaces the narrative filter). */
  replaces?: readonly FilterKey[];
  /** Why, in a few words: "the API filters narratives by channel only". */
  reason?: string;
}

export const ALL_FILTERS: FilterScope = { area: 'This page', applies: 'all' };

/**
 * The areas that do not apply every filter, named by the key their route declares in
 * `staticData.filterScope` (the text stays out of the route tree, which every page loads).
 */
export const AREA_SCOPES = {
  'narrative-list': {
    area: 'The narrative list',
    applies: ['channels'],
    reason: 'applies the window and channels only (the API filters narratives by channel alone)',
  },
  'narrative-page': {
    area: 'This narrative’s page',
    applies: 'all',
    replaces: ['narratives.id'],
    reason: 'applies your filters to this one narrative, so the narrative filter gives way to it',
  },
  // The location page counts and opens with every filter (its own note says how its place filters
  // meet the place being browsed): nothing to strike, nothing to say "not applied" about.
  'location-counts': { area: 'The location page', applies: 'all' },
} as const satisfies Record<string, FilterScope>;
export type AreaScopeId = keyof typeof AREA_SCOPES;

/** The scope a route declares (none: every filter applies). */
export const scopeOf = (id: AreaScopeId | undefined): FilterScope => (id ? AREA_SCOPES[id] : ALL_FILTERS);

/** The active filters an area does not apply (each value once), in pill order. */
export function unappliedFilters(filters: Partial<MentionFilterSearch>, scope: FilterScope): ActiveFilter[] {
  return activeFilters(filters).filter(
    (f) => scope.replaces?.includes(f.key) || (scope.applies !== 'all' && !scope.applies.includes(f.key)),
  );
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Which workspace filters the route's area applies (absent: all of them). */
    filterScope?: AreaScopeId;
  }
}
