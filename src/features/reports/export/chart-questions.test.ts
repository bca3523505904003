// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider, hashKey, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { ChartSpecSchema, type ChartSpec } from '@/analysis/charts/chart-config';
import { ASSUMED_CAPABILITIES, loadCapabilities, sessionKey } from '@/api/capabilities';
import { distributionFollowUps, distributionQuestions } from '@/components/charts/chart-questions';
import * as lib from '@/components/charts/chart-models';
import { useChartData } from '@/components/charts/use-chart-data';
import { createTestQueryClient } from '@/test/render';
import { resolveWindow } from '@/lib/date-range';
import { fetchChartModel } from './chart-data';

/**
 * A chart's questions have one home (components/charts/chart-questions.ts, timeline-questions.ts):
 * the chart on screen (useChartData) and the report export (fetchChartModel) must ask the very
 * same query keys, in the same order, and shape the same model from them, or an exported chart
 * would not be the chart shown (nor be read from its cache).
 */
const range = { range: 'custom' as const, since: '2026-11-01T00:00:00Z', to: '2026-11-11T00:00:00Z' };
const window = resolveWindow(range, Date.parse('2026-11-20T12:00:00Z'));
const spec = (options: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ChartSpecSchema.parse({
    workspaceId: 7,
    workspaceName: 'Energy',
    filters: {},
    range: { ...range, tz: 'utc' },
    options,
    ...extra,
  });

/** A stand-in for the service whose counts depend on the window, the workspace and the filters. */
function stubService() {
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://x.test');
    const p = url.searchParams;
    const current = p.get('since') === window.since;
    const ws = Number(url.pathname.match(/workspaces\/(\d+)/)?.[1] ?? 0);
    const base = (current ? 120 : 100) + ws + p.toString().length;
    const by = p.get('group_by');
    const groups = ['11', '12', '13', '14'].map((key, i) => ({ key, name: null, count: base - 10 * i }));
    if (url.pathname.endsWith('/distribution'))
      return Response.json({
        groupBy: by,
        totalCount: base * 3,
        groups: groups.slice(0, Number(p.get('limit') ?? 4)),
      });
    if (url.pathname.endsWith('/timeline'))
      return Response.json({
        totalCount: base,
        buckets: [{ date: p.get('since'), count: base, ...(by ? { groups } : {}) }],
      });
    if (url.pathname.endsWith('/available-filters')) return Response.json({});
    return Response.json({ error: 'not here' }, { status: 404 });
  });
}

beforeAll(async () => {
  const caps = { ...ASSUMED_CAPABILITIES, isReference: true, locationGroupBy: true };
  sessionStorage.setItem(`narrative-desk.capabilities.${sessionKey()}`, JSON.stringify(caps));
  await loadCapabilities();
});
beforeEach(stubService);
afterEach(() => vi.unstubAllGlobals());

/**
 * The keys of the questions a client asked (answered or failed). Sorted: which answer goes where is
 * proven by the models being equal (the stand-in's counts differ for every key).
 */
const askedKeys = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.dataUpdateCount + q.state.errorUpdateCount > 0)
    .map((q) => q.queryHash)
    .sort();

/** The chart on screen once it has asked its `n` questions and shown what they answer. */
async function onScreen(s: ChartSpec, n: number) {
  const qc = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: qc }, children);
  const warn = vi.spyOn(console, 'warn');
  const { result } = renderHook(() => useChartData(s, window), { wrapper });
  // The chart shows once its main answers are in; the follow-ups (asked once the models' code
  // and those answers are in) refine it: wait for the last of them.
  await waitFor(
    () => {
      expect(askedKeys(qc)).toHaveLength(n);
      expect(qc.isFetching()).toBe(0);
      expect(result.current.model).toBeDefined();
    },
    { timeout: 20_000 },
  );
  // Slots the plan leaves unasked never share one observer (TanStack warns of equal keys).
  expect(warn.mock.calls.flat().join('\n')).not.toMatch(/Duplicate Queries/);
  warn.mockRestore();
  return { keys: askedKeys(qc), model: result.current.model };
}

async function exported(s: ChartSpec) {
  const qc = createTestQueryClient();
  const model = await fetchChartModel(qc, s, window);
  return { keys: askedKeys(qc), model };
}

const voices = {
  voices: [
    { id: 7, name: 'Energy' },
    { id: 9, name: 'Oil' },
  ],
};

/** Each case with the number of questions it asks (the group names' included). */
const cases: [string, ChartSpec, number][] = [
  [
    'a multi-valued distribution, top 2, compared',
    spec({ measure: 'distribution', dim: 'narratives.id', top: 2, compare: true }),
    7,
  ],
  [
    'a distribution by state, top 4 (every group shown), compared',
    spec({ measure: 'distribution', dim: 'locations.state', top: 4, compare: true }),
    4,
  ],
  [
    'a timeline broken down, compared',
    spec({ measure: 'timeline', breakdown: 'channels', compare: true }),
    5,
  ],
  ['a share of voice over time, compared', spec({ measure: 'timeline', compare: true }, voices), 4],
  ['a share-of-voice bar', spec({ measure: 'distribution', compare: false }, voices), 2],
];

describe('a chart’s questions, on screen and in a report export', () => {
  it.each(cases)('%s: the same keys, and the same model from them', async (_, s, n) => {
    const screen = await onScreen(s, n);
    const report = await exported(s);
    expect(report.keys).toHaveLength(n);
    expect(report.keys).toEqual(screen.keys);
    expect(report.model).toEqual(screen.model);
  });

  it('asks what the plan says, in its order: a distribution’s main questions, then its follow-ups', async () => {
    const s = cases[0]![1];
    const qc = createTestQueryClient();
    const order: string[] = [];
    const ensure = qc.ensureQueryData.bind(qc);
    qc.ensureQueryData = ((o: Parameters<typeof ensure>[0]) => {
      order.push(hashKey(o.queryKey));
      return ensure(o);
    }) as typeof ensure;
    await fetchChartModel(qc, s, window);
    const asked = order.filter((k) => k.includes('"analytics"'));
    const [main, prev] = distributionQuestions(s, window);
    const answers = await Promise.all([qc.fetchQuery(main), qc.fetchQuery(prev!)]);
    const follow = distributionFollowUps(s, window, lib, ...answers).filter((o) => o !== null);
    // Exact counts of the shown groups in both periods, and the valued totals of both.
    expect(follow).toHaveLength(4);
    expect(asked).toEqual([main, prev!, ...follow].map((o) => hashKey(o.queryKey)));
  });
});
