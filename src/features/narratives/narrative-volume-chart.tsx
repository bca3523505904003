import { useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import { CompositeChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useChartInk } from '@/components/chart-frame';
import { MarksKey } from '@/components/chart-frame/marks-key';
import { markLines } from '@/components/chart-frame/mark-lines';
import type { ChartMark } from '@/analysis/charts/chart-config';
import { placeTimeMarks } from '@/analysis/charts/chart-marks';
import { LOW_BASE_MENTIONS, type BotSharePoint } from '@/analysis/narratives/narrative-transforms';
import { BOT_LIKE_RATINGS_TEXT } from '@/lib/labels';
import { formatZoned } from '@/lib/zoned-time';

type Props = {
  series: BotSharePoint[];
  /** The buckets of `series`: the API's UTC days, or hours (drawn in the analyst's zone). */
  interval: 'day' | 'hour';
  zone: string;
  /** Spike flags and the workspace's annotations, drawn on the bucket holding them. */
  marks?: readonly ChartMark[];
  /** A click (or Enter) on a spike mark of the chart: open its explanation. */
  onMark?: (mark: ChartMark) => void;
  /** Controls beside the "table" switch (annotations). */
  actions?: ReactNode;
  /** Drawn beside the chart (the spike list). */
  aside?: ReactNode;
};

const UNIT = { day: 86_400_000, hour: 3_600_000 } as const;
/** Axis label of a bucket: a UTC day, or an hour in the analyst's zone (with its day, so unique). */
const bucketText = (ms: number, interval: Props['interval'], zone: string, long = false) =>
  interval === 'day'
    ? formatZoned(ms, 'UTC', long ? 'YYYY-MM-DD' : 'MM-DD')
    : formatZoned(ms, zone, long ? 'YYYY-MM-DD HH:mm' : 'MM-DD HH:mm');

/** Mentions per bucket (bars) with the share rated likely/very likely/almost certain bots (line, right axis). */
export function NarrativeVolumeChart({ series, interval, zone, marks = [], onMark, actions, aside }: Props) {
  const [asTable, setAsTable] = useState(false);
  const ink = useChartInk();
  // Day buckets are the API's UTC days, so they are labelled as UTC days whatever zone is chosen.
  const data = useMemo(
    () =>
      series.map((p) => {
        const start = Date.parse(p.date);
        return {
          ...p,
          day: bucketText(start, interval, zone),
          since: p.date,
          to: new Date(start + UNIT[interval] - 1).toISOString(),
          // No line through a bucket without mentions or with too few to mean anything (low base).
          share: p.lowBase ? null : p.share,
        };
      }),
    [series, interval, zone],
  );
  // The chart builder's marks: spike labels are controls that open the explanation.
  const placed = useMemo(
    () =>
      placeTimeMarks(
        data.map((d) => ({ ...d, label: d.day })),
        marks,
      ),
    [data, marks],
  );
  const lines = useMemo(
    () => markLines(placed, ink, 'x', onMark, { count: data.length }),
    [placed, data.length, ink, onMark],
  );
  const unitWord = interval === 'day' ? 'UTC day' : `hour (${zone})`;
  return (
    <Paper withBorder p="md" radius="md" data-testid="narrative-volume-chart">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} fz="h4">
            Volume and bot share
          </Title>
          <Text size="xs" c="dimmed">
            Mentions per {unitWord}; bot share = mentions rated {BOT_LIKE_RATINGS_TEXT}, left off the line
            where a {unitWord} has fewer than {LOW_BASE_MENTIONS} mentions (a low base; the table gives it).
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
                    <Table.Th>{interval === 'day' ? 'Day (UTC)' : `Hour (${zone})`}</Table.Th>
                    <Table.Th ta="right">Mentions</Table.Th>
                    <Table.Th ta="right">Likely bots</Table.Th>
                    <Table.Th ta="right">Bot share</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {series.map((p) => (
                    <Table.Tr key={p.date}>
                      <Table.Td>{bucketText(Date.parse(p.date), interval, zone, true)}</Table.Td>
                      <Table.Td ta="right">{p.total.toLocaleString('en-US')}</Table.Td>
                      <Table.Td ta="right">{p.bots.toLocaleString('en-US')}</Table.Td>
                      <Table.Td ta="right" data-low-base={p.lowBase || undefined}>
                        {p.share === null ? '—' : `${p.share.toFixed(1)}%`}
                        {p.lowBase && (
                          <Text span size="xs" c="dimmed">
                            {` low base: ${p.total} mention${p.total === 1 ? '' : 's'}`}
                          </Text>
                        )}
                      </Table.Td>
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
              // The legend below leaves the top margin to the marks' labels (spike labels are controls).
              legendProps={{ verticalAlign: 'bottom', height: 36 }}
              composedChartProps={{ margin: { top: 22, right: 8, left: 8, bottom: 0 } }}
              withRightYAxis
              rightYAxisProps={{ domain: [0, 100], unit: '%' }}
              series={[
                { name: 'total', label: 'Mentions', color: 'indigo.6', type: 'bar' },
                { name: 'share', label: 'Bot share (%)', color: 'red.6', type: 'line', yAxisId: 'right' },
              ]}
              curveType="linear"
              withDots={false}
              // A figure, not an image: its spike marks are buttons (an image's content is presentational).
              role="figure"
              aria-label={`Mentions and bot share over ${series.length} buckets of one ${unitWord}; "Show as table" lists the numbers.`}
            >
              {lines}
            </CompositeChart>
          )}
          {!asTable && <MarksKey marks={placed} color={ink.text} dimmed={ink.dimmed} />}
        </div>
        {aside && <div style={{ flex: '0 1 280px', minWidth: 240 }}>{aside}</div>}
      </Group>
    </Paper>
  );
}
