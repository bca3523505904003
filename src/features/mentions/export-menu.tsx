import { useRef, useState } from 'react';
import { Button, Checkbox, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import { ExportButtonFace } from './export-button';
import { Modal } from '@/components/deferred-overlays';
import type { Mention } from '@/api/schemas';
import type { ExportMeta } from '@/lib/csv-export';
import { downloadText } from '@/lib/download';
import { useExportLabels } from './export-labels';
import { collectMentions, EXPORT_LIMIT } from './run-export';
import { useMentionSelection } from './selection-context';

export interface ExportProps {
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Mention[]>;
  meta: () => ExportMeta;
  /** Matching mentions, when known, to size the progress bar. */
  total: number | undefined;
}

type Format = 'csv' | 'json';
type Scope = 'all' | 'selected';

/**
 * Exports the selected mentions, or every matching one (up to 10,000, with progress and cancel),
 * as CSV (labels beside their codes, times in the analyst's zone with its offset, and in UTC) or
 * JSON (the same zoned times beside the API's UTC ones).
 */
export function ExportMenu({
  fetchPage,
  meta,
  total,
  defaultOpened = false,
}: ExportProps & { defaultOpened?: boolean }) {
  const selection = useMentionSelection();
  const [menuOpened, setMenuOpened] = useState(defaultOpened);
  const labels = useExportLabels(selection.scope.workspaceId, menuOpened);
  const [running, setRunning] = useState<Format | null>(null);
  const [done, setDone] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [headerRows, setHeaderRows] = useState(true);
  const controller = useRef<AbortController | null>(null);
  const picked = selection.selection.allMatching ? null : [...selection.selection.items.values()];
  const target = Math.min(EXPORT_LIMIT, total ?? EXPORT_LIMIT);

  const write = async (format: Format, mentions: readonly Mention[], info: ExportMeta) => {
    // The writers (papaparse) load with the first export, not with the mention list.
    const { toCsv, toJson } = await import('@/lib/csv-export');
    const base = `mentions-ws${info.workspace.id}-${info.exportedAt.slice(0, 16).replace(/[:T]/g, '-')}`;
    if (format === 'csv')
      downloadText(toCsv(mentions, info, { labels, headerRows }), `${base}.csv`, 'text/csv;charset=utf-8');
    else downloadText(toJson(mentions, info), `${base}.json`, 'application/json');
  };
  const start = async (format: Format, scope: Scope) => {
    if (scope === 'selected' && picked) {
      await write(format, picked, { ...meta(), selected: picked.length });
      return;
    }
    const ctl = new AbortController();
    controller.current = ctl;
    setRunning(format);
    setDone(0);
    setError(null);
    try {
      const mentions = await collectMentions(fetchPage, { signal: ctl.signal, onProgress: setDone });
      await write(format, mentions, meta());
      setRunning(null);
    } catch (e) {
      if (ctl.signal.aborted) setRunning(null);
      else setError(e instanceof Error ? e.message : String(e));
    }
  };
  const selectedCount = picked?.length ?? 0;

  return (
    <>
      <Menu position="bottom-end" defaultOpened={defaultOpened} onOpen={() => setMenuOpened(true)}>
        <Menu.Target>
          <ExportButtonFace />
        </Menu.Target>
        {/* Narrower than a phone: the query checkbox's label wraps instead of running off screen. */}
        <Menu.Dropdown maw="min(360px, calc(100vw - 16px))">
          {selectedCount > 0 && (
            <>
              <Menu.Label>{selectedCount.toLocaleString('en')} selected</Menu.Label>
              <Menu.Item onClick={() => void start('csv', 'selected')}>Export selected as CSV</Menu.Item>
              <Menu.Item onClick={() => void start('json', 'selected')}>Export selected as JSON</Menu.Item>
              <Menu.Divider />
            </>
          )}
          <Menu.Label>All matching (up to {EXPORT_LIMIT.toLocaleString('en')})</Menu.Label>
          <Menu.Item onClick={() => void start('csv', 'all')}>Export all matching as CSV</Menu.Item>
          <Menu.Item onClick={() => void start('json', 'all')}>Export all matching as JSON</Menu.Item>
          <Menu.Divider />
          <Menu.Item closeMenuOnClick={false} onClick={() => setHeaderRows((v) => !v)}>
            <Checkbox
              size="xs"
              label="Start files with the query (workspace, filters, window, zone)"
              checked={headerRows}
              readOnly
              tabIndex={-1}
            />
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={running !== null}
        onClose={() => controller.current?.abort()}
        title={`Exporting ${running?.toUpperCase() ?? ''}`}
        closeOnClickOutside={false}
      >
        <Stack>
          <Progress
            value={target > 0 ? (done / target) * 100 : 100}
            animated={!error}
            aria-label="Export progress"
          />
          <Text size="sm">
            {done.toLocaleString('en')} of {target.toLocaleString('en')} mentions
          </Text>
          {error && (
            <Text size="sm" c="red">
              Export failed: {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => (error ? setRunning(null) : controller.current?.abort())}
            >
              {error ? 'Close' : 'Cancel'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
