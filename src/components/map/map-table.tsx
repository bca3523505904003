import { Button, Table, Text } from '@mantine/core';
import { formatMeasure, type MapMeasure } from '@/analysis/map/map-measure';
import type { MapModel, MapRow } from './map-model';

interface Props {
  model: MapModel;
  measure: MapMeasure;
  codeLabel: string;
  onToggle: (row: MapRow) => void;
  id?: string;
}

/**
 * The map as a table: every place with mentions (and every chosen one), its code and figures,
 * with a button that adds it to (or removes it from) the filter bar. The keyboard and
 * screen-reader way to everything the map shows and does.
 */
export function MapTable({ model, measure, codeLabel, onToggle, id }: Props) {
  const rows = model.rows.filter((r) => r.count > 0 || r.chosen || (r.previous ?? 0) > 0);
  const hidden = model.rows.length - rows.length;
  return (
    <>
      <Table.ScrollContainer minWidth={520}>
        <Table id={id} striped highlightOnHover data-testid="map-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Place</Table.Th>
              <Table.Th>{codeLabel}</Table.Th>
              <Table.Th ta="right">Mentions</Table.Th>
              <Table.Th ta="right">Share of located</Table.Th>
              {measure === 'lift' && <Table.Th ta="right">Previous period</Table.Th>}
              {measure === 'lift' && <Table.Th ta="right">Lift</Table.Th>}
              <Table.Th>On map</Table.Th>
              <Table.Th>Filter</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id} data-code={r.code} data-place-id={r.id}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td ff="monospace">{r.code ?? '—'}</Table.Td>
                <Table.Td ta="right" data-testid="map-row-count">
                  {r.counted ? r.count.toLocaleString('en-US') : 'not counted'}
                </Table.Td>
                <Table.Td ta="right">{formatMeasure(r.share, 'share')}</Table.Td>
                {measure === 'lift' && (
                  <Table.Td ta="right">{(r.previous ?? 0).toLocaleString('en-US')}</Table.Td>
                )}
                {measure === 'lift' && (
                  <Table.Td ta="right">
                    {r.lift === undefined ? (r.count > 0 ? 'new' : '—') : formatMeasure(r.lift, 'lift')}
                  </Table.Td>
                )}
                <Table.Td>{r.onMap ? 'yes' : 'no shape'}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant={r.chosen ? 'filled' : 'light'}
                    aria-pressed={r.chosen}
                    aria-label={`${r.chosen ? 'Remove' : 'Add'} ${r.name} ${r.chosen ? 'from' : 'to'} the filter`}
                    onClick={() => onToggle(r)}
                  >
                    {r.chosen ? 'In filter' : 'Filter'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {hidden > 0 && (
        <Text size="xs" c="dimmed">
          {hidden.toLocaleString('en-US')} more places have no mentions in the window.
        </Text>
      )}
    </>
  );
}
