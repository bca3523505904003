import { useMemo, type ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { firstSightingRows, tracedNote } from '@/analysis/coordination/trace-rows';
import { traceSvg } from '@/analysis/coordination/trace-svg';
import { hopLine } from '@/analysis/coordination/trace-text';
import type { TraceBlock } from '@/analysis/reports/trace-block';
import { TraceExportButtons } from '@/components/trace-export-buttons';

/**
 * A propagation trace pinned from the coordination area: its figure (the same drawing its SVG,
 * PNG, PDF and PowerPoint exports carry) and the first sighting per channel, as pinned.
 */
export function TraceBlockCard({ block, actions }: { block: TraceBlock; actions?: ReactNode }) {
  const { figure, caption } = block;
  const hops = hopLine(figure, figure.zone);
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(traceSvg(figure))}`,
    [figure],
  );
  const rows = firstSightingRows(figure);
  return (
    <Paper withBorder radius="md" p="md" data-testid="report-trace" style={{ breakInside: 'avoid' }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm" fw={600} data-testid="report-trace-hops">
            {hops}
          </Text>
          {actions}
        </Group>
        {/* On a phone the figure keeps a legible width and scrolls sideways. */}
        <div
          role="region"
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          aria-label="The trace figure (scrolls sideways)"
        >
          <img
            src={src}
            alt={`Propagation trace: ${hops}`}
            style={{ width: '100%', minWidth: 680, height: 'auto', display: 'block' }}
          />
        </div>
        {caption && <Text size="sm">{caption}</Text>}
        <Table.ScrollContainer minWidth={520}>
          <Table fz="xs" verticalSpacing={4} aria-label="First sightings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Channel</Table.Th>
                <Table.Th>First seen ({figure.zone})</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th ta="right">Mentions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.channel}>
                  <Table.Td>{r.channel}</Table.Td>
                  <Table.Td>
                    {r.url ? (
                      <Anchor href={r.url} target="_blank" rel="noreferrer" fz="xs">
                        {r.when}
                      </Anchor>
                    ) : (
                      r.when
                    )}
                  </Table.Td>
                  <Table.Td>{r.account}</Table.Td>
                  <Table.Td ta="right">{r.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" align="flex-end" gap="xs">
          <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
            {tracedNote(figure)}
          </Text>
          <TraceExportButtons figure={figure} />
        </Group>
      </Stack>
    </Paper>
  );
}
