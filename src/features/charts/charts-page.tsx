import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { z } from 'zod/mini';
import { availableFilterQueries } from '@/api/available-filters';
import { useCapabilities } from '@/api/use-capabilities';
import { workspaceQueries } from '@/api/workspaces';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import {
  ChartOptionsSchema,
  effectiveChartType,
  type ChartOptions,
  type ChartSpec,
} from '@/analysis/charts/chart-config';
import { DateRangeSearchSchema, type DateRangeSearch } from '@/lib/date-range';
import { HOURLY_MAX_WINDOW_MS } from '@/analysis/spikes/spike-window';
import { PageHeader } from '@/components/page-header';
import { ChartBuilder } from './chart-builder';
import { ChartPanel } from '@/components/charts/panel';
import { buildDimensionOptions } from '@/components/charts/chart-dimensions';
import { PinButton } from '@/components/charts/pin-button';
import { LoadingState } from '@/components/loading-state';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import { validateMapSearch, type MapSearch } from '@/analysis/map/map-search';

// A timeline's spike flags and annotations load with the first timeline asked for (the route's
// loader starts them on a timeline URL): the default chart, a distribution, has neither. Until
// then a skeleton holds the chart's place (a panel shown meanwhile would lose what the analyst
// did in it, such as opening its table, when the timeline's panel replaced it).
const TimelineView = lazy(() => import('./timeline-view').then((m) => ({ default: m.TimelineView })));
// The map type's code (its controls, then geometry, renderer, table and exports) and its boundary
// files load when a map is chosen: no other chart pays for them.
const mapView = preloadableChunk(() =>
  import('@/components/map/map-view').then((m) => {
    m.preloadMapBody();
    return m.MapView;
  }),
);
const MapView = lazy(mapView.lazyLoad);
export const preloadMapView = mapView.preload;
const route = getRouteApi('/_app/w/$workspaceId/charts');
const OPTION_KEYS = z.keyof(ChartOptionsSchema).options;
const RANGE_KEYS = z.keyof(DateRangeSearchSchema).options;

/**
 * One schema's members out of a route's search, which the router has already validated (each
 * route's search also holds its parents' and any other keys of the URL): no second parse.
 */
function pick<T extends object>(search: T, keys: readonly (keyof T)[]): T {
  const out: Partial<T> = {};
  for (const key of keys) if (search[key] !== undefined) out[key] = search[key];
  return out as T;
}

/**
 * The chart builder: its options from its own URL params, the filters and window from the
 * workspace's view state (edited in the filter bar above, shared with every area).
 */
export function ChartsPage() {
  const search = route.useSearch();
  const { workspaceId, filters, filterQuery, range, window, tz, zone, setFilters } = useWorkspaceView();
  const navigate = route.useNavigate();
  const workspace = useQuery(workspaceQueries.detail(workspaceId));
  const available = useQuery(availableFilterQueries.workspace(workspaceId));
  const dimensions = useMemo(() => buildDimensionOptions(available.data), [available.data]);
  const hours =
    useCapabilities().supportsExtension('timelineInterval') &&
    Date.parse(window.to) - Date.parse(window.since) <= HOURLY_MAX_WINDOW_MS;
  // Hours past 7 days (a window widened after choosing them) are drawn as days.
  const options = useMemo(() => {
    const picked = pick<ChartOptions>(search, OPTION_KEYS);
    return picked.interval === 'hour' && !hours ? { ...picked, interval: 'day' as const } : picked;
  }, [search, hours]);
  const rangeSearch = useMemo(() => pick<DateRangeSearch>(range, RANGE_KEYS), [range]);

  const timeline = options.measure === 'timeline';
  const map = effectiveChartType(options) === 'map';
  const spec = useMemo<ChartSpec>(
    () => ({ workspaceId, workspaceName: workspace.data?.title, options, filters, range: rangeSearch }),
    [workspaceId, workspace.data?.title, options, filters, rangeSearch],
  );
  const update = (patch: Partial<ChartOptions>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  // The map type's settings are the map area's params, validated by the map's own function: the
  // route's schema (carried by every page) does not name them, and the search holds them as typed.
  const mapSearch = useMemo(() => validateMapSearch(search as Record<string, unknown>), [search]);
  const updateMap = (next: Partial<MapSearch>) =>
    void navigate({
      search: ((prev: Record<string, unknown>) => ({ ...prev, ...next })) as never,
      replace: true,
    });

  return (
    <Stack gap="md">
      <PageHeader title="Charts" />
      <ChartBuilder options={spec.options} dimensions={dimensions} onChange={update} hours={hours} />
      {map ? (
        <Suspense fallback={<LoadingState label="Drawing the map" />}>
          <MapView search={mapSearch} setSearch={updateMap} workspaceName={workspace.data?.title} />
        </Suspense>
      ) : timeline ? (
        <Suspense fallback={layout(<Skeleton h={480} radius="md" />, null)}>
          <TimelineView
            spec={spec}
            dimensions={dimensions}
            window={window}
            filters={filterQuery}
            tz={tz}
            zone={zone}
            layout={layout}
            onFilter={setFilters}
          />
        </Suspense>
      ) : (
        layout(
          <ChartPanel
            spec={spec}
            dimensions={dimensions}
            actions={<PinButton spec={spec} />}
            onFilter={setFilters}
          />,
          null,
        )
      )}
      {!map && (
        <Text size="xs" c="dimmed">
          Click a bar, slice or point to open those mentions; right-click it (or use the filter button beside
          a legend entry or table row) to filter for or out.
        </Text>
      )}
    </Stack>
  );
}

/** The chart beside its side column (a timeline's spike flags). */
function layout(panel: ReactNode, side: ReactNode) {
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <div style={{ flex: '1 1 640px', minWidth: 0 }}>{panel}</div>
      {side && <div style={{ flex: '0 1 300px', minWidth: 260 }}>{side}</div>}
    </Group>
  );
}
