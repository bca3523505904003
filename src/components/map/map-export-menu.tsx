import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { downloadBlob, downloadText, fileNameFor } from '@/lib/download';
import { svgToPngBlob } from '@/lib/svg-raster';
import { mapCsv, mapSvg, type MapExportMeta } from './map-export';
import type { MapDrawing } from './map-geometry';
import type { MapModel } from './map-model';

type Format = 'png' | 'svg' | 'csv';
type Props = { drawing: MapDrawing; model: MapModel; meta: MapExportMeta };

/** The map's files: PNG, a real SVG (with key, base, border point of view and attribution), CSV with codes. */
export function MapExportMenu({ drawing, model, meta }: Props) {
  const [busy, setBusy] = useState(false);
  const save = async (format: Format) => {
    setBusy(true);
    try {
      if (format === 'csv') downloadText(mapCsv(model, meta), fileNameFor(meta.title, 'csv'), 'text/csv');
      else {
        const svg = mapSvg(drawing, model, meta);
        if (format === 'svg') downloadText(svg, fileNameFor(meta.title, 'svg'), 'image/svg+xml');
        else downloadBlob(await svgToPngBlob(svg), fileNameFor(meta.title, 'png'));
      }
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
          style={{ flexShrink: 0 }}
          leftSection={<IconDownload size={14} />}
          loading={busy}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void save('png')}>PNG image</Menu.Item>
        <Menu.Item onClick={() => void save('svg')}>SVG image (vector)</Menu.Item>
        <Menu.Item onClick={() => void save('csv')}>CSV with place codes</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
