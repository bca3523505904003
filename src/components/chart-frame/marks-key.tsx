import type { PlacedMark } from '@/analysis/charts/chart-marks';
import { markWhen } from '@/analysis/charts/chart-marks';

type Props = { marks: readonly PlacedMark[]; color: string; dimmed: string };

/** The key of a chart's numbered marks: "1 2026-10-11 Spike 4.9×", in number order. */
export function MarksKey({ marks, color, dimmed }: Props) {
  if (marks.length === 0) return null;
  return (
    <ol
      aria-label="Marks"
      data-testid="chart-marks-key"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '2px 14px',
        listStyle: 'none',
        margin: '6px 0 0',
        padding: 0,
        fontSize: 12,
        color,
      }}
    >
      {[...marks]
        .sort((a, b) => a.n - b.n)
        .map(({ mark, n }) => (
          <li key={n} data-at={mark.at} data-kind={mark.kind} data-label={mark.label}>
            <strong>{n}</strong> <span style={{ color: dimmed }}>{markWhen(mark.at)}</span> {mark.label}
          </li>
        ))}
    </ol>
  );
}
