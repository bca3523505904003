import type { ChartMark, ChartType } from '@/analysis/charts/chart-config';
import type { ChartModel } from '@/analysis/charts/chart-model';
import type { PeriodChange } from '@/analysis/charts/period-change';
import type { TableData } from '@/components/charts/chart-table-data';
import type { TraceFigure } from '@/analysis/coordination/trace-figure';
import type { MapExport } from '@/components/map/map-export';

/**
 * Everything an export needs to write one chart on its own: the model (numbers), how it is drawn,
 * and the words around it. PNG, SVG, PDF and PPTX all read this one shape.
 *
 * Marks (event annotations, spike markers): put them in `marks`. The drawing (and so SVG, PNG and
 * PDF) draws them as reference lines; PPTX lists them under its native chart.
 */
export interface ChartExport {
  title: string;
  /** Counts or shares (of which base), the change against the previous period. */
  subtitle: string;
  /** A report's caption for the chart. */
  caption?: string;
  /** Workspace · filters (in words) · window · zone. */
  provenance: string;
  /** The filters' raw query as one line, for reproducing the numbers (filtersQueryLine). */
  query?: string;
  notes: string[];
  model: ChartModel;
  type: ChartType;
  unit: 'count' | 'percent';
  compare: boolean;
  labels: boolean;
  marks?: readonly ChartMark[];
  /** The numbers as the table view shows them (CSV, PPTX tables). */
  table: TableData;
}

/** A key-figure tile: a total and its change against the previous period. */
export interface FigureExport {
  label: string;
  caption?: string;
  value: number;
  change: PeriodChange | null;
  provenance: string;
  query?: string;
}

export type ExportBlock =
  | { kind: 'chart'; chart: ChartExport }
  | { kind: 'text'; markdown: string }
  | { kind: 'figure'; figure: FigureExport }
  | { kind: 'trace'; trace: TraceFigure; caption?: string }
  | { kind: 'map'; map: MapExport };

/** A whole report as the PDF and PPTX exports write it. */
export interface ReportDocument {
  title: string;
  subtitle?: string;
  /** "Exported 2026-11-20 14:02 (Europe/Berlin)". */
  dateLine: string;
  /** data: URL of a PNG or JPEG logo. */
  logo?: string;
  blocks: ExportBlock[];
}

/**
 * A report's files: its document, computed from the blocks' specs when asked (features/reports
 * export/report-export.ts); `onProgress` hears how many blocks are still loading. It rejects
 * naming the block that failed.
 */
export interface ReportFiles {
  document: (onProgress?: (pending: number) => void) => Promise<ReportDocument>;
}
