import { Table } from '@mantine/core';
import type { PeriodRow } from '@/lib/chart-compare';

const num = (v: number | null, unit: 'count' | 'percent', signed = false) => {
  if (v === null) return '—';
  const text = unit === 'percent' ? `${Math.abs(v).toFixed(1)}${signed ? ' pp' : '%'}` : Math.abs(v).toLocaleString('en-US');
  const sign = v < 0 ? '−' : signed && v > 0 ? '+' : '';
  return `${sign}${text}`;
};
const pct = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(v).toFixed(1)}%`);

/** Current, previous, change and change % per group or series (shares in percent mode: change in points). */
export function PeriodTable({ rows, unit, color }: { rows: readonly PeriodRow[]; unit: 'count' | 'percent'; color: string }) {
  return (
    <Table fz="xs" verticalSpacing={2} data-testid="period-table" style={{ color }} mt="xs">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left', color }}>Compared with the previous period</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th ta="right">Current</Table.Th>
          <Table.Th ta="right">Previous</Table.Th>
          <Table.Th ta="right">Change</Table.Th>
          <Table.Th ta="right">Change %</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key} fw={r.key === '__total__' ? 600 : undefined}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.name}</Table.Td>
            <Table.Td ta="right">{num(r.current, unit)}</Table.Td>
            <Table.Td ta="right">{num(r.previous, unit)}</Table.Td>
            <Table.Td ta="right">{num(r.change, unit, true)}</Table.Td>
            <Table.Td ta="right">{pct(r.changePercent)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
