import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Group, Stack, Text } from '@mantine/core';
import { z } from 'zod/mini';
import { availableFilterQueries } from '@/api/available-filters';
import { useCapabilities } from '@/api/use-capabilities';
import { workspaceQueries } from '@/api/workspaces';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import { ChartOptionsSchema, type ChartOptions, type ChartSpec } from '@/analysis/charts/chart-config';
import { DateRangeSearchSchema, type DateRangeSearch } from '@/lib/date-range';
import { HOURLY_MAX_WINDOW_MS } from '@/analysis/spikes/spike-window';
import { PageHeader } from '@/components/page-header';
import { AnnotationsMenu, useTimelineAnnotations } from '@/components/annotations';
import { useTimelineSpikes } from '@/components/spike-explain';
import { ChartBuilder } from './chart-builder';
import { ChartPanel } from '@/components/charts/chart-panel';
import { buildDimensionOptions } from '@/components/charts/chart-dimensions';
import { PinButton } from '@/components/charts/pin-button';

/** ChartSpecSchema's bound on marks. */
const MAX_MARKS = 200;
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
  const { workspaceId, filters, filterQuery, range, window, tz, zone } = useWorkspaceView();
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

  // Hourly and daily timelines flag spikes (hour by hour on windows up to 7 days); every timeline draws the workspace's annotations (and exports them).
  const timeline = options.measure === 'timeline';
  const spikes = useTimelineSpikes({
    workspaceId,
    window,
    filters: filterQuery,
    tz,
    zone,
    enabled: timeline && (options.interval === 'day' || options.interval === 'hour'),
  });
  const annotations = useTimelineAnnotations(workspaceId, window);
  const marks = useMemo(
    () => (timeline ? [...annotations.marks, ...spikes.marks].slice(0, MAX_MARKS) : undefined),
    [timeline, annotations.marks, spikes.marks],
  );
  const spec = useMemo<ChartSpec>(
    () => ({
      workspaceId,
      workspaceName: workspace.data?.title,
      options,
      filters,
      range: rangeSearch,
      marks,
    }),
    [workspaceId, workspace.data?.title, options, filters, rangeSearch, marks],
  );
  const update = (patch: Partial<ChartOptions>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  return (
    <Stack gap="md">
      <PageHeader title="Charts" />
      <ChartBuilder options={spec.options} dimensions={dimensions} onChange={update} hours={hours} />
      <Group align="flex-start" gap="md" wrap="wrap">
        <div style={{ flex: '1 1 640px', minWidth: 0 }}>
          <ChartPanel
            spec={spec}
            dimensions={dimensions}
            onMark={spikes.openMark}
            actions={
              <>
                {timeline && (
                  <AnnotationsMenu workspaceId={workspaceId} window={window} annotations={annotations} />
                )}
                <PinButton spec={spec} />
              </>
            }
          />
        </div>
        {spikes.flags && <div style={{ flex: '0 1 300px', minWidth: 260 }}>{spikes.flags}</div>}
        {timeline && !spikes.flags && (
          <Text size="xs" c="dimmed" maw={260}>
            Spikes are flagged on hourly and daily timelines: choose the “Hour” or “Day” interval.
          </Text>
        )}
      </Group>
      {spikes.panel}
      <Text size="xs" c="dimmed">
        Click a bar, slice or point to open those mentions.
      </Text>
    </Stack>
  );
}
