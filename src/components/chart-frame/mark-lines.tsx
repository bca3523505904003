import { ReferenceLine } from 'recharts';
import type { ChartMark } from '@/analysis/charts/chart-config';
import type { PlacedMark } from '@/analysis/charts/chart-marks';
import type { ChartInk } from './chart-ink';

const SPIKE_COLOR = '#D55E00';

/**
 * A spike mark's label as a control: click or Enter opens its explanation (screen only, never in
 * exports). `compact` (spikes in neighbouring buckets, e.g. hours) draws a flag on one of two rows
 * instead of the text, so neighbours neither hide nor cover each other; the name stays the text.
 */
function MarkButton({
  viewBox,
  value,
  fill,
  compact,
  row,
  onOpen,
}: {
  viewBox?: { x?: number; y?: number; width?: number };
  value: string;
  fill: string;
  compact: boolean;
  row: number;
  onOpen: () => void;
}) {
  const x = (viewBox?.x ?? 0) + (viewBox?.width ?? 0) / 2;
  // Two rows of flags fit the charts' 22 px top margin.
  const y = (viewBox?.y ?? 0) - (compact ? 3 + row * 10 : 6);
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      fill={compact ? SPIKE_COLOR : fill}
      fontSize={compact ? 12 : 11}
      fontWeight={600}
      role="button"
      tabIndex={0}
      aria-label={`Explain: ${value}`}
      style={{ cursor: 'pointer', textDecoration: compact ? undefined : 'underline' }}
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen();
        }
      }}
    >
      {compact && <title>{value}</title>}
      {compact ? '⚑' : value}
    </text>
  );
}

/** Spike marks two buckets apart or closer: their text labels would collide. */
function crowded(marks: readonly PlacedMark[]): boolean {
  const at = marks
    .filter((m) => m.mark.kind === 'spike')
    .map((m) => m.index)
    .sort((a, b) => a - b);
  return at.some((i, k) => k > 0 && i - at[k - 1]! <= 2);
}

/** Reference lines for marks placed on categories (bucket labels or group names); `onMark` makes spike labels open. */
export function markLines(
  marks: readonly PlacedMark[],
  ink: ChartInk,
  axis: 'x' | 'y',
  onMark?: (mark: ChartMark) => void,
) {
  const compact = crowded(marks);
  // Neighbouring flags alternate between two rows, in the order of their buckets.
  const order = marks
    .filter((m) => m.mark.kind === 'spike')
    .map((m) => m.index)
    .sort((a, b) => a - b);
  return marks.map(({ category, mark, index }, i) => (
    <ReferenceLine
      key={`mark-${i}`}
      {...{ [axis]: category }}
      stroke={mark.kind === 'spike' ? SPIKE_COLOR : ink.text}
      strokeDasharray={mark.kind === 'spike' ? undefined : '3 3'}
      label={
        onMark && mark.kind === 'spike' ? (
          <MarkButton
            value={mark.label}
            fill={ink.text}
            compact={compact}
            row={compact ? order.indexOf(index) % 2 : 0}
            onOpen={() => onMark(mark)}
          />
        ) : (
          { value: mark.label, position: 'top', fill: ink.text, fontSize: 11 }
        )
      }
      ifOverflow="extendDomain"
    />
  ));
}
