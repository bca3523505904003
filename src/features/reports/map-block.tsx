import { useMemo, type ReactNode } from 'react';
import { Alert, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import type { MapBlock } from '@/analysis/reports/map-block';
import { useSpecWindow } from '@/components/charts/use-spec-window';
import { Choropleth } from '@/components/map/choropleth';
import { mapExport } from '@/components/map/map-export';
import { MapLegend } from '@/components/map/map-legend';
import { useMapFigure } from '@/components/map/use-map-figure';
import { describeError } from '@/components/error-state';
import { zoneName } from '@/lib/date-range';
import { EditWording } from './edit-wording';

type Props = {
  block: MapBlock;
  actions?: ReactNode;
  /** Absent where the report is read only (print layout, a shared report). */
  onChange?: (block: MapBlock) => void;
};

/**
 * A map pinned from the map area, re-run for the report's window like every chart: the map with
 * its key, base, border point of view and attribution, and the places with the most mentions.
 * The report's exports compute the same figure from the block's spec (export/map-figure.ts).
 */
export function MapBlockCard({ block, actions, onChange }: Props) {
  const { spec } = block;
  const window = useSpecWindow(spec.range);
  const figure = useMapFigure({
    workspaceId: spec.workspaceId,
    workspaceName: spec.workspaceName,
    window,
    tz: zoneName(spec.range.tz),
    filters: spec.filters,
    level: spec.level,
    measure: spec.measure,
    stateId: spec.stateId,
    publisher: spec.publisher ?? false,
  });
  const ready = figure.status === 'ready' ? figure : undefined;
  const { drawing, model, meta } = ready ?? {};
  const exported = useMemo(
    () =>
      drawing && model && meta
        ? mapExport(drawing, model, { ...meta, title: block.title || meta.title }, block.caption)
        : undefined,
    [drawing, model, meta, block.title, block.caption],
  );

  const title = exported?.title ?? block.title ?? 'Map';
  return (
    <Paper withBorder radius="md" p="md" data-testid="report-map" style={{ breakInside: 'avoid' }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} data-testid="map-block-title">
              {title}
            </Text>
            {exported && (
              <Text size="xs" c="dimmed">
                {exported.subtitle}
              </Text>
            )}
          </div>
          <Group gap={4} wrap="nowrap">
            {onChange && (
              <EditWording
                value={{ title: block.title, caption: block.caption }}
                titlePlaceholder={ready?.meta.title ?? 'Map'}
                onChange={(w) => onChange({ ...block, title: w.title, caption: w.caption })}
              />
            )}
            {actions}
          </Group>
        </Group>
        {figure.status === 'choose-state' ? (
          <Alert color="yellow">
            This county map names no state: pin it again from the map with a state chosen.
          </Alert>
        ) : figure.status === 'error' ? (
          <Alert color="red" title="Could not draw this map">
            {describeError(figure.error)}
          </Alert>
        ) : !ready || !exported ? (
          <Loader size="sm" aria-label="Loading the map" />
        ) : (
          <>
            <Choropleth
              drawing={ready.drawing}
              rowByCode={ready.model.rowByCode}
              measure={spec.measure}
              label={`${title}: ${ready.model.rows.filter((r) => r.count > 0).length} places with mentions; the table below lists the most`}
            />
            <MapLegend
              colourClasses={ready.model.classes}
              measure={spec.measure}
              base={ready.meta.base}
              pointOfView={ready.meta.pointOfView}
              attribution={ready.meta.attribution}
            />
            {exported.places.length > 0 && (
              <Table
                fz="xs"
                verticalSpacing={4}
                aria-label="Places with the most mentions"
                data-testid="map-block-places"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Place</Table.Th>
                    <Table.Th>Code</Table.Th>
                    <Table.Th ta="right">Mentions</Table.Th>
                    {spec.measure !== 'count' && <Table.Th ta="right">{exported.measureLabel}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {exported.places.map((p) => (
                    <Table.Tr key={`${p.code}-${p.name}`}>
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td>{p.code}</Table.Td>
                      <Table.Td ta="right">{p.count.toLocaleString('en-US')}</Table.Td>
                      {spec.measure !== 'count' && <Table.Td ta="right">{p.value}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {exported.morePlaces > 0 && (
              <Text size="xs" c="dimmed">
                And {exported.morePlaces} more places with mentions: the map area lists them all.
              </Text>
            )}
          </>
        )}
        {block.caption && <Text size="sm">{block.caption}</Text>}
        {exported && (
          <Text size="xs" c="dimmed" data-testid="map-block-located">
            {exported.notes[0]}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
