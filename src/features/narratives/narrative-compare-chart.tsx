import { useMemo } from 'react';
import { Alert, Button, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { narrativeVolumesQuery } from '@/api/narrative-volumes';
import type { Narrative } from '@/api/narratives';
import { CHART_PALETTE } from '@/analysis/charts/chart-palette';
import { formatInZone } from '@/lib/date-range';
import { toSparklineSeries } from '@/analysis/narratives/narrative-transforms';
import { denseTimeline } from './dense-timeline';
import { type Window } from '@/analysis/charts/period-change';
import { shortTitle } from '@/analysis/spikes/spike-summary';

type Props = {
  workspaceId: number;
  narratives: readonly Pick<Narrative, 'id' | 'title'>[];
  window: Window;
  channels?: string[];
  onClear: () => void;
};

/** Daily mentions of up to five narratives on one chart (UTC days, the list's channel filter). */
export function NarrativeCompareChart({ workspaceId, narratives, window, channels, onClear }: Props) {
  const queryClient = useQueryClient();
  const volumes = useQuery(
    narrativeVolumesQuery(
      queryClient,
      workspaceId,
      narratives.map((n) => n.id),
      window,
      channels,
    ),
  );
  const data = useMemo(() => {
    if (!volumes.data) return [];
    const byDay = new Map<string, Record<string, number | string>>();
    volumes.data.forEach((timeline, i) => {
      for (const p of toSparklineSeries(denseTimeline(timeline, window))) {
        const row = byDay.get(p.date) ?? { day: formatInZone(p.date, 'utc', 'MM-DD') };
        row[`n${narratives[i]!.id}`] = p.count;
        byDay.set(p.date, row);
      }
    });
    return [...byDay.entries()].sort(([a], [b]) => Date.parse(a) - Date.parse(b)).map(([, row]) => row);
  }, [volumes.data, narratives, window]);
  const series = narratives.map((n, i) => ({
    name: `n${n.id}`,
    label: shortTitle(n.title, 48),
    color: CHART_PALETTE[i % CHART_PALETTE.length]!,
  }));

  return (
    <Paper withBorder p="md" radius="md" data-testid="narrative-compare">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} fz="h4">
            Comparing {narratives.length} narratives
          </Title>
          <Text size="xs" c="dimmed">
            Mentions per UTC day.
          </Text>
        </div>
        <Button size="xs" variant="subtle" onClick={onClear}>
          Clear comparison
        </Button>
      </Group>
      {volumes.isError ? (
        <Alert color="red" title="Could not load the comparison">
          {volumes.error.message}
        </Alert>
      ) : !volumes.data ? (
        <Group justify="center" h={220}>
          <Loader size="sm" aria-label="Loading the comparison" />
        </Group>
      ) : (
        <LineChart
          h={260}
          data={data}
          dataKey="day"
          series={series}
          withLegend
          curveType="linear"
          withDots={false}
          role="img"
          aria-label={`Daily mentions of ${narratives.map((n) => `“${n.title}”`).join(', ')}`}
        />
      )}
    </Paper>
  );
}
