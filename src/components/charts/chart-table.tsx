import type { ReactNode } from 'react';
import { Anchor, ScrollArea, Table, Text } from '@mantine/core';
import type { TableData } from './chart-table-data';

const cellText = (v: string | number | null) =>
  v === null ? '—' : typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: 2 }) : v;

type Props = {
  data: TableData;
  caption: string;
  onOpenRow?: (index: number) => void;
  /** Why a row cannot be opened (shown on hover), or null when it can. */
  whyNotRow?: (index: number) => string | null;
  /** A number cell's own click-through (share of voice: one workspace in one bucket), or null. */
  openCell?: (row: number, column: number) => (() => void) | null;
  /** After a row's label: its "filter for / filter out" (a group's), or null. */
  rowAction?: (index: number) => ReactNode;
  testId?: string;
};

/** The accessible alternative to a chart: the same numbers as a table; a row's label opens its mentions. */
export function ChartTable({
  data,
  caption,
  onOpenRow,
  whyNotRow,
  openCell,
  rowAction,
  testId = 'chart-table',
}: Props) {
  return (
    <ScrollArea.Autosize mah={420}>
      <Table striped stickyHeader data-testid={testId} fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {data.columns.map((c, i) => (
              <Table.Th key={c} ta={i === 0 ? 'left' : 'right'}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row, r) => {
            const why = whyNotRow?.(r) ?? null;
            return (
              <Table.Tr key={r}>
                {row.map((v, i) => {
                  const openThis = i > 0 ? openCell?.(r, i) : null;
                  return (
                    <Table.Td key={i} ta={i === 0 ? 'left' : 'right'}>
                      {openThis ? (
                        <Anchor
                          component="button"
                          type="button"
                          fz="sm"
                          onClick={openThis}
                          title={`Open these mentions (${data.columns[i]})`}
                        >
                          {cellText(v)}
                        </Anchor>
                      ) : i === 0 && onOpenRow && !why ? (
                        <Anchor
                          component="button"
                          type="button"
                          fz="sm"
                          onClick={() => onOpenRow(r)}
                          title="Open these mentions"
                        >
                          {cellText(v)}
                        </Anchor>
                      ) : i === 0 && why ? (
                        <Text span fz="sm" title={why}>
                          {cellText(v)}
                        </Text>
                      ) : (
                        cellText(v)
                      )}
                      {i === 0 && rowAction?.(r)}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
