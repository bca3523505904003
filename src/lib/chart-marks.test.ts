import { describe, expect, it } from 'vitest';
import { placeTimeMarks } from './chart-marks';

const hour = (h: number) => new Date(Date.UTC(2026, 10, 12, h)).toISOString();
const rows = [10, 11, 12].map((h) => ({
  label: `12 ${h}:00`,
  since: hour(h),
  to: new Date(Date.parse(hour(h + 1)) - 1).toISOString(),
}));

describe('placeTimeMarks', () => {
  it('puts a mark on the bucket holding its instant, both ends inclusive, and drops marks outside', () => {
    const placed = placeTimeMarks(rows, [
      { at: hour(11), label: 'Spike 3.0×', kind: 'spike' },
      { at: new Date(Date.parse(hour(12)) - 1).toISOString(), label: 'Late', kind: 'event' },
      { at: '2026-11-12T12:30:00.000Z', label: 'Statement', kind: 'event' },
      { at: hour(13), label: 'After', kind: 'event' },
      { at: hour(9), label: 'Before', kind: 'event' },
    ]);
    expect(placed.map((p) => [p.category, p.index, p.mark.label])).toEqual([
      ['12 11:00', 1, 'Spike 3.0×'],
      ['12 11:00', 1, 'Late'],
      ['12 12:00', 2, 'Statement'],
    ]);
  });
});
