import { describe, expect, it } from 'vitest';
import { donutLabelsShown, MIN_LABEL_SHARE } from './donut-labels';

const BOX = { width: 48, height: 30 };
const RADIUS = 140;
const RADIAN = Math.PI / 180;

/** The boxes of the labels drawn, placed as recharts places them. */
function keptBoxes(values: number[], shown: boolean[]) {
  const total = values.reduce((a, b) => a + b, 0);
  let start = 0;
  return values.flatMap((v, i) => {
    const mid = (start + v / total / 2) * 360;
    start += v / total;
    if (!shown[i]) return [];
    const x = Math.cos(-mid * RADIAN) * RADIUS;
    const y = Math.sin(-mid * RADIAN) * RADIUS;
    const left = x > 1e-6 ? x : x < -1e-6 ? x - BOX.width : x - BOX.width / 2;
    return [{ left, right: left + BOX.width, top: y - BOX.height / 2, bottom: y + BOX.height / 2 }];
  });
}

describe('donutLabelsShown', () => {
  // One large slice and a run of small ones side by side: their labels would stack.
  const values = [640, 60, 55, 50, 45, 40, 35, 30, 25, 20];

  it('draws no two labels whose boxes touch, the largest slices first', () => {
    const shown = donutLabelsShown(values, RADIUS, () => BOX);
    const boxes = keptBoxes(values, shown);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
    expect(shown[0]).toBe(true);
    expect(shown[1]).toBe(true);
    // Some small slices lose their label (they stay in the legend).
    expect(shown.filter(Boolean).length).toBeLessThan(values.length);
  });

  it('labels every slice that has room, but none under the minimum share', () => {
    expect(donutLabelsShown([50, 30, 20], RADIUS, () => BOX)).toEqual([true, true, true]);
    const tiny = donutLabelsShown([100 - MIN_LABEL_SHARE * 50, MIN_LABEL_SHARE * 50], RADIUS, () => BOX);
    expect(tiny).toEqual([true, false]);
    expect(donutLabelsShown([0, 0], RADIUS, () => BOX)).toEqual([false, false]);
  });
});
