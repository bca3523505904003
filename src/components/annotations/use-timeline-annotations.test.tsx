// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { addAnnotation, removeAnnotation } from '@/analysis/annotations/annotation-store';
import { useTimelineAnnotations } from './use-timeline-annotations';

const WINDOW = { since: '2026-11-01T00:00:00.000Z', to: '2026-11-30T23:59:59.999Z' };

beforeEach(() => localStorage.clear());

describe('useTimelineAnnotations', () => {
  it('answers the window’s marks once the store is in, and follows every change', async () => {
    const inside = addAnnotation(7, { label: 'Statement', start: '2026-11-12T09:30:00.000Z' });
    addAnnotation(7, { label: 'Before the window', start: '2026-10-02T09:30:00.000Z' });
    addAnnotation(8, { label: 'Other workspace', start: '2026-11-12T09:30:00.000Z' });
    const { result } = renderHook(() => useTimelineAnnotations(7, WINDOW));
    await waitFor(() => expect(result.current.stored).toBe(2));
    expect(result.current.shown.map((a) => a.label)).toEqual(['Statement']);
    expect(result.current.marks).toEqual([{ at: inside.start, label: 'Statement', kind: 'event' }]);

    act(
      () =>
        void addAnnotation(7, {
          label: 'Vote',
          start: '2026-11-20T00:00:00.000Z',
          end: '2026-11-22T00:00:00.000Z',
        }),
    );
    expect(result.current.marks.map((m) => m.label)).toEqual(['Statement', 'Vote ▸', '◂ Vote']);
    act(() => void removeAnnotation(7, inside.id));
    expect(result.current.shown.map((a) => a.label)).toEqual(['Vote']);
  });
});
