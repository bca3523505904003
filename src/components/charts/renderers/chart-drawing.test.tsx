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

  it('leaves out a donut label that would touch a larger slice’s, drawn ones apart', () => {
    const counts = [640, 60, 55, 50, 45, 40, 35, 30, 25, 20];
    const many = buildDistributionModel(
      { dim: 'languages', top: 10, unit: 'count', base: 'all', hideOther: false, hideNone: false },
      {
        total: 1000,
        groups: counts.map((count, i) => ({ key: `l${i}`, name: `Language ${i}`, count })),
        complete: true,
      },
      null,
    );
    const { container } = render(
      <ChartDrawing {...drawing} model={many} colors={chartColors(many.rows)} type="donut" />,
    );
    // A slice's label: its value and its share, two lines.
    const labels = [...container.querySelectorAll('text')].filter(
      (t) => t.querySelectorAll('tspan').length === 2,
    );
    // Each label's box as drawn: anchored at (x, y), two 12 px lines, about 7 px a character.
    const boxes = labels.map((t) => {
      const x = Number(t.getAttribute('x'));
      const y = Number(t.getAttribute('y'));
      const width = Math.max(...[...t.querySelectorAll('tspan')].map((s) => s.textContent!.length)) * 7;
      const anchor = t.getAttribute('text-anchor');
      const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
      return { left, right: left + width, top: y - 14, bottom: y + 16 };
    });
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    expect(boxes.length).toBeLessThan(counts.filter((c) => c >= 30).length);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
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
