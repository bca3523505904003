import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import { supportsExtension } from '@/api/capabilities';
import type { DistributionResult } from '@/api/schemas';
import type { JoinPlace, MapLevel } from '@/analysis/map/geo-join';
import {
  isPublisherLevel,
  PUBLISHER_KEY,
  publisherCounts,
  type PublisherCounts,
} from '@/analysis/map/publisher-geo';
import { locationKey, withLocations } from '@/filters/location-tree';
import { filtersToQuery, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { previousWindow, type Window } from '@/analysis/charts/period-change';
import { useExactAnswer } from './use-exact-answer';
import { useMapPlaces } from './use-map-places';

/** Groups asked for: more than any level has (249 countries, 254 Texas counties). */
export const GROUP_LIMIT = 1000;
/** The service's own answer size when it does not take `limit` (real-api.md §2). */
const DEFAULT_GROUPS = 100;

/**
 * The question the map asks: the workspace's filters without the drawn level's own location
 * filter (so every place keeps its count and the chosen ones are outlined instead); counties are
 * counted within their state. On the publisher map, without the level's publisher filter.
 */
export function mapScope(
  filters: MentionFilterSearch,
  level: MapLevel,
  stateId?: number,
  publisher = false,
): MentionFilterSearch {
  if (publisher && isPublisherLevel(level)) return { ...filters, [PUBLISHER_KEY[level]]: undefined };
  const open = withLocations(filters, { [level]: undefined });
  return level === 'county' && stateId !== undefined ? withLocations(open, { state: [stateId] }) : open;
}

export interface MapCounts extends Partial<Pick<PublisherCounts, 'nameOf' | 'unjoined'>> {
  counts: Map<number, number>;
  /** Every mention the scope matches, located or not. */
  total: number;
  /** The answer held as many groups as the service gives: places below it are not counted. */
  truncatedAt: number | undefined;
}

/** The size the answer was cut at, when it holds as many groups as the service gives. */
export function truncation(result: DistributionResult, asked: number): number | undefined {
  const cap = supportsExtension('distributionLimit') ? asked : DEFAULT_GROUPS;
  return result.groups.length >= cap ? cap : undefined;
}

export function toMapCounts(result: DistributionResult, asked = GROUP_LIMIT): MapCounts {
  const counts = new Map<number, number>();
  for (const g of result.groups) {
    const id = Number(g.key);
    if (Number.isInteger(id)) counts.set(id, (counts.get(id) ?? 0) + g.count);
  }
  return { counts, total: result.totalCount, truncatedAt: truncation(result, asked) };
}

/** A publisher-geography answer: its names joined to the level's taxonomy places. */
export function toPublisherMapCounts(
  result: DistributionResult,
  places: readonly JoinPlace[],
  asked = GROUP_LIMIT,
): MapCounts {
  return {
    ...publisherCounts(result, places),
    total: result.totalCount,
    truncatedAt: truncation(result, asked),
  };
}

/**
 * Mentions per place of the level in the window, and in the previous period when lift is asked.
 * `publisherPlaces` (the level's taxonomy places) asks the publisher's geography instead.
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
    () => ({
      ...filtersToQuery(mapScope(filters, level, stateId, publisher)),
      group_by: publisher ? PUBLISHER_KEY[level as keyof typeof PUBLISHER_KEY] : `locations.${level}`,
      limit: GROUP_LIMIT,
    }),
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
  // A cut country answer is completed per sub-region (use-exact-answer.ts), unless the scope
  // already narrows to regions or sub-regions (then it holds far fewer countries than the cut).
  const isCut = (result: DistributionResult) => truncation(result, GROUP_LIMIT) !== undefined;
  const splittable =
    level === 'country' &&
    (publisher
      ? !filters['publisher_geography.source_region'] && !filters['publisher_geography.source_sub_region']
      : !filters[locationKey('region')] && !filters[locationKey('subregion')]);
  const anyCut = [now.data, before.data].some((d) => d !== undefined && isCut(d));
  const parents = useMapPlaces(splittable && anyCut ? 'subregion' : undefined, undefined);
  const split = useMemo(
    () =>
      parents.places &&
      (publisher
        ? { key: PUBLISHER_KEY.subregion, values: parents.places.map((p) => p.name) }
        : { key: locationKey('subregion'), values: parents.places.map((p) => p.id) }),
    [parents.places, publisher],
  );
  const exactNow = useExactAnswer({
    workspaceId,
    query: nowQuery,
    answer: now.data,
    truncated: isCut,
    split,
  });
  const exactBefore = useExactAnswer({
    workspaceId,
    query: beforeQuery,
    answer: before.data,
    truncated: isCut,
    split,
  });
  const toCounts = useMemo(
    () => (exact: { result: DistributionResult | undefined; exact: boolean }) => {
      if (!exact.result) return undefined;
      const counts =
        publisher && publisherPlaces
          ? toPublisherMapCounts(exact.result, publisherPlaces)
          : toMapCounts(exact.result);
      return exact.exact ? { ...counts, truncatedAt: undefined } : counts;
    },
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
