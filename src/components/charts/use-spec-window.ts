import { useMemo } from 'react';
import { resolveWindow, type DateRangeSearch } from '@/lib/date-range';
import type { ChartWindow } from './chart-describe';

/** The absolute window of a chart's range; a preset resolves once per choice so query keys stay put. */
export function useSpecWindow(range: DateRangeSearch): ChartWindow {
  const { range: preset, since, to } = range;
  return useMemo(() => resolveWindow({ range: preset, since, to }, Date.now()), [preset, since, to]);
}
