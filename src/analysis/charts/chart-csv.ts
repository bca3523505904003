import Papa from 'papaparse';
import { SAFE_CSV } from '@/lib/csv-export';

export interface ChartCsvInput {
  title: string;
  /** What is counted, the workspace, filters, window and zone. */
  subtitle: string;
  notes?: readonly string[];
  /** Header cells of the numbers table. */
  columns: string[];
  rows: (string | number | null | undefined)[][];
}

// Numbers stay numbers (a negative change must not be escaped as a formula); text is escaped.
const cell = (v: string | number | null | undefined): string | number =>
  v === null || v === undefined ? '' : typeof v === 'number' ? Math.round(v * 100) / 100 : v;

/**
 * CSV of a chart's numbers: the title, subtitle and notes come first so a file opened on its own
 * says what it counts, then a blank line and the table. Cells that a spreadsheet would run as a
 * formula (a planted author "=HYPERLINK(…)") are escaped.
 */
export function toChartCsv({ title, subtitle, notes = [], columns, rows }: ChartCsvInput): string {
  return Papa.unparse(
    [
      ['Title', title],
      ['Subtitle', subtitle],
      ...notes.map((n) => ['Note', n]),
      [],
      columns,
      ...rows.map((r) => r.map(cell)),
    ],
    SAFE_CSV,
  );
}
