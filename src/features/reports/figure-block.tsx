import { useEffect, useMemo, type ReactNode } from 'react';
import { Alert, Group, Loader, Paper, Text } from '@mantine/core';
import { ChartSpecSchema } from '@/analysis/charts/chart-config';
import { formatChange } from '@/analysis/charts/period-change';
import type { Block } from '@/analysis/reports/report-store';
import { chartProvenance } from '@/components/charts/chart-provenance';
import { useKeyFigure } from './use-key-figure';
import { usePublishBlock } from './use-report-exports';

type FigureBlock = Extract<Block, { kind: 'figure' }>;

/** A key-figure tile: total mentions for the question and its change against the previous period. */
export function FigureBlockCard({ block, actions }: { block: FigureBlock; actions?: ReactNode }) {
  const figure = useKeyFigure(block.spec);
  const provenance = useMemo(
    () => chartProvenance(ChartSpecSchema.parse({ ...block.spec, options: {} }), figure.window),
    [block.spec, figure.window],
  );
  const label = block.label || 'Mentions';
  const publish = usePublishBlock();
  const { value, change } = figure;
  useEffect(() => {
    publish?.(
      block.id,
      value === undefined ? null : { kind: 'figure', figure: { label, value, change, provenance } },
    );
  }, [publish, block.id, label, value, change, provenance]);
  return (
    <Paper withBorder radius="md" p="md" data-testid="report-figure" style={{ breakInside: 'avoid' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {actions}
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
      <Text size="xs" c="dimmed" mt="xs">
        {provenance}
      </Text>
    </Paper>
  );
}
