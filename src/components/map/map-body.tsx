import { useId } from 'react';
import { Grid, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import type { WorkspaceView } from '@/hooks/use-workspace-view';
import { isGroupLevel, type MapLevel } from '@/analysis/map/geo-join';
import type { MapMeasure } from '@/analysis/map/map-measure';
import { Choropleth } from './choropleth';
import { MapLegend } from './map-legend';
import { MAP_CODE_LABEL, MAP_NOUN, useMapFigure } from './use-map-figure';
import { MapExportMenu } from './map-export-menu';
import { MapPin } from './map-pin';
import type { MapSearch } from '@/analysis/map/map-search';
import { MapSideList } from './map-side-list';
import { MapTable } from './map-table';

type Props = WorkspaceView & {
  /** The workspace's title, for the exports and a pinned map's subtitle. */
  workspaceName?: string;
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

/** Loads the level's places, shapes and counts, and shows the map, its table and what it leaves out. */
export function MapBody(props: Props) {
  const { level, measure, onPick, tab, setSearch, range } = props;
  const tableId = useId();
  const figure = useMapFigure(props);
  if (figure.status === 'choose-state')
    return (
      <EmptyState
        title="Choose a state"
        description="Pick the state whose counties to draw, or choose a state in the filter bar."
      />
    );
  if (figure.status === 'error') return <ErrorState error={figure.error} onRetry={figure.retry} />;
  if (figure.status === 'loading') return <LoadingState label="Drawing the map" />;

  const { drawing, model, meta, byPublisher, stateName, valueOf } = figure;
  const noun = byPublisher ? `publisher ${MAP_NOUN[level]}` : MAP_NOUN[level];
  const toggle = (row: { id: number; name: string }) => onPick(valueOf(row), true);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} size="sm" style={{ minWidth: 0 }}>
                {meta.title}
              </Text>
              <Group gap={4} wrap="nowrap">
                <MapPin
                  spec={{
                    workspaceId: props.workspaceId,
                    workspaceName: props.workspaceName,
                    filters: props.filters,
                    range: { range: range.range, since: range.since, to: range.to, tz: range.tz },
                    level,
                    measure,
                    ...(props.stateId !== undefined && { stateId: props.stateId }),
                    ...(byPublisher && { publisher: true }),
                  }}
                />
                <MapExportMenu drawing={drawing} model={model} meta={meta} />
              </Group>
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
                  label={`${meta.title}: ${model.rows.filter((r) => r.count > 0).length} places with mentions; the table tab lists them`}
                />
              </Tabs.Panel>
              <Tabs.Panel value="table" pt="sm">
                <MapTable
                  id={tableId}
                  model={model}
                  measure={measure}
                  codeLabel={MAP_CODE_LABEL[level]}
                  onToggle={toggle}
                />
              </Tabs.Panel>
            </Tabs>
            <MapLegend
              colourClasses={model.classes}
              measure={measure}
              base={meta.base}
              pointOfView={meta.pointOfView}
              attribution={meta.attribution}
            />
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <MapSideList
          model={model}
          noun={MAP_NOUN[level]}
          locatedAs={byPublisher ? `with a ${noun}` : `located to a ${noun}`}
          unlocatedLabel={
            byPublisher
              ? `no ${noun} (social mentions carry none; news from unknown publishers)`
              : level === 'country' || isGroupLevel(level)
                ? `no ${MAP_NOUN[level]} (unlocated)`
                : level === 'state'
                  ? 'no US state (outside the US or unlocated)'
                  : `no county (in ${stateName ?? 'the state'})`
          }
        />
      </Grid.Col>
    </Grid>
  );
}
