/**
 * Which slices of a donut get a label beside them: labels are placed where recharts puts them
 * (on the slice's middle angle, `radius` from the centre, anchored away from it) and kept from the
 * largest slice down while their boxes do not touch one kept before; slices under MIN_LABEL_SHARE
 * never get one. A slice without a label is still in the legend, with its value and share.
 */

/** Slices under 3 % of the donut are too thin to point at. */
export const MIN_LABEL_SHARE = 0.03;

export type LabelBox = { width: number; height: number };
type Rect = { left: number; right: number; top: number; bottom: number };

const RADIAN = Math.PI / 180;

/** A label's box around its anchor (recharts: `start` right of the centre, `end` left of it). */
function boxAt(angle: number, radius: number, size: LabelBox): Rect {
  const x = Math.cos(-angle * RADIAN) * radius;
  const y = Math.sin(-angle * RADIAN) * radius;
  const rounded = Math.round(x * 1e6) / 1e6;
  const left = rounded > 0 ? x : rounded < 0 ? x - size.width : x - size.width / 2;
  return { left, right: left + size.width, top: y - size.height / 2, bottom: y + size.height / 2 };
}

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * `values` in the donut's order (recharts draws them counter-clockwise from 3 o'clock over 360°);
 * `box(i)` the size of slice i's label. One flag per slice: whether its label is drawn.
 */
export function donutLabelsShown(
  values: readonly number[],
  radius: number,
  box: (index: number) => LabelBox,
): boolean[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  const shown = values.map(() => false);
  if (total <= 0) return shown;
  let start = 0;
  const slices = values.map((v, index) => {
    const share = Math.max(0, v) / total;
    const middle = (start + share / 2) * 360;
    start += share;
    return { index, share, rect: boxAt(middle, radius, box(index)) };
  });
  const kept: Rect[] = [];
  for (const s of [...slices].sort((a, b) => b.share - a.share || a.index - b.index)) {
    if (s.share < MIN_LABEL_SHARE || kept.some((k) => overlaps(k, s.rect))) continue;
    kept.push(s.rect);
    shown[s.index] = true;
  }
  return shown;
}
