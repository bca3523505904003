import { Area, AreaChart, CartesianGrid, LabelList, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { TimelineModel } from '@/analysis/charts/chart-model';
import type { TimeRow } from '@/analysis/charts/chart-timeline';
import { placeMarks } from '@/analysis/charts/chart-marks';
import {
  CategoryTick,
  MARGIN,
  Sized,
  axisProps,
  valueAxisProps,
  valueLabelProps,
  markLayout,
} from './common';
import { markLines } from '@/components/chart-frame/mark-lines';
import { TimelineTooltip, timelineSeriesOf, type DrawnSeries } from './timeline-common';
import type { DrawOptions, TimelineRenderer } from './types';

type ClickState =
  { activeIndex?: number | string | null; activeTooltipIndex?: number | string | null } | null | undefined;
const clickedIndex = (state: ClickState): number | null => {
  const raw = state?.activeIndex ?? state?.activeTooltipIndex;
  const n = raw === null || raw === undefined ? NaN : Number(raw);
  return Number.isInteger(n) ? n : null;
};

/** The hovered point of one series: clicking it opens that series' mentions in that bucket. */
function seriesDot(s: DrawnSeries, rows: readonly TimeRow[], o: DrawOptions) {
  if (!o.onBucket) return false;
  return (p: { cx?: number; cy?: number; index?: number }) => (
    <circle
      key={`${s.dataKey}-${p.index}`}
      cx={p.cx}
      cy={p.cy}
      r={5}
      fill={s.color}
      stroke={o.ink.background}
      strokeWidth={2}
      style={{ cursor: 'pointer' }}
      onClick={(e) => {
        // The chart's own click opens the whole bucket; a point opens its series only.
        e.stopPropagation();
        const row = p.index === undefined ? undefined : rows[p.index];
        if (row) o.onBucket?.(row, s.key === 'total' ? null : s.key);
      }}
    />
  );
}

/** Lines or (stacked) areas per bucket; the previous period dashed, each series beside its own previous. */
function TimelineLines({ model, area, ...o }: DrawOptions & { model: TimelineModel; area: boolean }) {
  const series = timelineSeriesOf(model, o.colors);
  const rows = model.rows;
  const stacked = area && model.series.length > 0;
  const previous = o.compare
    ? model.previousSeries
      ? series.map((s) => ({ ...s, dataKey: s.prevKey, name: `${s.name} (previous)` }))
      : [
          {
            ...series[0]!,
            dataKey: 'prevTotal',
            name: 'Previous period',
            color: model.series.length ? o.ink.dimmed : series[0]!.color,
          },
        ]
    : [];
  const common = {
    data: rows,
    margin: MARGIN,
    style: { cursor: o.onBucket ? 'pointer' : undefined },
    onClick: (state: ClickState) => {
      const i = clickedIndex(state);
      const row = i === null ? undefined : rows[i];
      if (row) o.onBucket?.(row, null);
    },
  };
  const axis = axisProps(o.ink);
  const grid = (
    <>
      <CartesianGrid stroke={o.ink.grid} strokeDasharray="3 3" />
      <XAxis
        dataKey="label"
        interval="preserveStartEnd"
        minTickGap={16}
        {...axis}
        tick={<CategoryTick ink={o.ink} max={18} dy={14} />}
      />
      <YAxis {...valueAxisProps(o.ink, o.unit, stacked && model.series.length > 1)} />
      {o.onBucket && <Tooltip {...TimelineTooltip(model, o)} />}
    </>
  );
  const label = (key: string) =>
    o.labels ? <LabelList dataKey={key} position="top" {...valueLabelProps(o.ink, o.unit)} /> : null;
  const marks = markLines(placeMarks(model, o.marks), o.ink, 'x', o.onMark, markLayout(rows.length, o.width));
  if (area) {
    return (
      <Sized width={o.width} height={o.height ?? 360}>
        <AreaChart {...common}>
          {grid}
          {series.map((s) => (
            <Area
              key={s.dataKey}
              dataKey={s.dataKey}
              name={s.name}
              stroke={s.color}
              fill={s.color}
              fillOpacity={0.35}
              stackId={stacked ? 'current' : undefined}
              isAnimationActive={false}
              activeDot={seriesDot(s, rows, o)}
            >
              {label(s.dataKey)}
            </Area>
          ))}
          {previous.map((p) => (
            <Area
              key={p.dataKey}
              dataKey={p.dataKey}
              name={p.name}
              stroke={p.color}
              strokeDasharray="6 4"
              fill="none"
              stackId={stacked ? 'previous' : undefined}
              isAnimationActive={false}
              activeDot={false}
            />
          ))}
          {marks}
        </AreaChart>
      </Sized>
    );
  }
  return (
    <Sized width={o.width} height={o.height ?? 360}>
      <LineChart {...common}>
        {grid}
        {series.map((s) => (
          <Line
            key={s.dataKey}
            dataKey={s.dataKey}
            name={s.name}
            stroke={s.color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
            activeDot={seriesDot(s, rows, o)}
          >
            {label(s.dataKey)}
          </Line>
        ))}
        {previous.map((p) => (
          <Line
            key={p.dataKey}
            dataKey={p.dataKey}
            name={p.name}
            stroke={p.color}
            strokeWidth={1.5}
            strokeDasharray="6 4"
            dot={false}
            isAnimationActive={false}
            activeDot={false}
          />
        ))}
        {marks}
      </LineChart>
    </Sized>
  );
}

export const LineRenderer: TimelineRenderer = (p) => <TimelineLines {...p} area={false} />;
export const AreaRenderer: TimelineRenderer = (p) => <TimelineLines {...p} area />;
