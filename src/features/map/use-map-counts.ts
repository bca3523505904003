import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import { supportsExtension } from '@/api/capabilities';
import type { DistributionResult } from '@/api/schemas';
import type { MapLevel } from '@/analysis/map/geo-join';
import { withLocations } from '@/filters/location-tree';
import { filtersToQuery, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { previousWindow, type Window } from '@/analysis/charts/period-change';

/** Groups asked for: more than any level has (249 countries, 254 Texas counties). */
export const GROUP_LIMIT = 1000;
/** The service's own answer size when it does not take `limit` (real-api.md §2). */
const DEFAULT_GROUPS = 100;

/**
 * The question the map asks: the workspace's filters without the drawn level's own location
 * filter (so every place keeps its count and the chosen ones are outlined instead); counties are
 * counted within their state.
 */
export function mapScope(
  filters: MentionFilterSearch,
  level: MapLevel,
  stateId?: number,
): MentionFilterSearch {
  const open = withLocations(filters, { [level]: undefined });
  return level === 'county' && stateId !== undefined ? withLocations(open, { state: [stateId] }) : open;
}

export interface MapCounts {
  counts: Map<number, number>;
  /** Every mention the scope matches, located or not. */
  total: number;
  /** The answer held as many groups as the service gives: places below it are not counted. */
  truncatedAt: number | undefined;
}

export function toMapCounts(result: DistributionResult, asked = GROUP_LIMIT): MapCounts {
  const counts = new Map<number, number>();
  for (const g of result.groups) {
    const id = Number(g.key);
    if (Number.isInteger(id)) counts.set(id, (counts.get(id) ?? 0) + g.count);
  }
  const cap = supportsExtension('distributionLimit') ? asked : DEFAULT_GROUPS;
  return { counts, total: result.totalCount, truncatedAt: result.groups.length >= cap ? cap : undefined };
}

/** Mentions per place of the level in the window, and in the previous period when lift is asked. */
export function useMapCounts(args: {
  workspaceId: number;
  window: Window;
  filters: MentionFilterSearch;
  level: MapLevel;
  stateId: number | undefined;
  withPrevious: boolean;
}) {
  const { workspaceId, window, filters, level, stateId, withPrevious } = args;
  const enabled = level !== 'county' || stateId !== undefined;
  const query = useMemo(
    () => ({
      ...filtersToQuery(mapScope(filters, level, stateId)),
      group_by: `locations.${level}`,
      limit: GROUP_LIMIT,
    }),
    [filters, level, stateId],
  );
  const previous = useMemo(() => previousWindow(window), [window]);
  const now = useQuery({ ...analyticsQueries.distribution(workspaceId, { ...window, ...query }), enabled });
  const before = useQuery({
    ...analyticsQueries.distribution(workspaceId, { ...previous, ...query }),
    enabled: enabled && withPrevious,
  });
  return {
    current: useMemo(() => (now.data ? toMapCounts(now.data) : undefined), [now.data]),
    previous: useMemo(() => (before.data ? toMapCounts(before.data) : undefined), [before.data]),
    previousWindow: previous,
    loading: now.isPending || (withPrevious && before.isPending),
    error: now.error ?? (withPrevious ? before.error : null) ?? null,
  };
}
