import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { availableFilterQueries } from '@/api/available-filters';
import type { PinnedChart } from '@/lib/report-store';
import { buildDimensionOptions } from './chart-dimensions';
import { ChartPanel } from './chart-panel';

type Props = {
  chart: PinnedChart;
  index: number;
  count: number;
  readOnly: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** A pinned chart: its own saved configuration, live data, and reorder/remove buttons. */
export function PinnedChartCard({ chart, index, count, readOnly, onMove, onRemove }: Props) {
  const available = useQuery(availableFilterQueries.workspace(chart.spec.workspaceId));
  const dimensions = useMemo(() => buildDimensionOptions(available.data), [available.data]);
  const actions = readOnly ? null : (
    <Group gap={2} wrap="nowrap">
      <Tooltip label="Drag to reorder">
        <IconGripVertical size={16} aria-hidden style={{ cursor: 'grab' }} />
      </Tooltip>
      <ActionIcon variant="subtle" size="sm" aria-label="Move earlier" disabled={index === 0} onClick={() => onMove(index - 1)}>
        <IconArrowUp size={14} />
      </ActionIcon>
      <ActionIcon variant="subtle" size="sm" aria-label="Move later" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <IconArrowDown size={14} />
      </ActionIcon>
      <ActionIcon variant="subtle" size="sm" color="red" aria-label="Remove from report" onClick={onRemove}>
        <IconTrash size={14} />
      </ActionIcon>
    </Group>
  );
  return <ChartPanel spec={chart.spec} dimensions={dimensions} actions={actions} compact />;
}
