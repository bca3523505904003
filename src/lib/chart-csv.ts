import Papa from 'papaparse';

export interface ChartCsvInput {
  title: string;
  subtitle: string;
  /** Header cells of the numbers table. */
  columns: string[];
  rows: (string | number | null | undefined)[][];
}

const cell = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? '' : typeof v === 'number' ? String(Math.round(v * 100) / 100) : v;

/**
 * CSV of a chart's numbers: the title and subtitle (workspace, filters, window, zone) come first
 * so a file opened on its own says what it counts, then a blank line and the table.
 */
export function toChartCsv({ title, subtitle, columns, rows }: ChartCsvInput): string {
  return Papa.unparse(
    [['Title', title], ['Subtitle', subtitle], [], columns, ...rows.map((r) => r.map(cell))],
    { newline: '\r\n' },
  );
}

/** A file-system-safe name from a chart title. */
export function fileNameFor(title: string, ext: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'chart'}.${ext}`;
}
