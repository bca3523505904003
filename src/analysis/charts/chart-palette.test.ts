import { describe, expect, it } from 'vitest';
import {
  CHART_PALETTE,
  NONE_COLOR,
  OTHER_COLOR,
  assignColors,
  chartColors,
  polarityColor,
  preferredColor,
} from './chart-palette';

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

describe('chartColors', () => {
  it('colours polarity categories semantically and specials in greys', () => {
    const colors = chartColors([
      { key: '1:c0', name: 'Positive' },
      { key: '1:c1', name: 'Neutral' },
      { key: '1:c2', name: 'Negative' },
      { key: 'o', name: 'Other', special: 'other' },
      { key: 'n', name: 'No value', special: 'none' },
    ]);
    expect(colors.get('1:c0')).toBe('#009E73');
    expect(colors.get('1:c2')).toBe('#D55E00');
    expect(colors.get('1:c1')).toBe('#8C8C8C');
    expect(colors.get('o')).toBe(OTHER_COLOR);
    expect(colors.get('n')).toBe(NONE_COLOR);
  });
  it('keeps the palette when not every group is polarity-like', () => {
    const colors = chartColors([
      { key: 'a', name: 'Positive' },
      { key: 'b', name: 'Economy' },
    ]);
    expect(colors.get('a')).toBe(assignColors(['a', 'b']).get('a'));
    expect(polarityColor('Very negative')).toBe('#D55E00');
    expect(polarityColor('Negotiation')).toBeUndefined();
  });
});
