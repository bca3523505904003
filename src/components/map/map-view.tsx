import { lazy, Suspense, useCallback } from 'react';
import { Stack, Text } from '@mantine/core';
import { LoadingState } from '@/components/loading-state';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import { LEVEL_LABEL, locationKey, withLocations } from '@/filters/location-tree';
import type { MapLevel } from '@/analysis/map/geo-join';
import { isPublisherLevel, PUBLISHER_KEY } from '@/analysis/map/publisher-geo';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import { mapChoice, type MapSearch } from '@/analysis/map/map-search';
import { MapToolbar } from './map-toolbar';

/** How each level's places find their shapes: on codes, never names. */
const JOIN_NOTE: Record<MapLevel, string> = {
  region: 'Regions are their member countries’ shapes dissolved by UN M49 membership.',
  subregion: 'Sub-regions are their member countries’ shapes dissolved by UN M49 membership.',
  country: 'Countries join their shapes on ISO 3166 alpha-3 codes.',
  state: 'States join their shapes on FIPS codes.',
  county: 'Counties join their shapes on FIPS codes.',
};

/**
 * The map itself (geometry, renderer, table, exports) loads behind the controls, like a chart's
 * renderer: its chunk and the boundaries it fetches are the map's alone.
 */
const body = preloadableChunk(() => import('./map-body').then((m) => m.MapBody));
const MapBody = lazy(body.lazyLoad);
export const preloadMapBody = body.preload;

type Props = {
  /** The map's own URL settings (the map area's, or the chart builder's map type's). */
  search: MapSearch;
  setSearch: (next: Partial<MapSearch>) => void;
  /** The workspace's title, for the exports and a pinned map's subtitle. */
  workspaceName?: string;
};

/**
 * The workspace's mentions on a map for the current investigation (filters, window, zone): what
 * it counts, its controls, the map with its table, side list, exports and pin. The map area and
 * the chart builder's "Map" type both show this.
 */
export function MapView({ search, setSearch, workspaceName }: Props) {
  const view = useWorkspaceView();
  const { setFilters } = view;
  const { level, measure, stateId, publisher } = mapChoice(search, view.filters);
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
      <MapToolbar {...{ level, measure, stateId, publisher, setSearch }} view={search.geoView ?? 'map'} />
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
      <Suspense fallback={<LoadingState label="Drawing the map" />}>
        <MapBody
          {...view}
          workspaceName={workspaceName}
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
