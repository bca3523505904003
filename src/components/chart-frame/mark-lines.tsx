import { ReferenceLine } from 'recharts';
import type { ChartMark } from '@/analysis/charts/chart-config';
import { markRows, type PlacedMark } from '@/analysis/charts/chart-marks';
import type { ChartInk } from './chart-ink';

const SPIKE_COLOR = '#D55E00';
const FONT_SIZE = 11;
/** Row offsets of mark numbers: above the plot, then just inside its top (on a halo of the background). */
const ROW_Y = [-6, 10, 24];
/** Width of a drawn number ("12" at 11 px bold, with its halo). */
export const markLabelPx = (n: number) => String(n).length * 7 + 4;

type LabelProps = {
  viewBox?: { x?: number; y?: number; width?: number; height?: number };
  placed: PlacedMark;
  row: number;
  axis: 'x' | 'y';
  ink: ChartInk;
  onOpen?: () => void;
};

/**
 * A mark's number on its line (the key under the chart says what it is), on the row that keeps it
 * clear of its neighbours. A spike's number is a control where the chart explains spikes (click
 * or Enter, screen only).
 */
function MarkLabel({ viewBox, placed, row, axis, ink, onOpen }: LabelProps) {
  const { mark, n } = placed;
  const vertical = axis === 'x';
  const x = (viewBox?.x ?? 0) + (vertical ? (viewBox?.width ?? 0) / 2 : (viewBox?.width ?? 0) + 4);
  const y = (viewBox?.y ?? 0) + (vertical ? ROW_Y[row]! : (viewBox?.height ?? 0) / 2 + 4);
  const spike = mark.kind === 'spike';
  const control = onOpen && spike;
  const common = {
    x,
    y,
    textAnchor: vertical ? ('middle' as const) : ('start' as const),
    fontSize: FONT_SIZE,
    fontWeight: 700,
  };
  return (
    <g className="chart-mark">
      {/* The hover text is the group's: the number alone is the label's visible text, and is in its name. */}
      <title>{mark.label}</title>
      {/* A halo of the background drawn first (paint-order is not honoured by every SVG-to-PDF path). */}
      <text {...common} fill="none" stroke={ink.background} strokeWidth={3} aria-hidden>
        {n}
      </text>
      <text
        {...common}
        fill={spike ? SPIKE_COLOR : ink.text}
        className="chart-mark-label"
        data-mark={n}
        role={control ? 'button' : undefined}
        tabIndex={control ? 0 : undefined}
        // The visible number is part of the name (WCAG 2.5.3, label in name).
        aria-label={control ? `Explain: ${mark.label}, mark ${n}` : `${n}: ${mark.label}`}
        style={control ? { cursor: 'pointer', textDecoration: 'underline' } : undefined}
        onClick={
          control
            ? (e) => {
                e.stopPropagation();
                onOpen();
              }
            : undefined
        }
        onKeyDown={
          control
            ? (e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onOpen();
                }
              }
            : undefined
        }
      >
        {n}
      </text>
    </g>
  );
}

/**
 * Reference lines for marks placed on categories (bucket labels or group names), each labelled
 * with its number; numbers of neighbouring marks go on different rows (markRows), estimated for a
 * plot `plotPx` wide holding `count` categories (a narrow plot is assumed when the width is not
 * known, so neighbours are staggered rather than stacked). `onMark` makes spike numbers open.
 */
export function markLines(
  marks: readonly PlacedMark[],
  ink: ChartInk,
  axis: 'x' | 'y',
  onMark?: (mark: ChartMark) => void,
  layout?: { count: number; plotPx?: number },
) {
  const rows =
    axis === 'x'
      ? markRows(marks, layout?.count ?? 30, layout?.plotPx ?? 320, markLabelPx, ROW_Y.length)
      : new Map<number, number>();
  return marks.map((placed, i) => (
    <ReferenceLine
      key={`mark-${i}`}
      {...{ [axis]: placed.category }}
      stroke={placed.mark.kind === 'spike' ? SPIKE_COLOR : ink.text}
      strokeDasharray={placed.mark.kind === 'spike' ? undefined : '3 3'}
      label={
        <MarkLabel
          placed={placed}
          row={rows.get(placed.n) ?? 0}
          axis={axis}
          ink={ink}
          onOpen={onMark && (() => onMark(placed.mark))}
        />
      }
      ifOverflow="extendDomain"
    />
  ));
}
