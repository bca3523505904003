import type { ChartMark } from './chart-config';
import type { ChartModel } from './chart-model';

/** A mark on a chart's category axis: the category's label and its position among the rows. */
export type PlacedMark = { category: string; index: number; mark: ChartMark };

/**
 * Where marks sit on a chart's category axis: the bucket holding a timeline mark's instant, the
 * group a distribution mark names. Marks outside the chart are left out.
 */
export function placeMarks(model: ChartModel, marks: readonly ChartMark[] | undefined): PlacedMark[] {
  if (!marks?.length) return [];
  if (model.kind === 'timeline') return placeTimeMarks(model.rows, marks);
  const out: PlacedMark[] = [];
  for (const mark of marks) {
    const index = model.rows.findIndex((r) => r.key === mark.at);
    if (index >= 0) out.push({ category: model.rows[index]!.name, index, mark });
  }
  return out;
}

/** Timeline marks on the bucket (`since`..`to`, both inclusive) holding their instant, by its label. */
export function placeTimeMarks(
  rows: readonly { label: string; since: string; to: string }[],
  marks: readonly ChartMark[] | undefined,
): PlacedMark[] {
  const out: PlacedMark[] = [];
  for (const mark of marks ?? []) {
    const at = Date.parse(mark.at);
    const index = rows.findIndex((r) => Date.parse(r.since) <= at && at <= Date.parse(r.to));
    if (index >= 0) out.push({ category: rows[index]!.label, index, mark });
  }
  return out;
}
