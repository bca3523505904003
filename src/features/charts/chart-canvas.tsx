import { memo, useMemo } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartType } from '@/lib/chart-config';
import { OTHER_KEY, type CategoryRow, type TimeRow } from '@/lib/chart-transforms';
import { OTHER_COLOR, PREVIOUS_COLOR, assignColors } from '@/lib/chart-palette';
import type { ChartModel } from './use-chart-data';
import type { ChartInk } from './chart-colors';

type Props = {
  model: ChartModel;
  type: ChartType;
  unit: 'count' | 'percent';
  compare: boolean;
  ink: ChartInk;
  onCategory: (row: CategoryRow) => void;
  onBucket: (row: TimeRow) => void;
};

export const formatValue = (v: number, unit: 'count' | 'percent') =>
  unit === 'percent' ? `${v.toFixed(1)}%` : v.toLocaleString('en-US');

type ClickState = { activeIndex?: number | string | null; activeTooltipIndex?: number | string | null } | null | undefined;
const clickedIndex = (state: ClickState): number | null => {
  const raw = state?.activeIndex ?? state?.activeTooltipIndex;
  const n = raw === null || raw === undefined ? NaN : Number(raw);
  return Number.isInteger(n) ? n : null;
};

/** Every k-th category label so about `max` show: a fixed interval spares recharts measuring all labels. */
const tickEvery = (n: number, max: number) => Math.max(0, Math.ceil(n / max) - 1);

/** The drawing itself (recharts, no animation: exports and benchmarks see the final frame). */
export const ChartCanvas = memo(function ChartCanvas({ model, type, unit, compare, ink, onCategory, onBucket }: Props) {
  const axis = { stroke: ink.grid, tick: { fill: ink.dimmed, fontSize: 12 } };
  const tooltip = (
    <Tooltip
      formatter={(v) => formatValue(Number(v), unit)}
      contentStyle={{ background: ink.tooltip, borderColor: ink.grid, color: ink.text }}
      labelStyle={{ color: ink.text }}
      isAnimationActive={false}
    />
  );
  // Legend text in the body colour: a yellow label on white would be unreadable.
  const legend = <Legend wrapperStyle={{ fontSize: 12 }} formatter={(value) => <span style={{ color: ink.text }}>{value}</span>} />;
  const colors = useMemo(
    () =>
      model.kind === 'distribution'
        ? assignColors(model.rows.filter((r) => !r.other).map((r) => r.key))
        : assignColors(model.series.filter((s) => !s.other).map((s) => s.key)),
    [model],
  );
  const colorOf = (key: string) => (key === OTHER_KEY ? OTHER_COLOR : (colors.get(key) ?? OTHER_COLOR));

  if (model.kind === 'distribution') {
    const valueKey = unit === 'percent' ? 'percent' : 'count';
    // Colour travels in each row (`fill`), which recharts applies per bar/slice: 500 <Cell>s
    // cost a measurable share of the 200 ms render budget.
    const rows = model.rows.map((r) => ({ ...r, fill: colorOf(r.key) }));
    if (type === 'donut') {
      return (
        <ResponsiveContainer width="100%" height={340}>
          <PieChart>
            <Pie
              data={rows}
              dataKey={valueKey}
              nameKey="name"
              innerRadius="55%"
              outerRadius="85%"
              isAnimationActive={false}
              onClick={(_, i) => rows[i] && onCategory(rows[i])}
              cursor="pointer"
              stroke={ink.background}
            />
            {tooltip}
            {legend}
          </PieChart>
        </ResponsiveContainer>
      );
    }
    const horizontal = type === 'hbar';
    const height = horizontal ? Math.max(320, rows.length * (compare ? 30 : 22) + 60) : 360;
    return (
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={rows} layout={horizontal ? 'vertical' : 'horizontal'} style={{ cursor: 'pointer' }}>
          <CartesianGrid stroke={ink.grid} strokeDasharray="3 3" />
          {horizontal ? (
            <>
              <XAxis type="number" {...axis} />
              <YAxis type="category" dataKey="name" width={170} interval={tickEvery(rows.length, 60)} {...axis} />
            </>
          ) : (
            <>
              <XAxis dataKey="name" interval={tickEvery(rows.length, 40)} angle={-30} textAnchor="end" height={80} {...axis} />
              <YAxis {...axis} />
            </>
          )}
          {tooltip}
          {compare && legend}
          <Bar dataKey={valueKey} name="This period" isAnimationActive={false} onClick={(_, i) => rows[i] && onCategory(rows[i])} />
          {compare && unit === 'count' && <Bar dataKey="previous" name="Previous period" fill={PREVIOUS_COLOR} isAnimationActive={false} />}
        </BarChart>
      </ResponsiveContainer>
    );
  }

  const rows = model.rows;
  const series = model.series.length
    ? model.series.map((s) => ({ dataKey: s.dataKey, name: s.name, color: colorOf(s.key) }))
    : [{ dataKey: 'total', name: 'Mentions', color: colorOf('total') }];
  const stacked = type === 'stacked' || (type === 'area' && model.series.length > 0);
  const pick = (state: ClickState) => {
    const i = clickedIndex(state);
    const row = i === null ? undefined : rows[i];
    if (row) onBucket(row);
  };
  // Lines and areas have no shape per bucket: the chart's hovered index says which one was clicked.
  const common = { data: rows, onClick: pick, style: { cursor: 'pointer' } };
  const axes = (
    <>
      <CartesianGrid stroke={ink.grid} strokeDasharray="3 3" />
      <XAxis dataKey="label" interval={tickEvery(rows.length, 12)} {...axis} />
      <YAxis {...axis} />
      {tooltip}
      {(series.length > 1 || compare) && legend}
    </>
  );
  const previousLine = compare ? (
    <Line dataKey="previous" name="Previous period (total)" stroke={PREVIOUS_COLOR} strokeDasharray="6 4" dot={false} isAnimationActive={false} />
  ) : null;
  const height = 360;
  if (type === 'line') {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <LineChart {...common}>
          {axes}
          {series.map((s) => (
            <Line key={s.dataKey} dataKey={s.dataKey} name={s.name} stroke={s.color} strokeWidth={2} dot={false} isAnimationActive={false} />
          ))}
          {previousLine}
        </LineChart>
      </ResponsiveContainer>
    );
  }
  if (type === 'area') {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <AreaChart {...common}>
          {axes}
          {series.map((s) => (
            <Area key={s.dataKey} dataKey={s.dataKey} name={s.name} stroke={s.color} fill={s.color} fillOpacity={0.35} stackId={stacked ? 'a' : undefined} isAnimationActive={false} />
          ))}
          {compare && <Area dataKey="previous" name="Previous period (total)" stroke={PREVIOUS_COLOR} strokeDasharray="6 4" fill="none" isAnimationActive={false} />}
        </AreaChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} style={{ cursor: 'pointer' }}>
        {axes}
        {series.map((s) => (
          <Bar
            key={s.dataKey}
            dataKey={s.dataKey}
            name={s.name}
            fill={s.color}
            stackId={stacked ? 'a' : undefined}
            isAnimationActive={false}
            onClick={(_, i) => rows[i] && onBucket(rows[i])}
          />
        ))}
        {compare && <Bar dataKey="previous" name="Previous period (total)" fill={PREVIOUS_COLOR} isAnimationActive={false} />}
      </BarChart>
    </ResponsiveContainer>
  );
});
