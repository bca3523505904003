import type { ChartMark } from './chart-config';
import type { ChartModel } from './chart-model';

/**
 * Where marks sit on a chart's category axis: the bucket holding a timeline mark's instant, the
 * group a distribution mark names. Marks outside the chart are left out.
 */
export function placeMarks(
  model: ChartModel,
  marks: readonly ChartMark[] | undefined,
): { category: string; mark: ChartMark }[] {
  if (!marks?.length) return [];
  const out: { category: string; mark: ChartMark }[] = [];
  for (const mark of marks) {
    if (model.kind === 'distribution') {
      const row = model.rows.find((r) => r.key === mark.at);
      if (row) out.push({ category: row.name, mark });
      continue;
    }
    const at = Date.parse(mark.at);
    const row = model.rows.find((r) => Date.parse(r.since) <= at && at <= Date.parse(r.to));
    if (row) out.push({ category: row.label, mark });
  }
  return out;
}
