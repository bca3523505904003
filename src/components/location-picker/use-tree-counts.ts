import { useCallback, useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useMatch } from '@tanstack/react-router';
import { analyticsQueries } from '@/api/analytics';
import type { LocationLevel } from '@/api/schemas';
import { windowOf } from '@/hooks/use-analyst-window';
import { filtersToQuery, MentionFilterSearchSchema } from '@/lib/mention-filters-url';
import { chosenNodes, nodeId, withLocations, type LocationSelection, type NodeId } from '@/lib/location-tree';
import { LOCATION_LEVELS } from '@/api/schemas';

/** The distribution's largest answer (an extension; the default is 100 groups). */
const GROUP_LIMIT = 1000;

export type CountOf = (level: LocationLevel, id: number) => number | undefined;

/**
 * Mentions per place for the tree, where the API can say: one distribution per shown level
 * (`group_by=locations.<level>`) with the workspace's current filters and the picker's places at
 * the other levels, not this level's own (a count says what choosing that place would give).
 * Outside a workspace (no filters to count with) there are none. A place missing from a complete
 * answer has 0; from a truncated one (a thousand busiest places) it is unknown.
 */
export function useTreeCounts(levels: readonly LocationLevel[], selection: LocationSelection): CountOf {
  const workspace = useMatch({ from: '/_app/w/$workspaceId', shouldThrow: false });
  const app = useMatch({ from: '/_app', shouldThrow: false });
  const { range, since, to } = app?.search ?? {};
  const window = useMemo(() => windowOf({ range, since, to }), [range, since, to]);
  const workspaceId = workspace && app ? Number(workspace.params.workspaceId) : null;
  const filterKey = workspace ? JSON.stringify(filtersToQuery(workspace.search)) : '';
  const base = useMemo(() => {
    const filters = MentionFilterSearchSchema.parse(filterKey ? JSON.parse(filterKey) : {});
    const places = Object.fromEntries(
      LOCATION_LEVELS.map((level) => [level, chosenNodes(selection).filter((n) => n.level === level).map((n) => n.id)]),
    );
    return withLocations(filters, places);
  }, [filterKey, selection]);
  const results = useQueries({
    queries:
      workspaceId === null
        ? []
        : levels.map((level) =>
            analyticsQueries.distribution(workspaceId, {
              ...window,
              ...filtersToQuery(withLocations(base, { [level]: undefined })),
              group_by: `locations.${level}`,
              limit: GROUP_LIMIT,
            }),
          ),
  });
  const stamp = results.map((r) => r.dataUpdatedAt).join();
  const table = useMemo(() => {
    const counts = new Map<NodeId, number>();
    const complete = new Set<LocationLevel>();
    results.forEach((r, i) => {
      const level = levels[i]!;
      if (!r.data) return;
      if (r.data.groups.length < GROUP_LIMIT) complete.add(level);
      for (const g of r.data.groups) counts.set(nodeId(level, Number(g.key)), g.count);
    });
    return { counts, complete };
  }, [stamp]); // eslint-disable-line react-hooks/exhaustive-deps -- `stamp` changes exactly when an answer does
  return useCallback(
    (level, id) => table.counts.get(nodeId(level, id)) ?? (table.complete.has(level) ? 0 : undefined),
    [table],
  );
}
