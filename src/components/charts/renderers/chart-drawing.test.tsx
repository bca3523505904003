// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIGHT_INK } from '@/components/chart-frame';
import { buildDistributionModel, buildTimelineModel } from '@/analysis/charts/chart-model';
import { chartColors } from '@/analysis/charts/chart-palette';
import { ChartDrawing } from './';

const model = buildDistributionModel(
  { dim: 'channels', top: 5, unit: 'count', base: 'all', hideOther: false, hideNone: false },
  {
    total: 9,
    groups: [
      { key: 'news', name: 'News', count: 6 },
      { key: 'x', name: 'X', count: 3 },
    ],
    complete: true,
  },
  null,
);
const drawing = {
  model,
  unit: 'count',
  compare: false,
  labels: false,
  ink: LIGHT_INK,
  colors: chartColors(model.rows),
  width: 480,
  height: 320,
} as const;

describe('ChartDrawing', () => {
  it('draws a type its measure draws with that type’s renderer', () => {
    const { container } = render(<ChartDrawing {...drawing} type="donut" />);
    expect(container.querySelector('svg.recharts-surface')).not.toBeNull();
    expect(container.querySelector('.recharts-pie')).not.toBeNull();
  });

  it('draws nothing for the table or for a type of the other measure', () => {
    expect(render(<ChartDrawing {...drawing} type="table" />).container).toBeEmptyDOMElement();
    expect(render(<ChartDrawing {...drawing} type="stacked" />).container).toBeEmptyDOMElement();
  });

  it('refuses an unknown chart type at compile time', () => {
    // @ts-expect-error "pie" is not a chart type: the typecheck fails if ChartDrawing accepts any string.
    const unknown = <ChartDrawing {...drawing} type="pie" />;
    expect(unknown.props.type).toBe('pie');
  });

  it('runs a 100 % stack of shares to 100 %, its ticks read as percentages', () => {
    const shares = buildTimelineModel(
      { interval: 'day', unit: 'percent', breakdown: 'channels' },
      {
        window: { since: '2026-11-01T00:00:00.000Z', to: '2026-11-02T23:59:59.999Z' },
        zone: 'UTC',
        current: {
          totalCount: 10,
          buckets: [
            {
              date: '2026-11-01T00:00:00Z',
              count: 7,
              groups: [
                { key: 'news', count: 4 },
                { key: 'x', count: 3 },
              ],
            },
            {
              date: '2026-11-02T00:00:00Z',
              count: 3,
              groups: [
                { key: 'news', count: 1 },
                { key: 'x', count: 2 },
              ],
            },
          ],
        },
      },
    );
    const { container } = render(
      <ChartDrawing
        {...drawing}
        model={shares}
        unit="percent"
        colors={chartColors(shares.series)}
        type="stacked"
      />,
    );
    const ticks = [
      ...container.querySelectorAll('text.recharts-cartesian-axis-tick-value[orientation="left"]'),
    ].map((t) => t.textContent);
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.at(-1)).toBe('100%');
    expect(ticks.every((t) => t?.endsWith('%'))).toBe(true);
  });
});
