import { Table } from '@mantine/core';
import type { PeriodRow } from '@/analysis/charts/chart-compare';
import { formatPeriodPercent as pct, formatPeriodValue as num } from '@/analysis/charts/chart-format';

// Figures and their headings never break ("Change %" stays whole); with tight cell padding the
// four figures fit three breakdowns side by side at 1440 px (e2e/share-of-voice-breakdowns.spec.ts).
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Current, previous, change and change % per group or series (shares in percent mode: change in points). */
export function PeriodTable({
  rows,
  unit,
  color,
}: {
  rows: readonly PeriodRow[];
  unit: 'count' | 'percent';
  color: string;
}) {
  // Names wrap between words, never inside one (a phone, or three breakdowns side by side, squeezed
  // them to a letter a line); a panel narrower than the longest word and the figures scrolls the table.
  return (
    <Table.ScrollContainer minWidth={0} type="native" mt="xs">
      <Table fz="xs" verticalSpacing={2} horizontalSpacing={4} data-testid="period-table" style={{ color }}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left', color }}>
          Compared with the previous period
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right" style={NOWRAP}>
              Current
            </Table.Th>
            <Table.Th ta="right" style={NOWRAP}>
              Previous
            </Table.Th>
            <Table.Th ta="right" style={NOWRAP}>
              Change
            </Table.Th>
            <Table.Th ta="right" style={NOWRAP}>
              Change %
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key} fw={r.key === '__total__' ? 600 : undefined}>
              <Table.Td style={{ overflowWrap: 'break-word' }}>{r.name}</Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {num(r.current, unit)}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {num(r.previous, unit)}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {num(r.change, unit, true)}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {pct(r.changePercent)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
