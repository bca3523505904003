import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import { MAX_GROUPS, type LocationLevel } from '@/api/schemas';
import { filtersToQuery, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { nodeId, type NodeId } from '@/filters/location-tree';

export type CountOf = (level: LocationLevel, id: number) => number | undefined;

/** One count to ask: the places of `level`, under `filters`. */
export interface PlaceCountRequest {
  level: LocationLevel;
  filters: MentionFilterSearch;
}

/**
 * Mentions per place: one distribution per request (`group_by=locations.<level>`). A place missing
 * from a complete answer has 0 mentions; from a truncated one (as many groups as asked for) it is
 * unknown. Shared by the picker's tree and the location page.
 */
export function usePlaceCounts(
  workspaceId: number | null,
  window: { since: string; to: string },
  requests: readonly PlaceCountRequest[],
) {
  const results = useQueries({
    queries:
      workspaceId === null
        ? []
        : requests.map(({ level, filters }) =>
            analyticsQueries.distribution(workspaceId, {
              ...window,
              ...filtersToQuery(filters),
              group_by: `locations.${level}`,
              limit: MAX_GROUPS,
            }),
          ),
  });
  const stamp = results.map((r) => r.dataUpdatedAt).join();
  const levels = requests.map((r) => r.level).join();
  const countOf = useMemo<CountOf>(() => {
    const counts = new Map<NodeId, number>();
    const complete = new Set<LocationLevel>();
    results.forEach((r, i) => {
      const level = requests[i]?.level;
      if (!r.data || !level) return;
      if (r.data.groups.length < MAX_GROUPS) complete.add(level);
      for (const g of r.data.groups) counts.set(nodeId(level, Number(g.key)), g.count);
    });
    return (level, id) => counts.get(nodeId(level, id)) ?? (complete.has(level) ? 0 : undefined);
  }, [stamp, levels]); // eslint-disable-line react-hooks/exhaustive-deps -- these change exactly when an answer does
  return {
    countOf,
    /** The first answer's total: every mention the (first) request's filters match. */
    total: results.find((r) => r.data)?.data?.totalCount,
    loading: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
  };
}
