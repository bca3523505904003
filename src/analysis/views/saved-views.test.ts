import { defaultParseSearch } from '@tanstack/react-router';
import {
  AREA_LABELS,
  areaOf,
  captureView,
  describeView,
  exportViews,
  importViews,
  SavedViewSchema,
  viewHref,
  VIEW_AREAS,
  type SavedView,
} from './saved-views';
import { createAnnotation } from '@/analysis/annotations/annotations';

const now = new Date('2026-11-20T12:00:00.000Z');
let n = 0;
const newId = () => `new-${++n}`;

const capture = (
  pathname: string,
  search: Record<string, unknown>,
  extra: Partial<Parameters<typeof captureView>[0]> = {},
) => captureView({ pathname, search, name: 'Spanish news', now, id: 'v1', ...extra })!;

describe('saved views', () => {
  it('captures the investigation of a page: workspace, area, filters, window, zone and chart', () => {
    const view = capture('/w/3/charts', {
      channels: ['news'],
      languages: ['es'],
      'locations.country': [724],
      range: '7d',
      tz: 'utc',
      dim: 'languages',
      chart: 'donut',
      page: 4,
      open: 99,
    });
    expect(view).toMatchObject({
      workspaceId: 3,
      area: 'charts',
      filters: { channels: ['news'], languages: ['es'], 'locations.country': [724] },
      window: { range: '7d', tz: 'utc' },
      chart: { dim: 'languages', chart: 'donut', measure: 'distribution' },
    });
    expect(view.settings).toBeUndefined();
    expect(describeView({ ...view, workspaceTitle: 'Energy' })).toBe(
      'Energy · Charts · Last 7 days (UTC) · 3 filters',
    );
    expect(capture('/w/3/narratives/12', { compare: true })).toMatchObject({
      area: 'narrative',
      narrativeId: 12,
      settings: { compare: true },
    });
    expect(captureView({ pathname: '/workspaces', search: {}, name: 'x', now, id: 'x' })).toBeNull();
  });

  it('captures a share-of-voice view with its workspaces and reopens it at the same URL', () => {
    const search = { ws: [4, 2, 7], unit: 'count', by: 'languages', channels: ['news'], range: '7d' };
    const view = capture('/share-of-voice', search);
    expect(view).toMatchObject({
      workspaceId: 4,
      area: 'share-of-voice',
      filters: { channels: ['news'] },
      settings: { ws: [4, 2, 7], unit: 'count', by: 'languages' },
    });
    const href = viewHref(view);
    expect(href.startsWith('/share-of-voice?')).toBe(true);
    expect(defaultParseSearch(href.slice(href.indexOf('?')))).toMatchObject(search);
    expect(describeView({ ...view, workspaceTitle: 'A vs B vs C' })).toBe(
      'A vs B vs C · Share of voice · Last 7 days · 1 filter',
    );
    // One workspace is not a comparison: nothing to save.
    expect(
      captureView({ pathname: '/share-of-voice', search: { ws: [4] }, name: 'x', now, id: 'x' }),
    ).toBeNull();
  });

  it('keeps the workspace annotations with the view, through an export and an import', () => {
    const annotation = createAnnotation(
      { label: 'Ministerial statement', note: 'Grants announced', start: '2026-11-12T00:00:00.000Z' },
      now.getTime(),
    );
    const view = capture('/w/3/charts', { range: '7d' }, { annotations: [annotation] });
    expect(view.annotations).toEqual([annotation]);
    expect(describeView(view)).toContain('1 annotation');
    expect(capture('/w/3/charts', {}, { annotations: [] }).annotations).toBeUndefined();
    const imported = importViews([], exportViews([view], now), newId);
    expect(imported.errors).toEqual([]);
    expect(imported.views[0]!.annotations).toEqual([annotation]);
    // A view whose annotation breaks the schema is reported, not imported.
    const bad = JSON.parse(exportViews([view], now)) as { views: { annotations: { label: string }[] }[] };
    bad.views[0]!.annotations[0]!.label = '';
    const refused = importViews([], JSON.stringify(bad), newId);
    expect(refused.views).toEqual([]);
    expect(refused.errors[0]).toMatch(/annotations\.0\.label/);
  });

  it('pins a relative window to fixed dates when asked', () => {
    const pinned = capture(
      '/w/3/mentions',
      { range: '30d' },
      { pinnedWindow: { since: '2026-10-21T12:00:00.000Z', to: now.toISOString() } },
    );
    expect(pinned.window).toEqual({
      range: 'custom',
      since: '2026-10-21T12:00:00.000Z',
      to: now.toISOString(),
      tz: 'browser',
    });
  });

  it('links to the same state: the link parses back to the captured search', () => {
    const search = {
      channels: ['news'],
      'narratives.id': [5],
      range: 'custom',
      since: '2026-11-01T00:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
      sort: 'created',
      dim: 'authors',
    };
    const view = capture('/w/3/mentions', search);
    const href = viewHref(view);
    expect(href.startsWith('/w/3/mentions?')).toBe(true);
    expect(defaultParseSearch(href.slice(href.indexOf('?')))).toEqual({
      channels: ['news'],
      'narratives.id': [5],
      range: 'custom',
      since: search.since,
      to: search.to,
      sort: 'created',
    });
    expect(viewHref(capture('/w/3/charts', { dim: 'authors' }))).toBe('/w/3/charts?dim=authors');
    // The map chart type's level, state and measure travel with the chart.
    expect(
      viewHref(capture('/w/3/charts', { chart: 'map', geo: 'county', geoState: 12, shade: 'lift' })),
    ).toBe('/w/3/charts?geo=county&geoState=12&shade=lift&chart=map');
    expect(areaOf('/w/3/charts/4')).toBeNull();
  });

  it('keeps the coordination thresholds and the traced phrase, and reopens them', () => {
    const view = capture('/w/3/coordination', {
      coWindow: 90,
      coAccounts: 5,
      trace: 'Glass Ballot',
      page: 2,
    });
    expect(view.area).toBe('coordination');
    expect(view.settings).toEqual({ coWindow: 90, coAccounts: 5, trace: 'Glass Ballot' });
    const href = viewHref(view);
    expect(href.startsWith('/w/3/coordination?')).toBe(true);
    expect(defaultParseSearch(href.slice(href.indexOf('?')))).toEqual({
      coWindow: 90,
      coAccounts: 5,
      trace: 'Glass Ballot',
    });
  });

  it('imports a file into the existing views without losing or overwriting any, and says what was wrong', () => {
    const mine = capture('/w/3/mentions', { languages: ['es'] });
    const other: SavedView = { ...capture('/w/4/charts', {}), id: 'v1', name: 'Other' };
    const broken = {
      ...capture('/w/3/mentions', {}),
      id: 'b',
      name: 'Broken',
      filters: { languages: ['Spanish'] },
    };
    const file = exportViews(
      [mine, other, broken as SavedView, { name: 'No id' } as unknown as SavedView],
      now,
    );
    const result = importViews([mine], file, newId);
    expect(result.added).toBe(1);
    expect(result.unchanged).toBe(1);
    expect(result.views.map((v) => v.id)).toEqual(['v1', 'new-1']);
    expect(result.views[1]!.name).toBe('Other');
    expect(result.errors).toHaveLength(2);
    expect(result.errors[0]).toMatch(/^View 3 “Broken”: filters\.languages\.0: .*ISO 639-1/);
    expect(result.errors[1]).toMatch(/^View 4 “No id”: id:/);
  });

  it('rejects what is not a saved-views file and keeps the existing views', () => {
    const mine = capture('/w/3/mentions', {});
    expect(importViews([mine], 'nope', newId)).toEqual({
      views: [mine],
      added: 0,
      unchanged: 0,
      errors: ['The file is not JSON.'],
    });
    expect(importViews([mine], JSON.stringify({ reports: [] }), newId).errors[0]).toMatch(
      /not a Narrative Desk saved-views file/,
    );
    expect(SavedViewSchema.safeParse({ ...mine, area: 'narrative' }).success).toBe(false);
    expect(
      SavedViewSchema.safeParse({ ...mine, window: { range: 'yesterday', tz: 'browser' } }).success,
    ).toBe(false);
  });
});

describe('view areas', () => {
  it('are the app’s saveable areas (lib/areas.ts), each found again from its own path', async () => {
    const { WORKSPACE_AREA_INFO } = await import('@/lib/areas');
    for (const area of WORKSPACE_AREA_INFO) {
      const found = areaOf(`/w/7/${area.key}`);
      if (area.view === false) expect(found).toBeNull();
      else expect(found).toEqual({ workspaceId: 7, area: area.key, narrativeId: undefined });
    }
    expect(VIEW_AREAS).toEqual(expect.arrayContaining(['mentions', 'narrative', 'share-of-voice']));
    expect(AREA_LABELS['share-of-voice']).toBe('Share of voice');
    expect(areaOf('/share-of-voice', { ws: [4, 5] })).toEqual({ workspaceId: 4, area: 'share-of-voice' });
  });
});
