import { useCallback, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { availableFilterQueries } from '@/api/available-filters';
import type { ChartBlock } from '@/analysis/reports/report-store';
import { ChartPanel } from '@/components/charts/chart-panel';
import { buildDimensionOptions } from '@/components/charts/chart-dimensions';
import type { ChartExport } from '@/components/charts/export/types';
import { EditWording } from './edit-wording';
import { useBlockMarks } from './use-block-marks';
import { usePublishBlock } from './use-report-exports';

type Props = {
  block: ChartBlock;
  readOnly: boolean;
  onChange: (block: ChartBlock) => void;
  actions?: ReactNode;
  /** Fixed drawing width (print layout). */
  width?: number;
};

/** A pinned chart: its saved question and settings, live data, the report's own title and caption. */
export function ChartBlockCard({ block, readOnly, onChange, actions, width }: Props) {
  const available = useQuery(availableFilterQueries.workspace(block.spec.workspaceId));
  const dimensions = useMemo(() => buildDimensionOptions(available.data), [available.data]);
  // Marks (spikes, annotations) are those of the window shown, not the pin's.
  const { spec, settled } = useBlockMarks(block.spec);
  const publish = usePublishBlock();
  const onExport = useCallback(
    (chart: ChartExport | null) => publish?.(block.id, chart && settled ? { kind: 'chart', chart } : null),
    [publish, block.id, settled],
  );
  const edit = readOnly ? null : (
    <EditWording
      value={block}
      titlePlaceholder="The chart’s own title"
      onChange={(w) => onChange({ ...block, ...w })}
    />
  );
  return (
    <ChartPanel
      spec={spec}
      dimensions={dimensions}
      title={block.title}
      caption={block.caption}
      level={3}
      compact
      width={width}
      onExport={onExport}
      actions={
        <>
          {edit}
          {actions}
        </>
      }
    />
  );
}
