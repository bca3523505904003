import type { Annotation } from '@/analysis/annotations/annotations';
import { annotationsInWindow } from '@/analysis/annotations/annotations';
import type { ChartMark } from '@/analysis/charts/chart-config';

/**
 * A workspace's annotations as chart marks for one window: a moment at its day, a range at its
 * start (or the window's start, when it began before) and its end. Marks go into the drawing and
 * so into every export.
 */
export function annotationMarks(
  list: readonly Annotation[],
  window: { since: string; to: string },
): ChartMark[] {
  return annotationsInWindow(list, window).flatMap((a): ChartMark[] => {
    const start = Date.parse(a.start) < Date.parse(window.since) ? window.since : a.start;
    if (!a.end) return [{ at: start, label: a.label, kind: 'event' }];
    const end = Date.parse(a.end) > Date.parse(window.to) ? window.to : a.end;
    return [
      { at: start, label: `${a.label} ▸`, kind: 'event' },
      { at: end, label: `◂ ${a.label}`, kind: 'event' },
    ];
  });
}

/** "2026-11-12" or "2026-11-12 → 2026-11-14" (UTC days, like the timelines' buckets). */
export function annotationDays(a: Pick<Annotation, 'start' | 'end'>): string {
  const day = (iso: string) => iso.slice(0, 10);
  return a.end && day(a.end) !== day(a.start) ? `${day(a.start)} → ${day(a.end)}` : day(a.start);
}
