import type { PlacedMark } from '@/analysis/charts/chart-marks';

/** "2026-10-11" or "2026-10-11 13:00 UTC" (as the exports' key says it: chart-marks' markWhen). */
const when = (at: string) => {
  const ms = Date.parse(at);
  if (!/^\d{4}-\d\d-\d\dT/.test(at) || Number.isNaN(ms)) return at;
  const t = new Date(ms).toISOString();
  return t.slice(11, 16) === '00:00' ? t.slice(0, 10) : `${t.slice(0, 10)} ${t.slice(11, 16)} UTC`;
};

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
            <strong>{n}</strong> <span style={{ color: dimmed }}>{when(mark.at)}</span> {mark.label}
          </li>
        ))}
    </ol>
  );
}
