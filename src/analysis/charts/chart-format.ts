/** Number formats of charts, tables and exports (no imports: every chunk may share it cheaply). */

export const formatValue = (v: number, unit: 'count' | 'percent') =>
  unit === 'percent' ? `${v.toFixed(1)}%` : v.toLocaleString('en-US');

/** A period-table cell: "1,054", "42.9%", signed changes "+99", "−1.2 pp"; "—" when unknown. */
export function formatPeriodValue(v: number | null, unit: 'count' | 'percent', signed = false): string {
  if (v === null) return '—';
  const text =
    unit === 'percent'
      ? `${Math.abs(v).toFixed(1)}${signed ? ' pp' : '%'}`
      : Math.abs(v).toLocaleString('en-US');
  const sign = v < 0 ? '−' : signed && v > 0 ? '+' : '';
  return `${sign}${text}`;
}

/** A relative change: "+34.5%", "−5.6%", "—". */
export const formatPeriodPercent = (v: number | null): string =>
  v === null ? '—' : `${v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(v).toFixed(1)}%`;
