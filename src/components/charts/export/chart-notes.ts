import { marksNote } from '@/analysis/charts/chart-marks';
import type { ChartExport } from './types';

/**
 * The notes written under a chart in every export: the model's notes, the key of its numbered
 * marks, and last the one line of raw query for reproducing the numbers.
 */
export function chartNotes(chart: Pick<ChartExport, 'notes' | 'marks' | 'query'>): string[] {
  const marks = marksNote(chart.marks);
  return [...chart.notes, ...(marks ? [marks] : []), ...(chart.query ? [chart.query] : [])];
}
