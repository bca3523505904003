import type { ChartModel } from './use-chart-data';

export interface TableData {
  columns: string[];
  rows: (string | number | null)[][];
}

/**
 * The numbers behind a chart, as the table view and the CSV show them: categories with count,
 * share and (comparing) the previous period; buckets with the total, each series and the
 * previous period's total at the same offset.
 */
export function toTableData(model: ChartModel, dimLabel: string, unit: 'count' | 'percent', compare: boolean): TableData {
  if (model.kind === 'distribution') {
    const columns = [dimLabel, 'Mentions', 'Share (%)'];
    if (compare) columns.push('Previous period', 'Change');
    const rows = model.rows.map((r) => {
      const row: (string | number | null)[] = [r.name, r.count, Math.round(r.percent * 100) / 100];
      if (compare) row.push(r.previous ?? 0, r.count - (r.previous ?? 0));
      return row;
    });
    return { columns, rows };
  }
  const value = unit === 'percent' ? ' (%)' : '';
  const columns = ['Period', `Total${value}`, ...model.series.map((s) => `${s.name}${value}`)];
  if (compare) columns.push(`Previous period${value}`);
  const rows = model.rows.map((r) => {
    const row: (string | number | null)[] = [r.label, r.total, ...model.series.map((s) => (r[s.dataKey] as number | undefined) ?? 0)];
    if (compare) row.push(r.previous ?? null);
    return row;
  });
  return { columns, rows };
}
