import { useQueries } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { LocationLevel } from '@/api/schemas';
import { locationKey, nodeId, type NodeId } from '@/lib/location-tree';

/** Enough groups for any child list the page shows; the server's top-N default is 100. */
const GROUP_LIMIT = 1000;

interface Args {
  workspaceId: number;
  window: { since: string; to: string };
  parent: { level: LocationLevel; id: number } | undefined;
  childLevels: readonly LocationLevel[];
}

/**
 * Mentions per child in the window: one distribution per child level (`group_by=locations.<level>`)
 * narrowed to the parent (`locations.<parent level>[]=<id>`). A child missing from a complete
 * answer has 0 mentions; from a truncated one it is unknown.
 */
export function useChildCounts({ workspaceId, window, parent, childLevels }: Args) {
  const results = useQueries({
    queries: childLevels.map((level) =>
      analyticsQueries.distribution(workspaceId, {
        ...window,
        group_by: locationKey(level),
        limit: GROUP_LIMIT,
        ...(parent ? { [locationKey(parent.level)]: [parent.id] } : {}),
      }),
    ),
  });
  const counts = new Map<NodeId, number>();
  const complete = new Set<LocationLevel>();
  results.forEach((r, i) => {
    const level = childLevels[i]!;
    if (!r.data) return;
    if (r.data.groups.length < GROUP_LIMIT) complete.add(level);
    for (const g of r.data.groups) counts.set(nodeId(level, Number(g.key)), g.count);
  });
  const countOf = (level: LocationLevel, id: number): number | undefined =>
    counts.get(nodeId(level, id)) ?? (complete.has(level) ? 0 : undefined);
  return {
    countOf,
    /** Mentions located in the parent (or anywhere, at the top) in the window. */
    total: results.find((r) => r.data)?.data?.totalCount,
    loading: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
  };
}
