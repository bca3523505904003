import { useId } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import type { MapLevel } from '@/lib/geo-join';
import type { MapMeasure } from '@/lib/map-measure';
import type { MapSearch } from './map-search';
import { useMapPlaces } from './use-map-places';
import classes from './map.module.css';

interface Props {
  level: MapLevel;
  measure: MapMeasure;
  stateId: number | undefined;
  view: 'map' | 'table';
  setSearch: (next: Partial<MapSearch>) => void;
}

const LEVELS: { value: MapLevel; label: string }[] = [
  { value: 'region', label: 'Regions' },
  { value: 'subregion', label: 'Sub-regions' },
  { value: 'country', label: 'Countries' },
  { value: 'state', label: 'US states' },
  { value: 'county', label: 'US counties' },
];

// Short, so both choices fit a 390 px screen; the legend states each base in full.
const MEASURES: { value: MapMeasure; label: string }[] = [
  { value: 'count', label: 'Count' },
  { value: 'share', label: 'Share' },
  { value: 'lift', label: 'Lift' },
];

/** The map's level, the state whose counties are drawn, and what the colours measure. */
export function MapToolbar({ level, measure, stateId, setSearch }: Props) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SegmentedChoice
        aria-label="Map level"
        data={LEVELS}
        value={level}
        onChange={(next) => setSearch({ geo: next === 'country' ? undefined : next })}
      />
      {level === 'county' && (
        <StateSelect stateId={stateId} onChange={(state) => setSearch({ geoState: state })} />
      )}
      <SegmentedChoice
        aria-label="Colour by"
        data={MEASURES}
        value={measure}
        onChange={(next) => setSearch({ shade: next === 'count' ? undefined : next })}
      />
    </Group>
  );
}

/**
 * A plain select (not Mantine's NativeSelect): shared with the charts page, Mantine's would be split
 * into a chunk of its own and cost that page its budget.
 */
function StateSelect({ stateId, onChange }: { stateId: number | undefined; onChange: (id: number) => void }) {
  const id = useId();
  const { places } = useMapPlaces('state', undefined);
  const options = [...(places ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Stack gap={2}>
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        State
      </Text>
      <select
        id={id}
        className={classes.select}
        value={stateId === undefined ? '' : String(stateId)}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      >
        {stateId === undefined && <option value="">Choose a state</option>}
        {options.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </Stack>
  );
}
