import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Popover } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { availableFilterQueries } from '@/api/available-filters';
import { PanelLoading } from '@/components/loading-state';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import type { ChartBlock } from '@/analysis/reports/report-store';
import { ChartPanel } from '@/components/charts/panel';
import { buildDimensionOptions } from '@/components/charts/chart-dimensions';
import type { ChartExport } from '@/components/charts/export/types';
import { usePublishBlock } from './use-report-exports';

// The editor's code loads as the pointer or focus reaches its button, so the popover's focus trap
// finds its first field in place when it opens.
const captionForm = preloadableChunk(() => import('./caption-form').then((m) => m.CaptionForm));
const CaptionForm = lazy(captionForm.lazyLoad);

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
  const publish = usePublishBlock();
  const onExport = useCallback(
    (chart: ChartExport | null) => publish?.(block.id, chart && { kind: 'chart', chart }),
    [publish, block.id],
  );
  const edit = readOnly ? null : <EditTitle block={block} onChange={onChange} />;
  return (
    <ChartPanel
      spec={block.spec}
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

/** Retitle and caption a chart for this report (the saved chart settings stay as they are). */
function EditTitle({ block, onChange }: { block: ChartBlock; onChange: (block: ChartBlock) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label="Edit title and caption"
          onPointerEnter={captionForm.preload}
          onFocus={captionForm.preload}
          onClick={() => setOpened((o) => !o)}
        >
          <IconPencil size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Suspense fallback={<PanelLoading label="Loading the title editor" />}>
          <CaptionForm
            block={block}
            onSave={(next) => {
              onChange(next);
              setOpened(false);
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
