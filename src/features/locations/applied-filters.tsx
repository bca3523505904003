import { Text } from '@mantine/core';
import { describeFilter } from '@/filters/registry';
import { useFilterContext } from '@/hooks/use-filter-context';
import { activeFilters, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { LOCATION_KEYS } from '@/filters/location-tree';

const isLocation = (key: string) => (LOCATION_KEYS as readonly string[]).includes(key);

/**
 * Says which of the workspace's filters the counts and links on this page apply, and how its
 * location filters combine with the place being browsed (levels narrow each other).
 */
export function AppliedFilters({
  workspaceId,
  filters,
}: {
  workspaceId: number;
  filters: MentionFilterSearch;
}) {
  const context = useFilterContext(workspaceId);
  const active = activeFilters(filters);
  if (active.length === 0) {
    return (
      <Text size="sm" data-testid="applied-filters">
        No filters: counts cover every mention of the workspace in the window.
      </Text>
    );
  }
  const read = (list: typeof active) =>
    list
      .map((f) => {
        const d = describeFilter(f.key, f.value, context);
        return `${d.label}: ${d.value}`;
      })
      .join(' · ');
  const others = active.filter((f) => !isLocation(f.key));
  const places = active.filter((f) => isLocation(f.key));
  return (
    <Text size="sm" data-testid="applied-filters">
      {others.length > 0 && <>Counts and links apply the workspace’s filters: {read(others)}. </>}
      {places.length > 0 && (
        <>
          Its location filters ({read(places)}) apply too, except at the level of the place you open: places
          at different levels narrow each other (AND), so a place outside them counts 0.
        </>
      )}
    </Text>
  );
}
