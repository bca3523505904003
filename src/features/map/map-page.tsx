import { useCallback, useMemo } from 'react';
import { Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { workspaceQueries } from '@/api/workspaces';
import { PageHeader } from '@/components/page-header';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import { formatInZone } from '@/lib/date-range';
import { LEVEL_LABEL } from '@/filters/location-tree';
import { mapChoice, validateMapSearch, type MapSearch } from '@/analysis/map/map-search';
import { MapView } from '@/components/map/map-view';

export { preloadMapBody } from '@/components/map/map-view';

const route = getRouteApi('/_app/w/$workspaceId/map');

/** The workspace's mentions on a map of regions, countries, US states or one state's counties. */
export function MapPage() {
  const { workspaceId, filters, window, tz } = useWorkspaceView();
  const workspace = useQuery(workspaceQueries.detail(workspaceId));
  const raw = route.useSearch();
  const search = useMemo(() => validateMapSearch(raw as Record<string, unknown>), [raw]);
  const { level, publisher } = mapChoice(search, filters);
  const navigate = useNavigate();
  const setSearch = useCallback(
    (next: Partial<MapSearch>) =>
      void navigate({
        to: '.',
        // The route declares no search params of its own (see its file), so they are untyped here.
        search: ((prev: Record<string, unknown>) => ({ ...prev, ...next })) as never,
        replace: true,
      }),
    [navigate],
  );
  return (
    <Stack gap="md">
      <PageHeader
        title="Map"
        description={`Mentions by ${publisher ? 'publisher ' : ''}${LEVEL_LABEL[level].toLowerCase()}, ${formatInZone(window.since, tz)} to ${formatInZone(window.to, tz)}`}
      />
      <MapView search={search} setSearch={setSearch} workspaceName={workspace.data?.title} />
    </Stack>
  );
}
