// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildDistributionModel, buildTimelineModel } from '@/analysis/charts/chart-model';
import { toTableData } from '@/components/charts/chart-table-data';
import { composeChartSvg, wrapText } from './compose-svg';
import { pptxChart } from './pptx-chart';
import type { ChartExport } from './types';
import { toWinAnsi } from './win-ansi';

const distribution = buildDistributionModel(
  { dim: 'channels', top: 2, unit: 'count', base: 'all', hideOther: false, hideNone: false },
  {
    total: 10,
    groups: [
      { key: 'news', name: 'News', count: 6 },
      { key: 'x', name: 'X', count: 3 },
      { key: 'vk', name: 'VK', count: 1 },
    ],
    complete: true,
  },
  {
    total: 8,
    groups: [
      { key: 'news', name: 'News', count: 4 },
      { key: 'vk', name: 'VK', count: 4 },
    ],
    complete: true,
  },
);
const chart = (over: Partial<ChartExport>): ChartExport => ({
  title: 'Mentions by channel',
  subtitle: 'Mentions',
  provenance: 'Energy · No filters · Last 30 days',
  notes: [],
  model: distribution,
  type: 'bar',
  unit: 'count',
  compare: true,
  labels: false,
  table: toTableData(distribution, 'Channel', 'count', true),
  ...over,
});

describe('composeChartSvg', () => {
  it('writes one standalone SVG: the chart’s own drawing with title, legend and provenance as SVG text', () => {
    const drawing = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    drawing.setAttribute('width', '600');
    drawing.setAttribute('height', '300');
    drawing.innerHTML = '<rect x="0" y="0" width="10" height="20" fill="#0072B2"></rect>';
    const { svg, height } = composeChartSvg({
      title: 'Mentions by channel',
      subtitle: 'Mentions · total 10',
      chart: drawing,
      legend: [{ key: 'p', label: 'Previous period', color: '#888', style: 'hatched' }],
      provenance: 'Energy <team> · No filters',
      width: 640,
      background: 'light',
    });
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.documentElement.nodeName).toBe('svg');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(svg).not.toContain('foreignObject');
    expect([...doc.querySelectorAll('text')].map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['Mentions by channel', 'Previous period', 'Energy <team> · No filters']),
    );
    expect(doc.querySelector('rect[fill="#0072B2"]')).not.toBeNull();
    expect(height).toBeGreaterThan(300);
  });
  it('wraps long lines by width', () => {
    expect(wrapText('one two three four five six', 70, 12)).toEqual(['one two', 'three four', 'five six']);
  });
});

describe('pptxChart', () => {
  it('writes a distribution with its previous period as a second series, numbers as they are', () => {
    const [part] = pptxChart(chart({}), new Map());
    expect(part!.type).toBe('bar');
    expect(part!.data.map((s) => [s.name, s.labels, s.values])).toEqual([
      ['This period', ['News', 'X', 'Other'], [6, 3, 1]],
      ['Previous period', ['News', 'X', 'Other'], [4, 0, 4]],
    ]);
  });
  it('adds each series’ previous as dashed lines over a compared timeline', () => {
    const model = buildTimelineModel(
      { interval: 'day', unit: 'count', breakdown: 'channels' },
      {
        window: { since: '2026-11-01T00:00:00.000Z', to: '2026-11-01T23:59:59.999Z' },
        zone: 'UTC',
        current: {
          totalCount: 3,
          buckets: [{ date: '2026-11-01T00:00:00Z', count: 3, groups: [{ key: 'news', count: 3 }] }],
        },
        previous: {
          totals: { totalCount: 2, buckets: [{ date: '2026-10-31T00:00:00Z', count: 2 }] },
          series: {
            totalCount: 2,
            buckets: [{ date: '2026-10-31T00:00:00Z', count: 2, groups: [{ key: 'news', count: 2 }] }],
          },
          seriesExact: true,
        },
      },
    );
    const parts = pptxChart(chart({ model, type: 'stacked' }), new Map());
    expect(parts.map((p) => [p.type, p.options.barGrouping ?? p.options.lineDash])).toEqual([
      ['bar', 'stacked'],
      ['line', 'dash'],
    ]);
    expect(parts[1]!.data[0]).toMatchObject({ name: 'news (previous)', values: [2] });
    // A mark in a bucket numbers that bucket's category label (the slide's foot names it).
    const marked = pptxChart(
      chart({ model, type: 'line', marks: [{ at: model.rows[0]!.since, label: 'Event', kind: 'event' }] }),
      new Map(),
    );
    expect(marked[0]!.data[0]!.labels[0]).toBe(`${model.rows[0]!.label} [1]`);
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1 and typographic punctuation, replaces the rest readably', () => {
    expect(toWinAnsi('Müller – “quoted” · 2026-10-01 → −5 日本')).toBe(
      'Müller – “quoted” · 2026-10-01 – -5 ??',
    );
  });
});
