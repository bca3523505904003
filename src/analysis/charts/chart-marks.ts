import type { ChartMark } from './chart-config';
import type { ChartModel } from './chart-model';

/**
 * A mark on a chart's category axis: the category's label, its position among the rows, and its
 * number (the label drawn on the chart; the key under the chart and the exports' notes name it).
 */
export type PlacedMark = { category: string; index: number; mark: ChartMark; n: number };

/**
 * Where marks sit on a chart's category axis: the bucket holding a timeline mark's instant, the
 * group a distribution mark names. Marks outside the chart are left out.
 */
export function placeMarks(model: ChartModel, marks: readonly ChartMark[] | undefined): PlacedMark[] {
  if (!marks?.length) return [];
  if (model.kind === 'timeline') return placeTimeMarks(model.rows, marks);
  const out: PlacedMark[] = [];
  numberMarks(marks).forEach(({ mark, n }) => {
    const index = model.rows.findIndex((r) => r.key === mark.at);
    if (index >= 0) out.push({ category: model.rows[index]!.name, index, mark, n });
  });
  return out;
}

/**
 * Marks numbered 1, 2, … in time order (group marks, which have no time, after them in their
 * order): the chart draws the number, the key under it and the exports' notes say what it is.
 */
export function numberMarks(marks: readonly ChartMark[] | undefined): { mark: ChartMark; n: number }[] {
  const time = (m: ChartMark) => {
    const t = /^\d{4}-\d\d-\d\dT/.test(m.at) ? Date.parse(m.at) : NaN;
    return Number.isNaN(t) ? Infinity : t;
  };
  return (marks ?? [])
    .map((mark, i) => ({ mark, i }))
    .sort((a, b) => time(a.mark) - time(b.mark) || a.i - b.i)
    .map(({ mark }, k) => ({ mark, n: k + 1 }));
}

/**
 * Rows for mark labels so that no two in a row overlap: labels `labelPx` wide at the centres of
 * their categories (`count` of them across `plotPx`); each takes the first row where it keeps
 * clear of the last label there. At most `maxRows` rows; past that the least crowded row is used.
 */
export function markRows(
  placed: readonly Pick<PlacedMark, 'index' | 'n'>[],
  count: number,
  plotPx: number,
  labelPx: (n: number) => number,
  maxRows = 3,
): Map<number, number> {
  const slot = plotPx / Math.max(1, count);
  const ends: number[] = [];
  const rows = new Map<number, number>();
  for (const p of [...placed].sort((a, b) => a.index - b.index || a.n - b.n)) {
    const x = (p.index + 0.5) * slot;
    const half = labelPx(p.n) / 2 + 2;
    let row = ends.findIndex((end) => x - half >= end);
    if (row < 0) row = ends.length < maxRows ? ends.length : ends.indexOf(Math.min(...ends));
    ends[row] = x + half;
    rows.set(p.n, row);
  }
  return rows;
}

/** Timeline marks on the bucket (`since`..`to`, both inclusive) holding their instant, by its label. */
export function placeTimeMarks(
  rows: readonly { label: string; since: string; to: string }[],
  marks: readonly ChartMark[] | undefined,
): PlacedMark[] {
  const out: PlacedMark[] = [];
  for (const { mark, n } of numberMarks(marks)) {
    const at = Date.parse(mark.at);
    const index = rows.findIndex((r) => Date.parse(r.since) <= at && at <= Date.parse(r.to));
    if (index >= 0) out.push({ category: rows[index]!.label, index, mark, n });
  }
  return out;
}

/** A mark's place in words: a UTC day, an hour (UTC) or, for distributions, its group key. */
export function markWhen(at: string): string {
  const ms = Date.parse(at);
  if (!/^\d{4}-\d\d-\d\dT/.test(at) || Number.isNaN(ms)) return at;
  const text = new Date(ms).toISOString();
  return text.slice(11, 16) === '00:00'
    ? text.slice(0, 10)
    : `${text.slice(0, 10)} ${text.slice(11, 16)} UTC`;
}

/**
 * Every mark in words, numbered as drawn on the chart, for an export's key ("Marks: (1) 2026-11-02
 * 13:00 UTC Spike 10.6×; (2) 2026-11-15 Grant scheme announced"). Null: no marks.
 */
export function marksNote(marks: readonly ChartMark[] | undefined): string | null {
  if (!marks?.length) return null;
  return `Marks: ${numberMarks(marks)
    .map(({ mark, n }) => `(${n}) ${markWhen(mark.at)} ${mark.label}`)
    .join('; ')}`;
}
