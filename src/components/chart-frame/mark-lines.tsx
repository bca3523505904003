import { ReferenceLine } from 'recharts';
import type { ChartMark } from '@/lib/chart-config';
import type { ChartInk } from './chart-ink';

/** A spike mark's label as a control: click or Enter opens its explanation (screen only, never in exports). */
function MarkButton({
  viewBox,
  value,
  fill,
  onOpen,
}: {
  viewBox?: { x?: number; y?: number; width?: number };
  value: string;
  fill: string;
  onOpen: () => void;
}) {
  const x = (viewBox?.x ?? 0) + (viewBox?.width ?? 0) / 2;
  const y = (viewBox?.y ?? 0) - 6;
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      fill={fill}
      fontSize={11}
      fontWeight={600}
      role="button"
      tabIndex={0}
      aria-label={`Explain: ${value}`}
      style={{ cursor: 'pointer', textDecoration: 'underline' }}
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
      {value}
    </text>
  );
}

/** Reference lines for marks placed on categories (bucket labels or group names); `onMark` makes spike labels open. */
export function markLines(
  marks: readonly { category: string; mark: ChartMark }[],
  ink: ChartInk,
  axis: 'x' | 'y',
  onMark?: (mark: ChartMark) => void,
) {
  return marks.map(({ category, mark }, i) => (
    <ReferenceLine
      key={`mark-${i}`}
      {...{ [axis]: category }}
      stroke={mark.kind === 'spike' ? '#D55E00' : ink.text}
      strokeDasharray={mark.kind === 'spike' ? undefined : '3 3'}
      label={
        onMark && mark.kind === 'spike' ? (
          <MarkButton value={mark.label} fill={ink.text} onOpen={() => onMark(mark)} />
        ) : (
          { value: mark.label, position: 'top', fill: ink.text, fontSize: 11 }
        )
      }
      ifOverflow="extendDomain"
    />
  ));
}
