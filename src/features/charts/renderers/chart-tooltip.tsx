import type { ChartInk } from '@/components/chart-frame';
import { Swatch } from '@/components/chart-frame/swatch';
import { formatValue } from '@/lib/chart-legend';

type Entry = { name?: unknown; value?: unknown; color?: string; dataKey?: unknown; payload?: Record<string, unknown> };
type Props = {
  active?: boolean;
  payload?: readonly Entry[];
  label?: unknown;
  ink: ChartInk;
  unit: 'count' | 'percent';
  /** Names an entry's series: previous-period entries say so and use the hatched swatch. */
  isPrevious: (dataKey: string) => boolean;
  colorOf: (entry: Entry) => string;
  title?: (entry: Entry) => string;
  hint?: (entry: Entry) => string | null;
};

/** Neutral text on the chart background with a swatch per series: readable in both themes. */
export function ChartTooltip({ active, payload, label, ink, unit, isPrevious, colorOf, title, hint }: Props) {
  if (!active || !payload?.length) return null;
  const first = payload[0]!;
  const note = hint?.(first);
  return (
    <div
      style={{
        background: ink.tooltip,
        color: ink.text,
        border: `1px solid ${ink.grid}`,
        borderRadius: 6,
        padding: '6px 8px',
        fontSize: 12,
        maxWidth: 280,
        boxShadow: '0 2px 8px rgba(0,0,0,.15)',
      }}
    >
      <div style={{ fontWeight: 600, marginBottom: 4, overflowWrap: 'anywhere' }}>{title?.(first) ?? String(label ?? '')}</div>
      {payload.map((e) => {
        const prev = isPrevious(String(e.dataKey));
        const value = typeof e.value === 'number' ? formatValue(e.value, unit) : '—';
        return (
          <div key={String(e.dataKey)} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <Swatch color={colorOf(e)} style={prev ? 'hatched' : 'solid'} />
            <span style={{ flex: 1, overflowWrap: 'anywhere' }}>{String(e.name ?? '')}</span>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</span>
          </div>
        );
      })}
      {note && <div style={{ marginTop: 4, color: ink.dimmed, fontStyle: 'italic' }}>{note}</div>}
    </div>
  );
}
