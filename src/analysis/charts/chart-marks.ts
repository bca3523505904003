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

/** A mark's place in words: a UTC day, an hour (UTC) or, for distributions, its group key. */
function markWhen(at: string): string {
  const ms = Date.parse(at);
  if (!/^\d{4}-\d\d-\d\dT/.test(at) || Number.isNaN(ms)) return at;
  const text = new Date(ms).toISOString();
  return text.slice(11, 16) === '00:00'
    ? text.slice(0, 10)
    : `${text.slice(0, 10)} ${text.slice(11, 16)} UTC`;
}

/**
 * Every mark in words, for an export's notes ("Marks: 2026-11-15 Grant scheme announced; …"):
 * labels drawn on neighbouring buckets may overlap, so an export also lists them. Null: no marks.
 */
export function marksNote(marks: readonly ChartMark[] | undefined): string | null {
  if (!marks?.length) return null;
  return `Marks: ${marks.map((m) => `${markWhen(m.at)} ${m.label}`).join('; ')}`;
}
