import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Button, Popover, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { availableFilterQueries } from '@/api/available-filters';
import type { ChartBlock } from '@/lib/report-store';
import { ChartPanel } from '../chart-panel';
import { buildDimensionOptions } from '../chart-dimensions';
import type { ChartExport } from '../export/types';
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
  const [title, setTitle] = useState('');
  const [caption, setCaption] = useState('');
  const open = () => {
    setTitle(block.title ?? '');
    setCaption(block.caption ?? '');
    setOpened(true);
  };
  const save = () => {
    onChange({ ...block, title: title.trim() || undefined, caption: caption.trim() || undefined });
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label="Edit title and caption"
          onClick={() => (opened ? setOpened(false) : open())}
        >
          <IconPencil size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={300}>
          <TextInput
            label="Title in this report"
            placeholder="The chart’s own title"
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={200}
          />
          <Textarea
            label="Caption"
            autosize
            minRows={2}
            value={caption}
            onChange={(e) => setCaption(e.currentTarget.value)}
            maxLength={2000}
          />
          <Button size="xs" onClick={save}>
            Save
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
