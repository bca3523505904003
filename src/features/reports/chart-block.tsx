import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { availableFilterQueries } from '@/api/available-filters';
import type { ChartBlock } from '@/analysis/reports/report-store';
import { ChartPanel } from '@/components/charts/panel';
import { buildDimensionOptions } from '@/components/charts/chart-dimensions';
import { EditWording } from './edit-wording';

// Spike detection and annotations come with the first timeline block (a distribution has neither).
const BlockMarks = lazy(() => import('./block-marks').then((m) => ({ default: m.BlockMarks })));

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
  const edit = readOnly ? null : (
    <EditWording
      value={block}
      titlePlaceholder="The chart’s own title"
      tableOption={block.spec.options.compare}
      onChange={(w) => onChange({ ...block, ...w })}
    />
  );
  const panel = (spec: ChartBlock['spec']) => (
    <ChartPanel
      spec={spec}
      dimensions={dimensions}
      title={block.title}
      caption={block.caption}
      hideComparison={block.hideTable}
      level={3}
      compact
      width={width}
      actions={
        <>
          {edit}
          {actions}
        </>
      }
    />
  );
  // Marks (spikes, annotations) of a timeline are those of the window shown, not the pin's.
  if (block.spec.options.measure !== 'timeline' || block.spec.voices) return panel(block.spec);
  return (
    <Suspense fallback={panel({ ...block.spec, marks: [] })}>
      <BlockMarks spec={block.spec}>{panel}</BlockMarks>
    </Suspense>
  );
}
