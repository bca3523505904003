import { describe, expect, it } from 'vitest';
import type { Annotation } from '@/analysis/annotations/annotations';
import { annotationDays, annotationMarks } from './annotation-marks';

const a = (start: string, end?: string, label = 'Statement'): Annotation => ({
  id: label + start,
  label,
  note: '',
  start,
  end,
  createdAt: start,
  updatedAt: start,
});
const window = { since: '2026-11-01T00:00:00.000Z', to: '2026-11-30T23:59:59.999Z' };

describe('annotationMarks', () => {
  it('marks a moment at its instant and leaves out annotations outside the window', () => {
    const marks = annotationMarks(
      [a('2026-11-12T00:00:00.000Z'), a('2026-10-01T00:00:00.000Z', undefined, 'Old')],
      window,
    );
    expect(marks).toEqual([{ at: '2026-11-12T00:00:00.000Z', label: 'Statement', kind: 'event' }]);
  });

  it('marks both ends of a range, clamped to the window', () => {
    const marks = annotationMarks(
      [a('2026-10-28T00:00:00.000Z', '2026-11-03T00:00:00.000Z', 'Strike')],
      window,
    );
    expect(marks.map((m) => m.at)).toEqual([window.since, '2026-11-03T00:00:00.000Z']);
    expect(marks.every((m) => m.kind === 'event' && m.label.includes('Strike'))).toBe(true);
  });

  it('writes days of a range, one day once', () => {
    expect(annotationDays(a('2026-11-12T00:00:00.000Z', '2026-11-14T00:00:00.000Z'))).toBe(
      '2026-11-12 → 2026-11-14',
    );
    expect(annotationDays(a('2026-11-12T00:00:00.000Z', '2026-11-12T00:00:00.000Z'))).toBe('2026-11-12');
  });
});
