import type { ComponentProps } from 'react';
import type { Tooltip } from 'recharts';
import type { TimelineModel } from '@/analysis/charts/chart-model';
import { TOTAL_COLOR } from '@/analysis/charts/chart-palette';
import { ChartTooltip } from './chart-tooltip';
import type { DrawOptions } from './types';

export interface DrawnSeries {
  dataKey: string;
  prevKey: string;
  key: string;
  name: string;
  color: string;
}

/** The series a timeline draws: its breakdown, or the total alone. */
export function timelineSeriesOf(model: TimelineModel, colors: ReadonlyMap<string, string>): DrawnSeries[] {
  if (model.series.length === 0)
    return [{ dataKey: 'total', prevKey: 'prevTotal', key: 'total', name: 'Mentions', color: TOTAL_COLOR }];
  return model.series.map((s) => ({ ...s, color: colors.get(s.key) ?? TOTAL_COLOR }));
}

/** Tooltip props shared by the timeline renderers: neutral text, swatches, the click hint. */
export function TimelineTooltip(model: TimelineModel, o: DrawOptions): ComponentProps<typeof Tooltip> {
  const colorByKey = new Map(
    timelineSeriesOf(model, o.colors).flatMap((s) => [
      [s.dataKey, s.color] as const,
      [s.prevKey, s.color] as const,
    ]),
  );
  return {
    isAnimationActive: false,
    allowEscapeViewBox: { x: false, y: false },
    wrapperStyle: { pointerEvents: 'none', zIndex: 2 },
    content: (p) => (
      <ChartTooltip
        {...p}
        ink={o.ink}
        unit={o.unit}
        previousOf={(k) =>
          k === 'total'
            ? 'prevTotal'
            : /^s\d+$/.test(k) && model.previousSeries
              ? `p${k.slice(1)}`
              : undefined
        }
        colorOf={(e) =>
          e.dataKey === 'prevTotal' && model.series.length > 0
            ? o.ink.dimmed
            : (colorByKey.get(String(e.dataKey)) ?? o.ink.dimmed)
        }
        title={(e) =>
          String(e.payload?.label ?? '').replace(/ \*$/, e.payload?.partial ? ' (partial bucket)' : '')
        }
        hint={() =>
          model.series.length
            ? 'Click a segment or point to open that series’ mentions'
            : 'Click to open these mentions'
        }
      />
    ),
  };
}
