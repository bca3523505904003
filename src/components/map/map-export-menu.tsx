import { downloadBlob, downloadText, fileNameFor } from '@/lib/download';
import { svgToPngBlob } from '@/lib/svg-raster';
import { FileMenu } from '../file-menu';
import { mapCsv, mapSvg, type MapExportMeta } from './map-export';
import type { MapDrawing } from './map-geometry';
import type { MapModel } from './map-model';

type Props = { drawing: MapDrawing; model: MapModel; meta: MapExportMeta };

/** The map's files: PNG, a real SVG (with key, base, border point of view and attribution), CSV with codes. */
export function MapExportMenu({ drawing, model, meta }: Props) {
  const svg = () => mapSvg(drawing, model, meta);
  return (
    <FileMenu
      choices={[
        {
          label: 'PNG image',
          save: async () => downloadBlob(await svgToPngBlob(svg()), fileNameFor(meta.title, 'png')),
        },
        {
          label: 'SVG image (vector)',
          save: () => downloadText(svg(), fileNameFor(meta.title, 'svg'), 'image/svg+xml'),
        },
        {
          label: 'CSV with place codes',
          save: () => downloadText(mapCsv(model, meta), fileNameFor(meta.title, 'csv'), 'text/csv'),
        },
      ]}
    />
  );
}
