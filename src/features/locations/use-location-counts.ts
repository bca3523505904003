import { useQueries } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { LocationLevel } from '@/api/schemas';
import { filtersToQuery, type MentionFilterSearch } from '@/lib/mention-filters-url';
import { nodeId, withLocations, type NodeId } from '@/lib/location-tree';

/** Enough groups for any child list the page shows; the server's top-N default is 100. */
const GROUP_LIMIT = 1000;

interface Args {
  workspaceId: number;
  window: { since: string; to: string };
  /** The workspace's filters (every area's), as in the URL. */
  filters: MentionFilterSearch;
  node: { level: LocationLevel; id: number } | undefined;
  childLevels: readonly LocationLevel[];
}

/**
 * The question this page asks about a node: the workspace's filters with the node standing for
 * its own level. Each child level is counted without that level's own filter (a child is counted
 * as if it were the one chosen), so a row's count is exactly what its link opens.
 */
export function nodeScope(filters: MentionFilterSearch, node: Args['node']): MentionFilterSearch {
  return node ? withLocations(filters, { [node.level]: [node.id] }) : filters;
}

/** The filters that open one child's mentions: the node's scope with the child for its level. */
export function childScope(filters: MentionFilterSearch, node: Args['node'], child: { level: LocationLevel; id: number }) {
  return withLocations(nodeScope(filters, node), { [child.level]: [child.id] });
}

/**
 * Mentions per child: one distribution per child level (`group_by=locations.<level>`) over the
 * node's scope. A child missing from a complete answer has 0 mentions; from a truncated one it is
 * unknown. A node without children (a city) is counted by its own level, for its total.
 */
export function useLocationCounts({ workspaceId, window, filters, node, childLevels }: Args) {
  const scope = nodeScope(filters, node);
  const levels = childLevels.length > 0 ? childLevels : node ? [node.level] : [];
  const results = useQueries({
    queries: levels.map((level) =>
      analyticsQueries.distribution(workspaceId, {
        ...window,
        ...filtersToQuery(childLevels.length > 0 ? withLocations(scope, { [level]: undefined }) : scope),
        group_by: `locations.${level}`,
        limit: GROUP_LIMIT,
      }),
    ),
  });
  const counts = new Map<NodeId, number>();
  const complete = new Set<LocationLevel>();
  results.forEach((r, i) => {
    const level = levels[i]!;
    if (!r.data) return;
    if (r.data.groups.length < GROUP_LIMIT) complete.add(level);
    for (const g of r.data.groups) counts.set(nodeId(level, Number(g.key)), g.count);
  });
  const countOf = (level: LocationLevel, id: number): number | undefined =>
    counts.get(nodeId(level, id)) ?? (complete.has(level) ? 0 : undefined);
  return {
    countOf,
    /** Mentions in the node's scope (anywhere located, at the top). */
    total: results.find((r) => r.data)?.data?.totalCount,
    loading: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
  };
}
