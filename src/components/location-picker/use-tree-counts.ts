import { useMemo } from 'react';
import { useMatch } from '@tanstack/react-router';
import { LOCATION_LEVELS, type LocationLevel } from '@/api/schemas';
import { windowOf } from '@/hooks/use-analyst-window';
import { filtersToQuery, MentionFilterSearchSchema } from '@/filters/mention-filters-url';
import { chosenNodes, withLocations, type LocationSelection } from '@/filters/location-tree';
import { usePlaceCounts, type CountOf } from './use-place-counts';

/**
 * Mentions per place for the tree, where the API can say: one distribution per shown level with
 * the workspace's current filters and the picker's places at the other levels, not this level's
 * own (a count says what choosing that place would give). Outside a workspace (no filters to
 * count with) there are none.
 */
export function useTreeCounts(levels: readonly LocationLevel[], selection: LocationSelection): CountOf {
  const workspace = useMatch({ from: '/_app/w/$workspaceId', shouldThrow: false });
  const app = useMatch({ from: '/_app', shouldThrow: false });
  const { range, since, to } = app?.search ?? {};
  const window = useMemo(() => windowOf({ range, since, to }), [range, since, to]);
  const workspaceId = workspace && app ? workspace.params.workspaceId : null;
  const filterKey = workspace ? JSON.stringify(filtersToQuery(workspace.search)) : '';
  const requests = useMemo(() => {
    const filters = MentionFilterSearchSchema.parse(filterKey ? JSON.parse(filterKey) : {});
    const places = Object.fromEntries(
      LOCATION_LEVELS.map((level) => [
        level,
        chosenNodes(selection)
          .filter((n) => n.level === level)
          .map((n) => n.id),
      ]),
    );
    const base = withLocations(filters, places);
    return levels.map((level) => ({ level, filters: withLocations(base, { [level]: undefined }) }));
  }, [filterKey, selection, levels]);
  return usePlaceCounts(workspaceId, window, requests).countOf;
}
