import { FileMenu } from '../file-menu';
import type { ChartFileFormat } from './export/chart-files';
import type { ChartExport } from './export/types';

type Props = { chart: ChartExport | null; dateLine: () => string };

const FORMATS: [ChartFileFormat, string][] = [
  ['png', 'PNG image, white background'],
  ['png-transparent', 'PNG image, transparent background'],
  ['svg', 'SVG image (vector)'],
  ['csv', 'CSV of the numbers'],
  ['xlsx', 'Excel workbook (.xlsx)'],
];

/** A chart's own files: PNG (light or transparent), SVG (the chart's own vector drawing) and its numbers as CSV or Excel. */
export function ChartExportMenu({ chart, dateLine }: Props) {
  return (
    <FileMenu
      disabled={!chart}
      choices={FORMATS.map(([format, label]) => ({
        label,
        save: async () => {
          if (!chart) return;
          // The exporters (off-screen drawing, CSV) load with the first export, not with the page.
          const { saveChartFile } = await import('./export/chart-files');
          await saveChartFile(chart, format, dateLine());
        },
      }))}
    />
  );
}
