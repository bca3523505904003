import { Checkbox, Group, NumberInput, SegmentedControl, Select, Switch } from '@mantine/core';
import { TYPES_BY_MEASURE, effectiveChartType, type ChartOptions, type ChartType } from '@/lib/chart-config';
import { toSelectData, type DimensionOption } from './chart-dimensions';

const TYPE_LABELS: Record<ChartType, string> = {
  bar: 'Bar',
  hbar: 'Horizontal bar',
  stacked: 'Stacked bar',
  donut: 'Donut',
  line: 'Line',
  area: 'Area',
  table: 'Table',
};

type Props = {
  options: ChartOptions;
  dimensions: readonly DimensionOption[];
  onChange: (patch: Partial<ChartOptions>) => void;
};

/** The builder's controls; every change goes to the URL through `onChange`. */
export function ChartBuilder({ options: o, dimensions, onChange }: Props) {
  const dimData = toSelectData(dimensions);
  const type = effectiveChartType(o);
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Measure"
        value={o.measure}
        onChange={(v) =>
          onChange({
            measure: v as ChartOptions['measure'],
            chart: TYPES_BY_MEASURE[v as ChartOptions['measure']][0],
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
          <NumberInput
            label="Top N"
            w={90}
            min={1}
            max={1000}
            value={o.top}
            onChange={(v) => typeof v === 'number' && v >= 1 && v <= 1000 && onChange({ top: v })}
          />
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
          <SegmentedControl
            aria-label="Interval"
            value={o.interval}
            onChange={(v) => onChange({ interval: v as ChartOptions['interval'] })}
            data={[
              { value: 'day', label: 'Day' },
              { value: 'week', label: 'Week' },
              { value: 'month', label: 'Month' },
            ]}
          />
        </>
      )}
      <SegmentedControl
        aria-label="Values"
        value={o.unit}
        onChange={(v) => onChange({ unit: v as ChartOptions['unit'] })}
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
      <Switch
        label="Compare with previous period"
        checked={o.compare}
        onChange={(e) => onChange({ compare: e.currentTarget.checked })}
      />
      <Switch
        label="Data labels"
        checked={o.labels}
        onChange={(e) => onChange({ labels: e.currentTarget.checked })}
      />
      {o.measure === 'distribution' && (
        <Group gap="sm">
          <Checkbox
            label="Hide “Other”"
            checked={o.hideOther}
            onChange={(e) => onChange({ hideOther: e.currentTarget.checked })}
          />
          <Checkbox
            label="Hide “No value”"
            checked={o.hideNone}
            onChange={(e) => onChange({ hideNone: e.currentTarget.checked })}
          />
        </Group>
      )}
    </Group>
  );
}
