import type { ReactElement } from 'react';
import type { ChartInk } from '@/components/chart-frame';
import type { ChartMark } from '@/analysis/charts/chart-config';
import type { CategoryRow } from '@/analysis/charts/chart-buckets';
import type { DistributionModel, TimelineModel } from '@/analysis/charts/chart-model';
import type { TimeRow } from '@/analysis/charts/chart-timeline';

/** What every renderer gets beside its model. */
export interface DrawOptions {
  unit: 'count' | 'percent';
  compare: boolean;
  /** Values written on bars, points and slices. */
  labels: boolean;
  ink: ChartInk;
  colors: ReadonlyMap<string, string>;
  /** Fixed pixel size (exports, print); without it the chart fills its container's width. */
  width?: number;
  height?: number;
  /** Event annotations and spike markers, drawn on the chart and so carried by every export. */
  marks?: readonly ChartMark[];
  /** Click-through; absent in exports. */
  onGroup?: (row: CategoryRow) => void;
  onBucket?: (row: TimeRow, seriesKey: string | null) => void;
  /** A click on a spike mark's label (opens its explanation); absent in exports. */
  onMark?: (mark: ChartMark) => void;
  /** Why a group (or a series of a bucket) cannot be opened, or null when it can. */
  whyNot?: (key: string) => string | null;
}

export type DistributionRenderer = (props: DrawOptions & { model: DistributionModel }) => ReactElement;
export type TimelineRenderer = (props: DrawOptions & { model: TimelineModel }) => ReactElement;
