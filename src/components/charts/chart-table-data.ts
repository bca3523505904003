import type { ChartModel } from '@/analysis/charts/chart-model';

export interface TableData {
  columns: string[];
  rows: (string | number | null)[][];
}

const round2 = (v: number | null | undefined) =>
  v === null || v === undefined ? null : Math.round(v * 100) / 100;

/**
 * The numbers behind a chart, as the table view and the CSV show them: groups with count, share
 * (of the stated base) and, comparing, the previous period's count and share and the change;
 * buckets with the total, each series and the previous period's total and series.
 */
export function toTableData(
  model: ChartModel,
  dimLabel: string,
  unit: 'count' | 'percent',
  compare: boolean,
): TableData {
  if (model.kind === 'distribution') {
    const columns = [dimLabel, 'Mentions', `Share (${model.baseLabel})`];
    if (compare) columns.push('Previous period', 'Previous share (%)', 'Change', 'Change (%)');
    const rows = model.rows.map((r) => {
      const row: (string | number | null)[] = [r.name, r.count, round2(r.percent)];
      if (compare) {
        const prev = r.previous ?? null;
        const change = prev === null ? null : r.count - prev;
        row.push(
          prev,
          round2(r.previousPercent),
          change,
          change === null || !prev ? null : round2((change / prev) * 100),
        );
      }
      return row;
    });
    return { columns, rows };
  }
  const value = unit === 'percent' ? ' (%)' : '';
  const columns = ['Period', `Total${value}`, ...model.series.map((s) => `${s.name}${value}`)];
  if (compare) columns.push(`Previous period${value}`);
  if (compare && model.previousSeries)
    columns.push(...model.series.map((s) => `${s.name}, previous${value}`));
  const rows = model.rows.map((r) => {
    const row: (string | number | null)[] = [
      r.label,
      round2(r.total),
      ...model.series.map((s) => round2(r[s.dataKey] as number | null | undefined) ?? 0),
    ];
    if (compare) row.push(round2(r.prevTotal));
    if (compare && model.previousSeries)
      row.push(...model.series.map((s) => round2(r[s.prevKey] as number | null | undefined)));
    return row;
  });
  return { columns, rows };
}
