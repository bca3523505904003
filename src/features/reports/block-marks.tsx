import type { ReactNode } from 'react';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import { useBlockMarks } from './use-block-marks';

type Props = { spec: ChartSpec; children: (spec: ChartSpec) => ReactNode };

/** A timeline block's spec with the marks of the window shown (loaded with the first timeline block). */
export function BlockMarks({ spec, children }: Props) {
  return children(useBlockMarks(spec));
}
