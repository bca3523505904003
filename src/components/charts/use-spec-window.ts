import { createContext, useContext, useMemo } from 'react';
import { resolveWindow, type DateRangeSearch } from '@/lib/date-range';
import type { ChartWindow } from './chart-describe';

/**
 * The moment a part of the page resolves its preset windows at ("last 30 days" as of when): a
 * report sets it when it opens or its window changes, so every block shows, and every export of it
 * writes, the same minutes. Without it, a preset resolves when it is chosen.
 */
export const WindowMoment = createContext<number | undefined>(undefined);

/** The absolute window of a chart's range; a preset resolves once per choice so query keys stay put. */
export function useSpecWindow(range: DateRangeSearch): ChartWindow {
  const { range: preset, since, to } = range;
  const at = useContext(WindowMoment);
  return useMemo(
    () => resolveWindow({ range: preset, since, to }, at ?? Date.now()),
    [preset, since, to, at],
  );
}
