import type { ChartInk } from '@/components/chart-frame';
import { Swatch } from '@/components/chart-frame/swatch';
import { formatValue } from '@/analysis/charts/chart-format';

type Entry = {
  name?: unknown;
  value?: unknown;
  color?: string;
  dataKey?: unknown;
  payload?: Record<string, unknown>;
};
type Props = {
  active?: boolean;
  payload?: readonly Entry[];
  label?: unknown;
  ink: ChartInk;
  unit: 'count' | 'percent';
  /** The previous period's data key of a series (compare mode): shown in a second column. */
  previousOf?: (dataKey: string) => string | undefined;
  colorOf: (entry: Entry) => string;
  title?: (entry: Entry) => string;
  hint?: (entry: Entry) => string | null;
};

const fmt = (v: unknown, unit: 'count' | 'percent') => (typeof v === 'number' ? formatValue(v, unit) : '—');

/**
 * Neutral text on the chart background, a swatch per series and, comparing, the previous
 * period in its own column: compact enough to stay inside the chart with a dozen series.
 */
export function ChartTooltip({ active, payload, label, ink, unit, previousOf, colorOf, title, hint }: Props) {
  if (!active || !payload?.length) return null;
  const first = payload[0]!;
  const note = hint?.(first);
  const byKey = new Map(payload.map((e) => [String(e.dataKey), e]));
  const previousKeys = new Set(payload.map((e) => previousOf?.(String(e.dataKey))).filter(Boolean));
  const rows = payload.filter((e) => !previousKeys.has(String(e.dataKey)));
  const comparing = previousKeys.size > 0;
  const cell = {
    padding: '0 0 0 10px',
    textAlign: 'right' as const,
    fontVariantNumeric: 'tabular-nums' as const,
  };
  return (
    <div
      style={{
        background: ink.tooltip,
        color: ink.text,
        border: `1px solid ${ink.grid}`,
        borderRadius: 6,
        padding: '6px 8px',
        fontSize: 12,
        lineHeight: 1.35,
        maxWidth: 300,
        boxShadow: '0 2px 8px rgba(0,0,0,.15)',
      }}
    >
      <div style={{ fontWeight: 600, marginBottom: 2, overflowWrap: 'anywhere' }}>
        {title?.(first) ?? String(label ?? '')}
      </div>
      <table style={{ borderCollapse: 'collapse' }}>
        {comparing && (
          <thead>
            <tr style={{ color: ink.dimmed }}>
              <th />
              <th style={{ ...cell, fontWeight: 400 }}>Now</th>
              <th style={{ ...cell, fontWeight: 400 }}>Previous</th>
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((e) => {
            const prevKey = previousOf?.(String(e.dataKey));
            return (
              <tr key={String(e.dataKey)}>
                <td style={{ display: 'flex', alignItems: 'center', gap: 6, overflowWrap: 'anywhere' }}>
                  <Swatch color={colorOf(e)} />
                  {String(e.name ?? '')}
                </td>
                <td style={cell}>{fmt(e.value, unit)}</td>
                {comparing && <td style={cell}>{prevKey ? fmt(byKey.get(prevKey)?.value, unit) : ''}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
      {note && <div style={{ marginTop: 4, color: ink.dimmed, fontStyle: 'italic' }}>{note}</div>}
    </div>
  );
}
