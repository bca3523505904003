import { useRef, useState } from 'react';
import { Button, Group, Menu, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Mention } from '@/api/schemas';
import { toCsv, toJson, type ExportMeta } from '@/lib/csv-export';
import { downloadText } from '@/lib/download';
import { collectMentions, EXPORT_LIMIT } from './run-export';

interface Props {
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Mention[]>;
  meta: () => ExportMeta;
  /** Matching mentions, when known, to size the progress bar. */
  total: number | undefined;
}

type Format = 'csv' | 'json';

/** Exports the current filtered list (up to 10,000) with a progress bar and cancel. */
export function ExportButton({ fetchPage, meta, total }: Props) {
  const [running, setRunning] = useState<Format | null>(null);
  const [done, setDone] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const target = Math.min(EXPORT_LIMIT, total ?? EXPORT_LIMIT);

  const start = async (format: Format) => {
    const ctl = new AbortController();
    controller.current = ctl;
    setRunning(format);
    setDone(0);
    setError(null);
    try {
      const mentions = await collectMentions(fetchPage, { signal: ctl.signal, onProgress: setDone });
      const info = meta();
      const stamp = info.exportedAt.slice(0, 16).replace(/[:T]/g, '-');
      const base = `mentions-ws${info.workspace.id}-${stamp}`;
      if (format === 'csv') downloadText(toCsv(mentions, info), `${base}.csv`, 'text/csv;charset=utf-8');
      else downloadText(toJson(mentions, info), `${base}.json`, 'application/json');
      setRunning(null);
    } catch (e) {
      if (ctl.signal.aborted) setRunning(null);
      else setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} />}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Up to {EXPORT_LIMIT.toLocaleString('en')} mentions</Menu.Label>
          <Menu.Item onClick={() => void start('csv')}>CSV</Menu.Item>
          <Menu.Item onClick={() => void start('json')}>JSON</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={running !== null}
        onClose={() => controller.current?.abort()}
        title={`Exporting ${running?.toUpperCase() ?? ''}`}
        closeOnClickOutside={false}
      >
        <Stack>
          <Progress value={target > 0 ? (done / target) * 100 : 100} animated={!error} aria-label="Export progress" />
          <Text size="sm">
            {done.toLocaleString('en')} of {target.toLocaleString('en')} mentions
          </Text>
          {error && (
            <Text size="sm" c="red">
              Export failed: {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => (error ? setRunning(null) : controller.current?.abort())}>
              {error ? 'Close' : 'Cancel'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
