import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { DistributionResult } from '@/api/schemas';
import type { JoinPlace, MapLevel } from '@/analysis/map/geo-join';
import { isPublisherLevel } from '@/analysis/map/publisher-geo';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { previousWindow, type Window } from '@/analysis/charts/period-change';
import { countsOf, countsQuery, isCut, splitsBySubregion, subregionSplit } from './map-questions';
import { useExactAnswer } from './use-exact-answer';
import { useMapPlaces } from './use-map-places';

/**
 * Mentions per place of the level in the window, and in the previous period when lift is asked
 * (the questions are map-questions.ts's). `publisherPlaces` (the level's taxonomy places) asks the
 * publisher's geography instead.
 */
export function useMapCounts(args: {
  workspaceId: number;
  window: Window;
  filters: MentionFilterSearch;
  level: MapLevel;
  stateId: number | undefined;
  withPrevious: boolean;
  publisherPlaces?: readonly JoinPlace[] | false;
}) {
  const { workspaceId, window, filters, level, stateId, withPrevious, publisherPlaces } = args;
  const publisher = publisherPlaces !== undefined && isPublisherLevel(level);
  const enabled = publisher ? publisherPlaces !== false : level !== 'county' || stateId !== undefined;
  const query = useMemo(
    () => countsQuery(filters, level, stateId, publisher),
    [filters, level, stateId, publisher],
  );
  const previous = useMemo(() => previousWindow(window), [window]);
  const nowQuery = useMemo(() => ({ ...window, ...query }), [window, query]);
  const beforeQuery = useMemo(() => ({ ...previous, ...query }), [previous, query]);
  const now = useQuery({ ...analyticsQueries.distribution(workspaceId, nowQuery), enabled });
  const before = useQuery({
    ...analyticsQueries.distribution(workspaceId, beforeQuery),
    enabled: enabled && withPrevious,
  });
  const anyCut = [now.data, before.data].some((d) => d !== undefined && isCut(d));
  const splittable = splitsBySubregion(filters, level, publisher);
  const parents = useMapPlaces(splittable && anyCut ? 'subregion' : undefined, undefined);
  const split = useMemo(
    () => parents.places && subregionSplit(parents.places, publisher),
    [parents.places, publisher],
  );
  const exactNow = useExactAnswer({ workspaceId, query: nowQuery, answer: now.data, split });
  const exactBefore = useExactAnswer({ workspaceId, query: beforeQuery, answer: before.data, split });
  const toCounts = useMemo(
    () => (exact: { result: DistributionResult | undefined; exact: boolean }) =>
      exact.result
        ? countsOf({ result: exact.result, exact: exact.exact }, (publisher && publisherPlaces) || undefined)
        : undefined,
    [publisher, publisherPlaces],
  );
  return {
    current: useMemo(() => toCounts(exactNow), [exactNow, toCounts]),
    previous: useMemo(() => toCounts(exactBefore), [exactBefore, toCounts]),
    previousWindow: previous,
    loading: now.isPending || exactNow.pending || (withPrevious && (before.isPending || exactBefore.pending)),
    error: now.error ?? (withPrevious ? before.error : null) ?? null,
  };
}
