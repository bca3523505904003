import { useEffect, useId, useMemo } from 'react';
import { Grid, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { rememberLocations } from '@/components/location-picker/location-cache';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import type { WorkspaceView } from '@/hooks/use-workspace-view';
import { formatInZone } from '@/lib/date-range';
import { countryGroups, isGroupLevel, type MapLevel } from '@/analysis/map/geo-join';
import { isPublisherLevel, placesNamed, PUBLISHER_KEY } from '@/analysis/map/publisher-geo';
import { locationKey } from '@/filters/location-tree';
import { measureBase, MEASURE_LABEL, type MapMeasure } from '@/analysis/map/map-measure';
import { BOUNDARY_SETS } from './boundary-sets';
import { Choropleth } from './choropleth';
import { MapExportMenu } from './map-export-menu';
import { MapLegend } from './map-legend';
import { buildMapModel } from './map-model';
import type { MapSearch } from './map-search';
import { MapSideList } from './map-side-list';
import { MapTable } from './map-table';
import { boundarySetOf, useMapDrawing } from './use-map-drawing';
import { useMapCounts } from './use-map-counts';
import { useMapPlaces } from './use-map-places';

type Props = WorkspaceView & {
  level: MapLevel;
  measure: MapMeasure;
  stateId: number | undefined;
  /** Where the publisher is based (news), instead of where the mention is about. */
  publisher: boolean;
  /** A place picked (its id, or on the publisher map its name), alone or added to the set. */
  onPick: (value: number | string, several: boolean) => void;
  tab: 'map' | 'table';
  setSearch: (next: Partial<MapSearch>) => void;
};

const NOUN: Record<MapLevel, string> = {
  region: 'region',
  subregion: 'sub-region',
  country: 'country',
  state: 'US state',
  county: 'county',
};
const CODE_LABEL: Record<MapLevel, string> = {
  region: 'UN M49',
  subregion: 'UN M49',
  country: 'Alpha-3',
  state: 'FIPS',
  county: 'FIPS',
};

/** Regions and sub-regions are drawn from their member countries: the taxonomy's parent links. */
function useCountryGroups(level: MapLevel) {
  const grouped = isGroupLevel(level);
  const countries = useMapPlaces(grouped ? 'country' : undefined, undefined);
  const subregions = useMapPlaces(grouped ? 'subregion' : undefined, undefined);
  const regions = useMapPlaces(level === 'region' ? 'region' : undefined, undefined);
  const groups = useMemo(() => {
    if (!isGroupLevel(level) || !countries.places || !subregions.places) return undefined;
    if (level === 'region' && !regions.places) return undefined;
    return countryGroups(level, countries.places, subregions.places, regions.places);
  }, [level, countries.places, subregions.places, regions.places]);
  return { groups, error: countries.error ?? subregions.error ?? regions.error };
}

/** Loads the level's places, shapes and counts, and shows the map, its table and what it leaves out. */
export function MapBody(props: Props) {
  const { workspaceId, window, tz, filters, level, measure, stateId, publisher, onPick, tab, setSearch } =
    props;
  const tableId = useId();
  const places = useMapPlaces(level, stateId);
  const byPublisher = publisher && isPublisherLevel(level);
  const states = useMapPlaces('state', undefined);
  const state = states.places?.find((s) => s.id === stateId);
  const stateFips = state?.standard.find((s) => s.type === 'fips')?.code.padStart(2, '0');
  const membership = useCountryGroups(level);
  const { drawing, error: shapeError, retry } = useMapDrawing(level, stateFips, membership.groups);
  const {
    current,
    previous,
    previousWindow: prev,
    ...counts
  } = useMapCounts({
    workspaceId,
    window,
    filters,
    level,
    stateId,
    withPrevious: measure === 'lift',
    publisherPlaces: byPublisher ? (places.places ?? false) : undefined,
  });
  const chosen = useMemo(
    () =>
      byPublisher
        ? placesNamed(filters[PUBLISHER_KEY[level]], places.places ?? [])
        : (filters[locationKey(level)] ?? []),
    [byPublisher, filters, level, places.places],
  );
  useEffect(() => {
    if (places.places) rememberLocations(places.places);
  }, [places.places]);

  const model = useMemo(() => {
    if (!places.places || !drawing || !current) return undefined;
    if (measure === 'lift' && !previous) return undefined;
    const features = drawing.shapes.map((s) => s.source);
    return buildMapModel({
      level,
      places: places.places,
      features,
      current,
      previous,
      measure,
      chosen,
    });
  }, [places.places, drawing, current, previous, measure, level, chosen]);

  if (level === 'county' && stateId === undefined)
    return (
      <EmptyState
        title="Choose a state"
        description="Pick the state whose counties to draw, or choose a state in the filter bar."
      />
    );
  const error = places.error ?? counts.error ?? membership.error ?? shapeError;
  if (error) return <ErrorState error={error} onRetry={shapeError ? retry : undefined} />;
  if (!model || !drawing) return <LoadingState label="Drawing the map" />;

  const set = BOUNDARY_SETS[boundarySetOf(level)];
  const base = measureBase(
    measure,
    model.located,
    NOUN[level],
    `${formatInZone(prev.since, tz)} to ${formatInZone(prev.to, tz)}`,
  );
  const where = level === 'county' ? ` in ${state?.name ?? 'the state'}` : '';
  const noun = byPublisher ? `publisher ${NOUN[level]}` : NOUN[level];
  const title = `${MEASURE_LABEL[measure]} by ${noun}${where}`;
  /** The filter value of a row: its id, or on the publisher map the name the service counted it under. */
  const valueOf = (row: { id: number; name: string }) =>
    byPublisher ? (current?.nameOf?.get(row.id) ?? row.name) : row.id;
  const toggle = (row: { id: number; name: string }) => onPick(valueOf(row), true);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} size="sm" style={{ minWidth: 0 }}>
                {title}
              </Text>
              <MapExportMenu
                drawing={drawing}
                model={model}
                meta={{
                  title,
                  subtitle: `Workspace ${workspaceId} · ${formatInZone(window.since, tz)} to ${formatInZone(window.to, tz)} (${tz})`,
                  base,
                  pointOfView: set.pointOfView,
                  attribution: set.attribution,
                  measure,
                }}
              />
            </Group>
            <Tabs
              value={tab}
              onChange={(v) => setSearch({ geoView: v === 'table' ? 'table' : undefined })}
              keepMounted={false}
            >
              <Tabs.List>
                <Tabs.Tab value="map">Map</Tabs.Tab>
                <Tabs.Tab value="table">Table</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="map" pt="sm">
                <Choropleth
                  drawing={drawing}
                  rowByCode={model.rowByCode}
                  measure={measure}
                  onPick={(row, several) => onPick(valueOf(row), several)}
                  label={`${title}: ${model.rows.filter((r) => r.count > 0).length} places with mentions; the table tab lists them`}
                />
              </Tabs.Panel>
              <Tabs.Panel value="table" pt="sm">
                <MapTable
                  id={tableId}
                  model={model}
                  measure={measure}
                  codeLabel={CODE_LABEL[level]}
                  onToggle={toggle}
                />
              </Tabs.Panel>
            </Tabs>
            <MapLegend
              colourClasses={model.classes}
              measure={measure}
              base={base}
              pointOfView={set.pointOfView}
              attribution={set.attribution}
            />
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <MapSideList
          model={model}
          noun={NOUN[level]}
          locatedAs={byPublisher ? `with a ${noun}` : `located to a ${noun}`}
          unlocatedLabel={
            byPublisher
              ? `no ${noun} (social mentions carry none; news from unknown publishers)`
              : level === 'country' || isGroupLevel(level)
                ? `no ${NOUN[level]} (unlocated)`
                : level === 'state'
                  ? 'no US state (outside the US or unlocated)'
                  : `no county (in ${state?.name ?? 'the state'})`
          }
        />
      </Grid.Col>
    </Grid>
  );
}
