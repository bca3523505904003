import { cloneElement, type ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import type { ChartInk } from '@/components/chart-frame';
import { formatValue } from '@/analysis/charts/chart-format';

/** Room around the plot so the first and last axis labels and the value labels are never clipped. */
export const MARGIN = { top: 22, right: 36, bottom: 8, left: 8 };

/** Where mark numbers are placed: the categories and the plot's width (drawing width less axes and margins). */
export const markLayout = (count: number, width: number | undefined) => ({
  count,
  plotPx: width ? width - MARGIN.left - MARGIN.right - 48 : undefined,
});

/** A chart at a fixed size (exports, print) or at its container's width. */
export function Sized({
  width,
  height,
  children,
}: {
  width?: number;
  height: number;
  children: ReactElement<{ width?: number; height?: number }>;
}) {
  if (width) return cloneElement(children, { width, height });
  return (
    <ResponsiveContainer width="100%" height={height}>
      {children}
    </ResponsiveContainer>
  );
}

export const patternId = (prefix: string, color: string) =>
  `${prefix}-hatch-${color.replace(/[^a-z0-9]/gi, '')}`;

/** Diagonal hatching per colour: the previous period's bars, distinct from the current ones in colour and print. */
export function HatchDefs({ prefix, colors }: { prefix: string; colors: readonly string[] }) {
  return (
    <defs>
      {[...new Set(colors)].map((c) => (
        <pattern
          key={c}
          id={patternId(prefix, c)}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" fill={c} fillOpacity="0.18" />
          <line x1="0" y1="0" x2="0" y2="6" stroke={c} strokeWidth="2.5" />
        </pattern>
      ))}
    </defs>
  );
}

export const axisProps = (ink: ChartInk) => ({ stroke: ink.grid, tick: { fill: ink.dimmed, fontSize: 12 } });

/** A 100 % stack's axis ends at 100 (or at its top, when multi-valued shares add up to more). */
const SHARES_DOMAIN: [number, (max: number) => number] = [0, (max) => (max > 100.5 ? Math.ceil(max) : 100)];

/**
 * The value axis: percentages read with "%", and a stack of shares of each bucket runs to 100 %
 * (recharts' rounding would otherwise take it to 120).
 */
export const valueAxisProps = (ink: ChartInk, unit: 'count' | 'percent', stackedShares = false) => ({
  ...axisProps(ink),
  ...(unit === 'percent' ? { tickFormatter: (v: number) => `${v}%` } : {}),
  ...(unit === 'percent' && stackedShares ? { domain: SHARES_DOMAIN } : {}),
});

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`;
}

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/** An axis label cut to `max` characters; the full text shows on hover (SVG `<title>`) and in exports' tables. */
export function CategoryTick({
  x = 0,
  y = 0,
  payload,
  ink,
  max,
  angle = 0,
  anchor = 'middle',
  dx = 0,
  dy = 0,
}: TickProps & {
  ink: ChartInk;
  max: number;
  angle?: number;
  anchor?: 'start' | 'middle' | 'end';
  dx?: number;
  dy?: number;
}) {
  const full = String(payload?.value ?? '');
  return (
    <g transform={`translate(${x},${y})`}>
      <text
        textAnchor={anchor}
        fill={ink.dimmed}
        fontSize={12}
        dx={dx}
        dy={dy}
        transform={angle ? `rotate(${angle})` : undefined}
      >
        <title>{full}</title>
        {truncate(full, max)}
      </text>
    </g>
  );
}

/** Value labels with a halo in the background colour: readable on any bar colour in both themes. */
export const valueLabelProps = (ink: ChartInk, unit: 'count' | 'percent') => ({
  fill: ink.text,
  fontSize: 11,
  stroke: ink.background,
  strokeWidth: 3,
  paintOrder: 'stroke' as const,
  formatter: (v: unknown) => (typeof v === 'number' && v !== 0 ? formatValue(v, unit) : ''),
});
