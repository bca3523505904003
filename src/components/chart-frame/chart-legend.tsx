import type { ReactNode } from 'react';
import type { LegendItem } from '@/analysis/charts/chart-legend';
import { Swatch } from './swatch';

type Props = {
  items: readonly LegendItem[];
  color: string;
  dimmed: string;
  /** After an entry: its group's or series' own control ("filter for / filter out"), or null. */
  action?: (item: LegendItem) => ReactNode;
};

/** The legend below a chart: neutral text beside swatches that match the marks, in draw order. */
export function ChartLegend({ items, color, dimmed, action }: Props) {
  if (items.length === 0) return null;
  return (
    <ul
      aria-label="Legend"
      data-testid="chart-legend"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 14px',
        listStyle: 'none',
        margin: 0,
        padding: 0,
        fontSize: 12,
      }}
    >
      {items.map((item) => (
        <li key={item.key} style={{ display: 'flex', alignItems: 'center', gap: 6, color, minWidth: 0 }}>
          <Swatch color={item.color} style={item.style} />
          <span style={{ overflowWrap: 'anywhere' }}>{item.label}</span>
          {item.detail && <span style={{ color: dimmed }}>{item.detail}</span>}
          {action?.(item)}
        </li>
      ))}
    </ul>
  );
}
