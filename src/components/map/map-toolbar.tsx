import { useId } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import type { MapLevel } from '@/analysis/map/geo-join';
import type { MapMeasure } from '@/analysis/map/map-measure';
import { isPublisherLevel } from '@/analysis/map/publisher-geo';
import type { MapSearch } from '@/analysis/map/map-search';
import { useMapPlaces } from './use-map-places';
import classes from './map-toolbar.module.css';

interface Props {
  level: MapLevel;
  measure: MapMeasure;
  stateId: number | undefined;
  publisher: boolean;
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

const GEOGRAPHIES = [
  { value: 'about', label: 'Mention location' },
  { value: 'publisher', label: 'Publisher (news)' },
];

// Short, so both choices fit a 390 px screen; the legend states each base in full.
const MEASURES: { value: MapMeasure; label: string }[] = [
  { value: 'count', label: 'Count' },
  { value: 'share', label: 'Share' },
  { value: 'lift', label: 'Lift' },
];

/** The map's level, the state whose counties are drawn, and what the colours measure. */
export function MapToolbar({ level, measure, stateId, publisher, setSearch }: Props) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <LabelledSelect
        label="Geography"
        value={publisher ? 'publisher' : 'about'}
        options={GEOGRAPHIES}
        onChange={(next) => setSearch({ geoBy: next === 'publisher' ? 'publisher' : undefined })}
      />
      {/* A select, not segments: five levels do not fit a 390 px screen side by side. */}
      <LabelledSelect
        label="Map of"
        value={level}
        options={publisher ? LEVELS.filter((l) => isPublisherLevel(l.value)) : LEVELS}
        onChange={(next) => setSearch({ geo: next === 'country' ? undefined : (next as MapLevel) })}
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
function LabelledSelect(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Stack gap={2}>
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        {props.label}
      </Text>
      <select
        id={id}
        className={classes.select}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Stack>
  );
}

function StateSelect({ stateId, onChange }: { stateId: number | undefined; onChange: (id: number) => void }) {
  const { places } = useMapPlaces('state', undefined);
  const options = [...(places ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <LabelledSelect
      label="State"
      value={stateId === undefined ? '' : String(stateId)}
      options={stateId === undefined ? [{ value: '', label: 'Choose a state' }, ...options] : options}
      onChange={(value) => onChange(Number(value))}
    />
  );
}
