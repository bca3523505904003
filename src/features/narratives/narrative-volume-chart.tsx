import { useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import { CompositeChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { formatInZone } from '@/lib/date-range';
import { BOT_LIKE_RATINGS } from '@/api/schemas';
import type { ChartMark } from '@/lib/chart-config';
import type { BotSharePoint } from '@/lib/narrative-transforms';

type Props = {
  series: BotSharePoint[];
  /** Spike flags and the workspace's annotations, drawn at their UTC day. */
  marks?: readonly ChartMark[];
  /** Controls beside the "table" switch (annotations). */
  actions?: ReactNode;
  /** Drawn beside the chart (the spike list). */
  aside?: ReactNode;
};

const dayLabel = (iso: string) => formatInZone(iso, 'utc', 'MM-DD');

const BOT_LABEL = BOT_LIKE_RATINGS.map((r) => r.replace('_', ' ')).join(', ');

/** Daily mentions (bars) with the share rated likely/very likely/almost certain bots (line, right axis). */
export function NarrativeVolumeChart({ series, marks = [], actions, aside }: Props) {
  const [asTable, setAsTable] = useState(false);
  // The API's buckets are UTC days, so they are labelled as UTC days whatever zone is chosen.
  const data = useMemo(
    () => series.map((p) => ({ ...p, day: dayLabel(p.date), share: p.share ?? 0 })),
    [series],
  );
  const referenceLines = useMemo(
    () =>
      marks.map((m) => ({
        x: dayLabel(m.at),
        // Adjacent spike days' labels collide on a narrow chart: the flag list beside names them.
        label: m.kind === 'spike' ? undefined : m.label,
        color: m.kind === 'spike' ? 'orange.8' : 'gray.7',
        // Spike and event of one day: labels on either side of the line, at the top.
        labelPosition: m.kind === 'spike' ? ('insideTopRight' as const) : ('insideTopLeft' as const),
        strokeDasharray: m.kind === 'spike' ? undefined : '3 3',
      })),
    [marks],
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid="narrative-volume-chart">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} fz="h4">
            Volume and bot share
          </Title>
          <Text size="xs" c="dimmed">
            Mentions per UTC day; bot share = mentions rated {BOT_LABEL}.
          </Text>
        </div>
        <Group gap="xs">
          {actions}
          <Button variant="subtle" size="xs" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
            {asTable ? 'Show chart' : 'Show as table'}
          </Button>
        </Group>
      </Group>
      <Group align="flex-start" gap="md" wrap="wrap">
        <div style={{ flex: '1 1 560px', minWidth: 0 }}>
          {asTable ? (
            <ScrollArea.Autosize mah={320}>
              <Table striped stickyHeader data-testid="volume-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Day (UTC)</Table.Th>
                    <Table.Th ta="right">Mentions</Table.Th>
                    <Table.Th ta="right">Likely bots</Table.Th>
                    <Table.Th ta="right">Bot share</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {series.map((p) => (
                    <Table.Tr key={p.date}>
                      <Table.Td>{formatInZone(p.date, 'utc', 'YYYY-MM-DD')}</Table.Td>
                      <Table.Td ta="right">{p.total.toLocaleString('en-US')}</Table.Td>
                      <Table.Td ta="right">{p.bots.toLocaleString('en-US')}</Table.Td>
                      <Table.Td ta="right">{p.share === null ? '—' : `${p.share.toFixed(1)}%`}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          ) : (
            <CompositeChart
              h={260}
              data={data}
              dataKey="day"
              withLegend
              withRightYAxis
              rightYAxisProps={{ domain: [0, 100], unit: '%' }}
              series={[
                { name: 'total', label: 'Mentions', color: 'indigo.6', type: 'bar' },
                { name: 'share', label: 'Bot share (%)', color: 'red.6', type: 'line', yAxisId: 'right' },
              ]}
              curveType="linear"
              withDots={false}
              referenceLines={referenceLines}
              role="img"
              aria-label={`Daily mentions and bot share over ${series.length} UTC days; "Show as table" lists the numbers.`}
            />
          )}
        </div>
        {aside && <div style={{ flex: '0 1 280px', minWidth: 240 }}>{aside}</div>}
      </Group>
    </Paper>
  );
}
