import { useChunk } from '@/hooks/use-chunk';
import { preloadableChunk } from '@/lib/preloadable-chunk';

export const chartModels = preloadableChunk(() => import('./chart-models'));

/** The chart models' code once it is in (fetched on mount while `enabled`); `undefined` until then. */
export const useChartModels = (enabled: boolean) => useChunk(chartModels, enabled ? 'mount' : false).loaded;
