import { describe, expect, it } from 'vitest';
import { marksNote, placeTimeMarks } from './chart-marks';

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

describe('marksNote', () => {
  it('lists every mark by UTC day, hour or group key; nothing without marks', () => {
    expect(
      marksNote([
        { at: '2026-11-15T00:00:00.000Z', label: 'Grant scheme announced', kind: 'event' },
        { at: '2026-11-02T13:00:00.000Z', label: 'Spike 10.6×', kind: 'spike' },
        { at: 'twitter', label: 'Campaign', kind: 'event' },
      ]),
    ).toBe('Marks: 2026-11-15 Grant scheme announced; 2026-11-02 13:00 UTC Spike 10.6×; twitter Campaign');
    expect(marksNote([])).toBeNull();
    expect(marksNote(undefined)).toBeNull();
  });
});
