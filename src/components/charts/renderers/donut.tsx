import { Pie, PieChart, Tooltip } from 'recharts';
import { formatValue } from '@/analysis/charts/chart-format';
import { donutLabelsShown } from '@/analysis/charts/donut-labels';
import { ChartTooltip } from './chart-tooltip';
import { Sized } from './common';
import type { DistributionRenderer } from './types';

type LabelProps = {
  x?: number;
  y?: number;
  textAnchor?: string;
  index?: number;
  outerRadius?: number;
  payload?: { count?: number; percent?: number; name?: string };
};

/** recharts' default distance of a pie label from the slice's outer edge. */
const LABEL_OFFSET = 20;
/** A label's box: two lines of 12 px text, about 7 px a character, a little room around. */
const labelBox = (lines: readonly string[]) => ({
  width: Math.max(...lines.map((l) => l.length)) * 7 + 6,
  height: 34,
});

/**
 * Slices with their value and share written beside them. A label that would touch a larger
 * slice's label is left out, as are slices under 3 % (donutLabelsShown); the legend lists every
 * slice by size with its value and share.
 */
export const DonutRenderer: DistributionRenderer = ({ model, ...o }) => {
  const valueKey = o.unit === 'percent' ? 'percent' : 'count';
  const rows = model.rows.map((r) => ({ ...r, fill: o.colors.get(r.key) ?? o.ink.dimmed }));
  const texts = rows.map((r) => [formatValue(r.count, 'count'), formatValue(r.percent ?? 0, 'percent')]);
  // Decided once per drawing, when the first label is asked for (the radius is recharts' own).
  let shown: boolean[] | undefined;
  const label = ({ x, y, textAnchor, index, outerRadius, payload }: LabelProps) => {
    shown ??= donutLabelsShown(
      rows.map((r) => Number(r[valueKey] ?? 0)),
      (outerRadius ?? 0) + LABEL_OFFSET,
      (i) => labelBox(texts[i] ?? []),
    );
    return index !== undefined && shown[index] && payload ? (
      <text
        x={x}
        y={y}
        textAnchor={textAnchor as 'start' | 'middle' | 'end' | undefined}
        fill={o.ink.text}
        fontSize={12}
      >
        <tspan x={x} dy="-0.2em">
          {formatValue(payload.count ?? 0, 'count')}
        </tspan>
        <tspan x={x} dy="1.2em" fill={o.ink.dimmed}>
          {formatValue(payload.percent ?? 0, 'percent')}
        </tspan>
      </text>
    ) : null;
  };
  return (
    <Sized width={o.width} height={o.height ?? 340}>
      <PieChart margin={{ top: 28, right: 44, bottom: 28, left: 44 }}>
        <Pie
          data={rows}
          dataKey={valueKey}
          nameKey="name"
          innerRadius="50%"
          outerRadius="72%"
          isAnimationActive={false}
          onClick={(_, i) => rows[i] && o.onGroup?.(model.rows[i]!)}
          cursor={o.onGroup ? 'pointer' : undefined}
          stroke={o.ink.background}
          label={label}
          labelLine={false}
        />
        {o.onGroup !== undefined && (
          <Tooltip
            isAnimationActive={false}
            allowEscapeViewBox={{ x: false, y: false }}
            wrapperStyle={{ pointerEvents: 'none', zIndex: 2 }}
            content={(p) => (
              <ChartTooltip
                {...p}
                ink={o.ink}
                unit={o.unit}
                colorOf={(e) => String(e.payload?.fill ?? o.ink.dimmed)}
                title={(e) => String(e.payload?.name ?? '')}
                hint={(e) => o.whyNot?.(String(e.payload?.key)) ?? 'Click to open these mentions'}
              />
            )}
          />
        )}
      </PieChart>
    </Sized>
  );
};
