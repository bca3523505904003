import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { TOTAL_COLOR } from '@/analysis/charts/chart-palette';
import { placeMarks } from '@/analysis/charts/chart-marks';
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
import { TimelineTooltip, timelineSeriesOf } from './timeline-common';
import type { DrawOptions, TimelineRenderer } from './types';
import type { TimelineModel } from '@/analysis/charts/chart-model';

/**
 * Bars per bucket: stacked (one stack per period, the previous one hatched) or side by side. A
 * click on a segment opens that series' mentions in that bucket.
 */
function TimelineBars({ model, stacked, ...o }: DrawOptions & { model: TimelineModel; stacked: boolean }) {
  const uid = useId().replace(/:/g, '');
  const series = timelineSeriesOf(model, o.colors);
  const rows = model.rows;
  const axis = axisProps(o.ink);
  const stack = stacked ? 'current' : undefined;
  const prevStack = stacked ? 'previous' : undefined;
  const labels = (key: string) =>
    o.labels ? (
      <LabelList dataKey={key} position={stack ? 'center' : 'top'} {...valueLabelProps(o.ink, o.unit)} />
    ) : null;
  const previous = o.compare
    ? model.previousSeries
      ? series.map((s) => ({ ...s, dataKey: s.prevKey, name: `${s.name} (previous)` }))
      : [
          {
            dataKey: 'prevTotal',
            key: 'total',
            name: 'Previous period',
            color: model.series.length > 0 ? o.ink.dimmed : TOTAL_COLOR,
          },
        ]
    : [];
  return (
    <Sized width={o.width} height={o.height ?? 360}>
      <BarChart data={rows} margin={MARGIN} style={{ cursor: o.onBucket ? 'pointer' : undefined }}>
        <HatchDefs prefix={uid} colors={previous.map((p) => p.color)} />
        <CartesianGrid stroke={o.ink.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="label"
          interval="preserveStartEnd"
          minTickGap={12}
          {...axis}
          tick={<CategoryTick ink={o.ink} max={18} dy={14} />}
        />
        <YAxis {...valueAxisProps(o.ink, o.unit, stacked && model.series.length > 1)} />
        {o.onBucket && (
          <Tooltip {...TimelineTooltip(model, o)} cursor={{ fill: o.ink.grid, fillOpacity: 0.4 }} />
        )}
        {series.map((s) => (
          <Bar
            key={s.dataKey}
            dataKey={s.dataKey}
            name={s.name}
            fill={s.color}
            stackId={stack}
            isAnimationActive={false}
            onClick={(_, i) => rows[i] && o.onBucket?.(rows[i], s.key === 'total' ? null : s.key)}
          >
            {labels(s.dataKey)}
          </Bar>
        ))}
        {previous.map((p) => (
          <Bar
            key={p.dataKey}
            dataKey={p.dataKey}
            name={p.name}
            fill={`url(#${patternId(uid, p.color)})`}
            stroke={p.color}
            stackId={prevStack}
            isAnimationActive={false}
          />
        ))}
        {markLines(placeMarks(model, o.marks), o.ink, 'x', o.onMark, markLayout(model.rows.length, o.width))}
      </BarChart>
    </Sized>
  );
}

export const StackedRenderer: TimelineRenderer = (p) => <TimelineBars {...p} stacked />;
export const TimelineBarRenderer: TimelineRenderer = (p) => <TimelineBars {...p} stacked={false} />;
