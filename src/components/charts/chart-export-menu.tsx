import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import type { ChartFileFormat } from './export/chart-files';
import type { ChartExport } from './export/types';

type Props = { chart: ChartExport | null; dateLine: () => string };

/** A chart's own files: PNG (light or transparent), SVG (the chart's own vector drawing) and its numbers as CSV or Excel. */
export function ChartExportMenu({ chart, dateLine }: Props) {
  const [busy, setBusy] = useState(false);
  const save = async (format: ChartFileFormat) => {
    if (!chart) return;
    setBusy(true);
    try {
      // The exporters (off-screen drawing, CSV) load with the first export, not with the page.
      const { saveChartFile } = await import('./export/chart-files');
      await saveChartFile(chart, format, dateLine());
    } catch (e) {
      notifications.show({
        color: 'red',
        title: 'Export failed',
        message: e instanceof Error ? e.message : String(e),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconDownload size={14} />}
          disabled={!chart}
          loading={busy}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void save('png')}>PNG image, white background</Menu.Item>
        <Menu.Item onClick={() => void save('png-transparent')}>PNG image, transparent background</Menu.Item>
        <Menu.Item onClick={() => void save('svg')}>SVG image (vector)</Menu.Item>
        <Menu.Item onClick={() => void save('csv')}>CSV of the numbers</Menu.Item>
        <Menu.Item onClick={() => void save('xlsx')}>Excel workbook (.xlsx)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
