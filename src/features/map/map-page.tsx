import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { workspaceQueries } from '@/api/workspaces';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import { formatInZone } from '@/lib/date-range';
import { LEVEL_LABEL, locationKey, withLocations } from '@/filters/location-tree';
import type { MapLevel } from '@/analysis/map/geo-join';
import { isPublisherLevel, PUBLISHER_KEY } from '@/analysis/map/publisher-geo';
import type { MapMeasure } from '@/analysis/map/map-measure';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import { validateMapSearch, type MapSearch } from './map-search';
import { MapToolbar } from './map-toolbar';

const route = getRouteApi('/_app/w/$workspaceId/map');

/** How each level's places find their shapes: on codes, never names. */
const JOIN_NOTE: Record<MapLevel, string> = {
  region: 'Regions are their member countries’ shapes dissolved by UN M49 membership.',
  subregion: 'Sub-regions are their member countries’ shapes dissolved by UN M49 membership.',
  country: 'Countries join their shapes on ISO 3166 alpha-3 codes.',
  state: 'States join their shapes on FIPS codes.',
  county: 'Counties join their shapes on FIPS codes.',
};

/**
 * The map itself (geometry, renderer, table, exports) loads behind the page's header and controls,
 * like a chart's renderer: its chunk and the boundaries it fetches are this page's alone.
 */
const body = preloadableChunk(() => import('./map-body').then((m) => m.MapBody));
const MapBody = lazy(body.lazyLoad);
export const preloadMapBody = body.preload;

/** The workspace's mentions on a map of countries, US states or one state's counties. */
export function MapPage() {
  const view = useWorkspaceView();
  const { filters, window, tz, setFilters } = view;
  const workspace = useQuery(workspaceQueries.detail(view.workspaceId));
  const raw = route.useSearch();
  const search = useMemo(() => validateMapSearch(raw as Record<string, unknown>), [raw]);
  const navigate = useNavigate();
  const publisher = search.geoBy === 'publisher';
  // The publisher's geography has regions, sub-regions and countries only.
  const level: MapLevel =
    publisher && !isPublisherLevel(search.geo ?? 'country') ? 'country' : (search.geo ?? 'country');
  const measure: MapMeasure = search.shade ?? 'count';
  const chosenStates = filters[locationKey('state')];
  const stateId = search.geoState ?? chosenStates?.[0];
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
  /**
   * A click picks the place alone (again: none); shift-click adds it to (or drops it from) the set.
   * The place is the level's location filter, or on the publisher map its publisher filter (by name).
   */
  const pick = useCallback(
    (value: number | string, several: boolean) => {
      setFilters((f) => {
        const key = publisher && isPublisherLevel(level) ? PUBLISHER_KEY[level] : locationKey(level);
        const current: readonly (number | string)[] = f[key] ?? [];
        const has = current.includes(value);
        const next = several
          ? has
            ? current.filter((c) => c !== value)
            : [...current, value]
          : has && current.length === 1
            ? []
            : [value];
        return typeof value === 'string'
          ? { ...f, [key]: next.length ? next : undefined }
          : withLocations(f, { [level]: next as number[] });
      });
    },
    [level, publisher, setFilters],
  );
  return (
    <Stack gap="md">
      <PageHeader
        title="Map"
        description={`Mentions by ${publisher ? 'publisher ' : ''}${LEVEL_LABEL[level].toLowerCase()}, ${formatInZone(window.since, tz)} to ${formatInZone(window.to, tz)}`}
      />
      <Text size="sm" c="dimmed">
        {publisher
          ? 'Where each news publisher is based (social mentions carry no publisher geography).'
          : 'The location resolved for each mention (what it is about).'}{' '}
        Counts apply every filter except the {publisher ? 'publisher ' : ''}
        {LEVEL_LABEL[level].toLowerCase()} filter, whose places are outlined instead; click a place to filter
        by it, shift-click to add several.{' '}
        {publisher
          ? 'The service names publisher places rather than coding them: each name joins the taxonomy place of that name, then its shape on codes; a name the taxonomy lacks is listed beside the map.'
          : JOIN_NOTE[level]}
      </Text>
      <MapToolbar {...{ level, measure, stateId, publisher, setSearch }} view={search.geoView ?? 'map'} />
      <Suspense fallback={<LoadingState label="Drawing the map" />}>
        <MapBody
          {...view}
          workspaceName={workspace.data?.title}
          level={level}
          measure={measure}
          stateId={stateId}
          publisher={publisher}
          onPick={pick}
          tab={search.geoView ?? 'map'}
          setSearch={setSearch}
        />
      </Suspense>
    </Stack>
  );
}
