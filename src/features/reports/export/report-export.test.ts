// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { useMapFigure } from '@/components/map/use-map-figure';
import { ChartSpecSchema } from '@/analysis/charts/chart-config';
import { createReport, type Block, type Report } from '@/analysis/reports/report-store';
import type { TraceBlock } from '@/analysis/reports/trace-block';
import { analyticsQueries } from '@/api/analytics';
import { ASSUMED_CAPABILITIES, loadCapabilities, sessionKey } from '@/api/capabilities';
import { createTestQueryClient } from '@/test/render';
import { filtersToQuery } from '@/filters/mention-filters-url';
import { resolveWindow } from '@/lib/date-range';
import { blockExport } from './block-exports';
import { buildReportDocument } from './report-export';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const range = {
  range: 'custom' as const,
  since: '2026-11-01T00:00:00Z',
  to: '2026-11-11T00:00:00Z',
  tz: 'utc' as const,
};
const chartSpec = (options: Record<string, unknown>) =>
  ChartSpecSchema.parse({ workspaceId: 7, workspaceName: 'Energy', filters: {}, range, options });

/** A stand-in for the service: counts per window (the current one 120, any earlier one 100), two states. */
function stubService(fail?: RegExp) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://x.test');
    asked.push(`${url.pathname}${url.search}`);
    if (fail?.test(url.pathname)) return Response.json({ error: 'boom' }, { status: 400 });
    if (url.pathname.includes('albers'))
      return Response.json(JSON.parse(readFileSync('node_modules/us-atlas/states-albers-10m.json', 'utf8')));
    if (url.pathname.endsWith('/locations'))
      return Response.json({
        name: 'Locations',
        results: [
          {
            id: 48,
            name: 'Texas',
            level: 'state',
            parent_id: null,
            parent_level: null,
            key: 'tx',
            standard: [{ type: 'fips', code: '48' }],
          },
          {
            id: 6,
            name: 'California',
            level: 'state',
            parent_id: null,
            parent_level: null,
            key: 'ca',
            standard: [{ type: 'fips', code: '06' }],
          },
        ],
        pagination: { total: 2, limit: 500, offset: 0, hasMore: false },
      });
    const current = url.searchParams.get('since') === range.since;
    const total = current ? 120 : 100;
    if (url.pathname.endsWith('/distribution')) {
      const by = url.searchParams.get('group_by');
      const groups =
        by === 'locations.state'
          ? [{ key: '48', name: 'Texas', count: 90, percentage: 75 }]
          : [
              { key: 'news', name: 'News', count: total - 20, percentage: 0 },
              { key: 'blogs', name: 'Blogs', count: 20, percentage: 0 },
            ];
      return Response.json({ groupBy: by, totalCount: total, groups });
    }
    if (url.pathname.endsWith('/timeline'))
      return Response.json({
        totalCount: total,
        buckets: [{ date: url.searchParams.get('since'), count: total }],
      });
    return Response.json({ error: 'not here' }, { status: 404 });
  });
  return asked;
}

beforeAll(async () => {
  // The reference server as this tab learnt it: grouping by place offered.
  const caps = { ...ASSUMED_CAPABILITIES, isReference: true, locationGroupBy: true };
  sessionStorage.setItem(`narrative-desk.capabilities.${sessionKey()}`, JSON.stringify(caps));
  await loadCapabilities();
});
afterEach(() => vi.unstubAllGlobals());

const chartBlock: Block = {
  id: 'c1',
  kind: 'chart',
  title: 'Where it ran',
  spec: chartSpec({ measure: 'distribution', dim: 'channels', chart: 'bar', compare: true }),
};
const figureBlock: Block = { id: 'f1', kind: 'figure', label: 'All mentions', spec: chartSpec({}) };
const textBlock: Block = { id: 't1', kind: 'text', markdown: 'Window: {{since}} to {{to}}' };
const mapBlock: Block = {
  id: 'm1',
  kind: 'map',
  spec: {
    workspaceId: 7,
    workspaceName: 'Energy',
    filters: chartSpec({}).filters,
    range,
    level: 'state',
    measure: 'count',
  },
};
const traceBlock: TraceBlock = {
  id: 'r1',
  kind: 'trace',
  caption: 'How it spread',
  figure: { subtitle: 'Energy', zone: 'UTC' } as TraceBlock['figure'],
};
const report = (blocks: Block[]): Report => ({ ...createReport('Weekly'), window: range, blocks });
const ctx = (blocks: Block[]) => ({ qc: createTestQueryClient(), report: report(blocks), now: NOW });

describe('a block’s export, computed from its spec', () => {
  it('text: the markdown with the report’s placeholders filled', async () => {
    expect(await blockExport(textBlock, ctx([textBlock]))).toEqual({
      kind: 'text',
      markdown: 'Window: 2026-11-01 to 2026-11-11',
    });
  });

  it('trace: the pinned figure and its caption as pinned', async () => {
    expect(await blockExport(traceBlock, ctx([traceBlock]))).toEqual({
      kind: 'trace',
      trace: traceBlock.figure,
      caption: 'How it spread',
    });
  });

  it('figure: the window’s total and its change against the previous window', async () => {
    stubService();
    const out = await blockExport(figureBlock, ctx([figureBlock]));
    expect(out.kind === 'figure' && out.figure).toMatchObject({ label: 'All mentions', value: 120 });
    expect(out.kind === 'figure' && out.figure.change).toMatchObject({ current: 120, previous: 100 });
    expect(out.kind === 'figure' && out.figure.provenance).toMatch(/^Energy · No filters · 2026-11-01/);
  });

  it('chart: the model, table and words the panel shows, under the block’s own title', async () => {
    stubService();
    const out = await blockExport(chartBlock, ctx([chartBlock]));
    if (out.kind !== 'chart') throw new Error('not a chart');
    expect(out.chart.title).toBe('Where it ran');
    expect(out.chart.model.total).toBe(120);
    expect(out.chart.model.change).toMatchObject({ current: 120, previous: 100 });
    expect(out.chart.subtitle).toContain('total 120 vs 100');
    expect(out.chart.table.rows.length).toBeGreaterThan(0);
  });

  it('chart: reads what a shown chart already fetched from the cache, asking nothing twice', async () => {
    const asked = stubService();
    const c = ctx([chartBlock]);
    await blockExport(chartBlock, c);
    const counts = () => asked.filter((a) => a.includes('/analytics/'));
    const first = counts().length;
    await blockExport(chartBlock, c);
    expect(first).toBeGreaterThan(0);
    expect(counts()).toHaveLength(first);
    // The very query the chart's view asks (use-distribution-data.ts) is the one in the cache.
    const window = resolveWindow(range, NOW);
    const key = analyticsQueries.distribution(7, {
      ...filtersToQuery({}),
      ...window,
      group_by: 'channels',
      limit: 1000,
    });
    expect(c.qc.getQueryData(key.queryKey)?.totalCount).toBe(120);
  });

  it('map: the places’ counts joined to their shapes, with the map’s words', async () => {
    stubService();
    const out = await blockExport(mapBlock, ctx([mapBlock]));
    if (out.kind !== 'map') throw new Error('not a map');
    expect(out.map.title).toBe('Mentions by US state');
    expect(out.map.places.map((p) => [p.name, p.count])).toEqual([['Texas', 90]]);
  });
});

/** The questions a client asked and had answered, sorted. */
const answeredKeys = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.dataUpdateCount > 0)
    .map((q) => q.queryHash)
    .sort();

describe('a map block, on screen and in a report export', () => {
  it('asks the very questions the map’s view asks, and draws the same places', async () => {
    stubService();
    const lift = { ...mapBlock, spec: { ...mapBlock.spec, measure: 'lift' as const } };
    const window = resolveWindow(range, NOW);
    const shown = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: shown }, children);
    const { result } = renderHook(
      () =>
        useMapFigure({
          ...lift.spec,
          window,
          tz: 'UTC',
          stateId: undefined,
          publisher: false,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 20_000 });
    const c = ctx([lift]);
    const out = await blockExport(lift, c);
    if (out.kind !== 'map' || result.current.status !== 'ready') throw new Error('not a map');
    expect(answeredKeys(c.qc)).toEqual(answeredKeys(shown));
    expect(answeredKeys(c.qc).filter((k) => k.includes('distribution'))).toHaveLength(2);
    expect(out.map.places.map((p) => [p.name, p.count])).toEqual(
      result.current.model.rows.filter((r) => r.count > 0).map((r) => [r.name, r.count]),
    );
  });
});

describe('a report’s document, from blocks that never mounted', () => {
  it('holds every block in order and counts down the blocks still loading', async () => {
    stubService();
    const blocks = [textBlock, chartBlock, figureBlock, mapBlock, traceBlock];
    const progress: number[] = [];
    const doc = await buildReportDocument(createTestQueryClient(), report(blocks), {
      now: NOW,
      onProgress: (n) => progress.push(n),
    });
    expect(doc.title).toBe('Weekly');
    expect(doc.blocks.map((b) => b.kind)).toEqual(['text', 'chart', 'figure', 'map', 'trace']);
    expect(progress[0]).toBe(5);
    expect(progress.at(-1)).toBe(0);
  });

  it('names the block that failed', async () => {
    stubService(/distribution/);
    await expect(
      buildReportDocument(createTestQueryClient(), report([textBlock, chartBlock]), { now: NOW }),
    ).rejects.toThrow(/^Could not export block 2 \(chart “Where it ran”\): /);
  });
});
