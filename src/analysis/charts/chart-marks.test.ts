import { describe, expect, it } from 'vitest';
import { markRows, marksNote, numberMarks, placeTimeMarks } from './chart-marks';

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
    expect(placed.map((p) => [p.category, p.index, p.mark.label, p.n])).toEqual([
      ['12 11:00', 1, 'Spike 3.0×', 2],
      ['12 11:00', 1, 'Late', 3],
      ['12 12:00', 2, 'Statement', 4],
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
    ).toBe(
      'Marks: (1) 2026-11-02 13:00 UTC Spike 10.6×; (2) 2026-11-15 Grant scheme announced; (3) twitter Campaign',
    );
    expect(marksNote([])).toBeNull();
    expect(marksNote(undefined)).toBeNull();
  });
});

describe('numberMarks and markRows', () => {
  it('numbers marks in time order, ties in their given order', () => {
    const n = numberMarks([
      { at: '2026-11-15T00:00:00.000Z', label: 'b', kind: 'event' },
      { at: '2026-11-02T00:00:00.000Z', label: 'a', kind: 'spike' },
      { at: '2026-11-15T00:00:00.000Z', label: 'c', kind: 'spike' },
    ]);
    expect(n.map((m) => `${m.n}${m.mark.label}`)).toEqual(['1a', '2b', '3c']);
  });
  it('puts neighbours that would touch on other rows, and far marks back on the first', () => {
    const placed = [0, 1, 2, 3, 20].map((index, k) => ({ index, n: k + 1 }));
    // 30 categories over 300 px: 10 px apart; labels 14 px wide need two rows.
    const rows = markRows(placed, 30, 300, () => 14);
    expect([1, 2, 3, 4, 5].map((n) => rows.get(n))).toEqual([0, 1, 0, 1, 0]);
    // Wide apart: one row.
    const wide = markRows(placed, 30, 3000, () => 14);
    expect([...wide.values()].every((r) => r === 0)).toBe(true);
  });
});
