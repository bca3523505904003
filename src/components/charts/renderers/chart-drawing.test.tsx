// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIGHT_INK } from '@/components/chart-frame';
import { buildDistributionModel } from '@/analysis/charts/chart-model';
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
});
