import type { ChartMark } from './chart-config';
import type { ChartModel } from './chart-model';

type Placed = { category: string; mark: ChartMark };

/**
 * Where marks sit on a chart's category axis: the bucket holding a timeline mark's instant, the
 * group a distribution mark names. Marks outside the chart are left out.
 */
export function placeMarks(model: ChartModel, marks: readonly ChartMark[] | undefined): Placed[] {
  if (!marks?.length) return [];
  if (model.kind === 'timeline') return placeTimeMarks(model.rows, marks);
  const out: Placed[] = [];
  for (const mark of marks) {
    const row = model.rows.find((r) => r.key === mark.at);
    if (row) out.push({ category: row.name, mark });
  }
  return out;
}

/** Timeline marks on the bucket (`since`..`to`, both inclusive) holding their instant, by its label. */
export function placeTimeMarks(
  rows: readonly { label: string; since: string; to: string }[],
  marks: readonly ChartMark[] | undefined,
): Placed[] {
  const out: Placed[] = [];
  for (const mark of marks ?? []) {
    const at = Date.parse(mark.at);
    const row = rows.find((r) => Date.parse(r.since) <= at && at <= Date.parse(r.to));
    if (row) out.push({ category: row.label, mark });
  }
  return out;
}
