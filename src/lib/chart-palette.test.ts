import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, assignColors, preferredColor } from './chart-palette';

describe('chart palette', () => {
  it('gives a value the same colour whatever else is in the chart', () => {
    expect(preferredColor('news')).toBe(preferredColor('news'));
    const a = assignColors(['news']);
    const b = assignColors(['news', 'reddit']);
    expect(a.get('news')).toBe(b.get('news'));
  });
  it('never repeats a colour within one chart while the palette has room', () => {
    const values = Array.from({ length: CHART_PALETTE.length }, (_, i) => `v${i}`);
    expect(new Set(assignColors(values).values()).size).toBe(CHART_PALETTE.length);
  });
  it('still colours values beyond the palette size', () => {
    const values = Array.from({ length: 25 }, (_, i) => `v${i}`);
    expect(assignColors(values).size).toBe(25);
  });
});
