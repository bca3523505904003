import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Rectangle, Tooltip, XAxis, YAxis } from 'recharts';
import { placeMarks } from '@/analysis/charts/chart-marks';
import { ChartTooltip } from './chart-tooltip';
import {
  CategoryTick,
  HatchDefs,
  MARGIN,
  Sized,
  axisProps,
  patternId,
  valueLabelProps,
  markLayout,
  valueAxisProps,
} from './common';
import { markLines } from '@/components/chart-frame/mark-lines';
import type { DistributionRenderer, DrawOptions } from './types';
import type { DistributionModel } from '@/analysis/charts/chart-model';

/** Every k-th category label so about `max` show: a fixed interval spares recharts measuring all labels. */
const tickEvery = (n: number, max: number) => Math.max(0, Math.ceil(n / max) - 1);

/** A previous-period bar: the row's own colour, hatched. */
const HatchedRect = (props: object) => (
  <Rectangle {...props} fill={(props as { payload?: { prevFill?: string } }).payload?.prevFill} />
);

function DistributionBars({
  model,
  horizontal,
  ...o
}: DrawOptions & { model: DistributionModel; horizontal: boolean }) {
  const uid = useId().replace(/:/g, '');
  const valueKey = o.unit === 'percent' ? 'percent' : 'count';
  const prevKey = o.unit === 'percent' ? 'previousPercent' : 'previous';
  // Colour travels in each row (`fill`), which recharts applies per bar: hundreds of <Cell>s
  // cost a measurable share of the render budget.
  const rows = model.rows.map((r) => {
    const color = o.colors.get(r.key) ?? o.ink.dimmed;
    return { ...r, fill: color, prevFill: `url(#${patternId(uid, color)})` };
  });
  const longest = rows.reduce((m, r) => Math.max(m, r.name.length), 0);
  const yWidth = Math.min(220, Math.max(60, longest * 7 + 12));
  const height = o.height ?? (horizontal ? Math.max(300, rows.length * (o.compare ? 30 : 22) + 70) : 380);
  const axis = axisProps(o.ink);
  const marks = markLines(
    placeMarks(model, o.marks),
    o.ink,
    horizontal ? 'y' : 'x',
    undefined,
    markLayout(model.rows.length, o.width),
  );
  const open = (i: number) => rows[i] && o.onGroup?.(model.rows[i]!);
  const label = o.labels ? (
    <LabelList
      dataKey={valueKey}
      position={horizontal ? 'right' : 'top'}
      {...valueLabelProps(o.ink, o.unit)}
    />
  ) : null;
  return (
    <Sized width={o.width} height={height}>
      <BarChart
        data={rows}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ ...MARGIN, right: horizontal && o.labels ? 56 : MARGIN.right }}
        style={{ cursor: o.onGroup ? 'pointer' : undefined }}
      >
        <HatchDefs prefix={uid} colors={rows.map((r) => r.fill)} />
        <CartesianGrid stroke={o.ink.grid} strokeDasharray="3 3" />
        {horizontal ? (
          <>
            <XAxis type="number" {...valueAxisProps(o.ink, o.unit)} />
            <YAxis
              type="category"
              dataKey="name"
              width={yWidth}
              interval={tickEvery(rows.length, 60)}
              {...axis}
              tick={<CategoryTick ink={o.ink} max={Math.floor((yWidth - 12) / 7)} anchor="end" dy={4} />}
            />
          </>
        ) : (
          <>
            <XAxis
              dataKey="name"
              interval={tickEvery(rows.length, 40)}
              height={90}
              {...axis}
              tick={<CategoryTick ink={o.ink} max={16} angle={-35} anchor="end" dy={10} />}
            />
            <YAxis {...valueAxisProps(o.ink, o.unit)} />
          </>
        )}
        {o.onGroup !== undefined && (
          <Tooltip
            isAnimationActive={false}
            allowEscapeViewBox={{ x: false, y: false }}
            wrapperStyle={{ pointerEvents: 'none', zIndex: 2 }}
            cursor={{ fill: o.ink.grid, fillOpacity: 0.4 }}
            content={(p) => (
              <ChartTooltip
                {...p}
                ink={o.ink}
                unit={o.unit}
                previousOf={(k) => (k === valueKey && o.compare ? prevKey : undefined)}
                colorOf={(e) => String(e.payload?.fill ?? o.ink.dimmed)}
                title={(e) => String(e.payload?.name ?? '')}
                hint={(e) => o.whyNot?.(String(e.payload?.key)) ?? 'Click to open these mentions'}
              />
            )}
          />
        )}
        <Bar dataKey={valueKey} name="This period" isAnimationActive={false} onClick={(_, i) => open(i)}>
          {label}
        </Bar>
        {o.compare && (
          <Bar
            dataKey={prevKey}
            name="Previous period"
            isAnimationActive={false}
            fill={o.ink.dimmed}
            shape={HatchedRect}
            onClick={(_, i) => open(i)}
          >
            {o.labels ? (
              <LabelList
                dataKey={prevKey}
                position={horizontal ? 'right' : 'top'}
                {...valueLabelProps(o.ink, o.unit)}
              />
            ) : null}
          </Bar>
        )}
        {marks}
      </BarChart>
    </Sized>
  );
}

export const BarRenderer: DistributionRenderer = (p) => <DistributionBars {...p} horizontal={false} />;
export const HBarRenderer: DistributionRenderer = (p) => <DistributionBars {...p} horizontal />;
