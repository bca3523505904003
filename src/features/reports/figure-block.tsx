import { useMemo, type ReactNode } from 'react';
import { Alert, Group, Loader, Paper, Text } from '@mantine/core';
import { ChartSpecSchema } from '@/analysis/charts/chart-config';
import { formatChange } from '@/analysis/charts/period-change';
import type { Block } from '@/analysis/reports/report-store';
import { useChartModels } from '@/components/charts/use-chart-models';
import { EditWording } from './edit-wording';
import { useKeyFigure } from './use-key-figure';

type FigureBlock = Extract<Block, { kind: 'figure' }>;
type Props = {
  block: FigureBlock;
  actions?: ReactNode;
  /** Absent where the report is read only (print layout, a shared report). */
  onChange?: (block: FigureBlock) => void;
};

/** A key-figure tile: total mentions for the question and its change against the previous period. */
export function FigureBlockCard({ block, actions, onChange }: Props) {
  const figure = useKeyFigure(block.spec);
  // The provenance's words (the filter registry) come with the chart models' chunk.
  const shape = useChartModels(true);
  const provenance = useMemo(
    () => shape?.chartProvenance(ChartSpecSchema.parse({ ...block.spec, options: {} }), figure.window) ?? '',
    [shape, block.spec, figure.window],
  );
  const label = block.label || 'Mentions';
  const { value, change } = figure;
  const caption = block.caption;
  return (
    <Paper withBorder radius="md" p="md" data-testid="report-figure" style={{ breakInside: 'avoid' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" fw={600} data-testid="figure-label">
          {label}
        </Text>
        <Group gap={4} wrap="nowrap">
          {onChange && (
            <EditWording
              value={{ title: block.label, caption: block.caption }}
              titlePlaceholder="Mentions"
              onChange={(w) => onChange({ ...block, label: w.title, caption: w.caption })}
            />
          )}
          {actions}
        </Group>
      </Group>
      {figure.error ? (
        <Alert color="red" mt="xs" title="Could not count these mentions">
          {figure.error.message}
        </Alert>
      ) : value === undefined ? (
        <Loader size="sm" mt="sm" aria-label="Loading key figure" />
      ) : (
        <>
          <Text fz={36} fw={700} lh={1.2} data-testid="figure-value">
            {value.toLocaleString('en-US')}
          </Text>
          {change && (
            <Text size="sm" data-testid="figure-change">
              {formatChange(change)} vs the previous period ({change.previous.toLocaleString('en-US')})
            </Text>
          )}
        </>
      )}
      {caption && (
        <Text size="sm" mt="xs">
          {caption}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {provenance}
      </Text>
    </Paper>
  );
}
