// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useSpecWindow, WindowMoment } from './use-spec-window';

const OPENED = Date.parse('2026-11-20T12:00:30Z');

describe('useSpecWindow', () => {
  it('resolves a preset at the moment its part of the page was given (a report: when it opened)', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(WindowMoment.Provider, { value: OPENED }, children);
    const { result } = renderHook(() => useSpecWindow({ range: '7d', tz: 'utc' }), { wrapper });
    expect(result.current).toEqual({ since: '2026-11-13T12:00:00.000Z', to: '2026-11-20T12:00:00.000Z' });
  });

  it('resolves a preset when it is chosen where no moment is given', () => {
    const before = Math.floor(Date.now() / 60_000) * 60_000;
    const { result } = renderHook(() => useSpecWindow({ range: '7d', tz: 'utc' }));
    expect(Date.parse(result.current.to)).toBeGreaterThanOrEqual(before);
  });
});
