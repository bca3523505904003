import { effectiveChartType, type ChartSpec } from '@/analysis/charts/chart-config';
import type { ChartModel } from '@/analysis/charts/chart-model';
import type { TableData } from './chart-table-data';
import type { ChartExport } from './export/types';

/** The name of a chart table's first column: the groups' dimension, the workspaces, or the period. */
export function tableLabel(spec: ChartSpec, dimLabel: string): string {
  if (spec.options.measure !== 'distribution') return 'Period';
  return spec.voices ? 'Workspace' : dimLabel;
}

/** The words a chart carries beside its numbers (chartTitle, chartSubtitle, chartProvenance, ...). */
export interface ChartWords {
  title: string;
  subtitle: string;
  caption?: string;
  provenance: string;
  query?: string;
}

/**
 * A chart as every export writes it: the panel's export menu and a report's exports assemble it
 * here, from the same model and words the panel shows. A table chart is written as bars (a
 * distribution) or lines (a timeline).
 */
export function toChartExport(
  spec: ChartSpec,
  model: ChartModel,
  table: TableData,
  words: ChartWords,
): ChartExport {
  const o = spec.options;
  const type = effectiveChartType(o);
  return {
    ...words,
    notes: model.notes,
    model,
    type: type === 'table' ? (o.measure === 'distribution' ? 'bar' : 'line') : type,
    unit: o.unit,
    compare: o.compare,
    labels: o.labels,
    marks: spec.marks,
    table,
  };
}
