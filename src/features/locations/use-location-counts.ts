import { useMemo } from 'react';
import type { LocationLevel } from '@/api/schemas';
import { usePlaceCounts } from '@/components/location-picker/use-place-counts';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { withLocations } from '@/filters/location-tree';

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
export function childScope(
  filters: MentionFilterSearch,
  node: Args['node'],
  child: { level: LocationLevel; id: number },
) {
  return withLocations(nodeScope(filters, node), { [child.level]: [child.id] });
}

/**
 * Mentions per child: one distribution per child level over the node's scope, without that
 * level's own filter. A node without children (a city) is counted by its own level, for its total.
 */
export function useLocationCounts({ workspaceId, window, filters, node, childLevels }: Args) {
  const requests = useMemo(() => {
    const scope = nodeScope(filters, node);
    if (childLevels.length === 0) return node ? [{ level: node.level, filters: scope }] : [];
    return childLevels.map((level) => ({ level, filters: withLocations(scope, { [level]: undefined }) }));
  }, [filters, node, childLevels]);
  return usePlaceCounts(workspaceId, window, requests);
}
