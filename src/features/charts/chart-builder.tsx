import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { ToggleSwitch } from '@/components/toggle-switch';
import { SegmentedChoice } from '@/components/segmented-choice';
import {
  TYPES_BY_MEASURE,
  effectiveChartType,
  type ChartOptions,
  type ChartType,
} from '@/analysis/charts/chart-config';
import { toSelectData, type DimensionOption } from '@/components/charts/chart-dimensions';

const TYPE_LABELS: Record<ChartType, string> = {
  bar: 'Bar',
  hbar: 'Horizontal bar',
  stacked: 'Stacked bar',
  donut: 'Donut',
  line: 'Line',
  area: 'Area',
  table: 'Table',
  map: 'Map',
};

const TOP_MAX = 1000;

/** The number of groups `text` asks for, or null when it is not a whole number from 1 to TOP_MAX. */
export function topOf(text: string): number | null {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= TOP_MAX ? n : null;
}

/**
 * How many groups a distribution shows. The browser's own number field, not Mantine's NumberInput:
 * that one brings a formatting library (9 kB gzipped) into the chart builder's first load for a
 * whole number from 1 to 1000. What is typed stays as typed; each valid number applies at once,
 * and leaving the field shows the applied value again.
 */
function TopNInput({ value, onChange }: { value: number; onChange: (top: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft ?? String(value);
  return (
    <TextInput
      label="Top N"
      w={90}
      type="number"
      inputMode="numeric"
      min={1}
      max={TOP_MAX}
      step={1}
      value={typed}
      error={topOf(typed) === null ? `1–${TOP_MAX}` : undefined}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        const top = topOf(event.currentTarget.value);
        if (top !== null && top !== value) onChange(top);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

type Props = {
  options: ChartOptions;
  dimensions: readonly DimensionOption[];
  onChange: (patch: Partial<ChartOptions>) => void;
  /** Hours are offered: the service counts hours and the window is at most 7 days. */
  hours?: boolean;
};

const INTERVALS = [
  { value: 'hour', label: 'Hour' },
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const;

/**
 * The builder's controls; every change goes to the URL through `onChange`. A map asks for a level
 * and what colours measure instead of a dimension: its own controls come with the map's code.
 */
export function ChartBuilder({ options: o, dimensions, onChange, hours = false }: Props) {
  const dimData = toSelectData(dimensions);
  const type = effectiveChartType(o);
  const kind = (
    <>
      <SegmentedChoice
        aria-label="Measure"
        value={o.measure}
        onChange={(v) =>
          onChange({
            measure: v,
            chart: TYPES_BY_MEASURE[v][0],
          })
        }
        data={[
          { value: 'distribution', label: 'Distribution' },
          { value: 'timeline', label: 'Timeline' },
        ]}
      />
      <Select
        label="Chart type"
        w={160}
        value={type}
        allowDeselect={false}
        onChange={(v) => v && onChange({ chart: v as ChartType })}
        data={TYPES_BY_MEASURE[o.measure].map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
      />
    </>
  );
  if (type === 'map')
    return (
      <Group gap="md" align="flex-end" wrap="wrap">
        {kind}
      </Group>
    );
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      {kind}
      {o.measure === 'distribution' ? (
        <>
          <Select
            label="Dimension"
            w={230}
            searchable
            value={o.dim}
            allowDeselect={false}
            onChange={(v) => v && onChange({ dim: v })}
            data={dimData}
          />
          <TopNInput value={o.top} onChange={(top) => onChange({ top })} />
        </>
      ) : (
        <>
          <Select
            label="Breakdown"
            w={230}
            searchable
            clearable
            placeholder="None (total)"
            value={o.breakdown ?? null}
            onChange={(v) => onChange({ breakdown: v ?? undefined })}
            data={dimData}
          />
          <SegmentedChoice
            aria-label="Interval"
            value={o.interval}
            onChange={(v) => onChange({ interval: v })}
            data={hours ? [...INTERVALS] : INTERVALS.slice(1)}
          />
        </>
      )}
      <SegmentedChoice
        aria-label="Values"
        value={o.unit}
        onChange={(v) => onChange({ unit: v })}
        data={[
          { value: 'count', label: 'Counts' },
          { value: 'percent', label: 'Percent' },
        ]}
      />
      {o.measure === 'distribution' && (
        <Select
          label="Shares of"
          w={200}
          value={o.base}
          allowDeselect={false}
          onChange={(v) => v && onChange({ base: v as ChartOptions['base'] })}
          data={[
            { value: 'all', label: 'All mentions' },
            { value: 'valued', label: 'Mentions with a value' },
          ]}
        />
      )}
      <ToggleSwitch
        label="Compare with previous period"
        checked={o.compare}
        onChange={(compare) => onChange({ compare })}
      />
      <ToggleSwitch label="Data labels" checked={o.labels} onChange={(labels) => onChange({ labels })} />
      {o.measure === 'distribution' && (
        <Group gap="sm">
          <ToggleSwitch
            label="Hide “Other”"
            checked={o.hideOther}
            onChange={(hideOther) => onChange({ hideOther })}
          />
          <ToggleSwitch
            label="Hide “No value”"
            checked={o.hideNone}
            onChange={(hideNone) => onChange({ hideNone })}
          />
        </Group>
      )}
    </Group>
  );
}
