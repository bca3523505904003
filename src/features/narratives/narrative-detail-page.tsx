import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ToggleSwitch } from '@/components/toggle-switch';
import { usePrefetchInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { everyNarrativeWindow, narrativeQueries } from '@/api/narratives';
import { useCapabilities } from '@/api/use-capabilities';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import { AnnotationsMenu, preloadAnnotations, useTimelineAnnotations } from '@/components/annotations';
import { EmptyState } from '@/components/empty-state';
import { PanelLoading } from '@/components/loading-state';
import { preloadSpikeFlags, useTimelineSpikes } from '@/components/spike-explain';
import { HOURLY_MAX_WINDOW_MS } from '@/analysis/spikes/spike-window';
import { ErrorState } from '@/components/error-state';
import { formatInZone } from '@/lib/date-range';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import { toBotShareSeries } from '@/analysis/narratives/narrative-transforms';
import { denseTimeline } from './dense-timeline';
import { previousWindow } from '@/analysis/charts/period-change';
import { FavoriteStatus, NarrativeSummary, NarrativeTags, formatRelevancy } from './narrative-meta';
import { NarrativeBackLink, NarrativeOutLinks } from './narrative-links';
import { NarrativeTotals } from './narrative-totals';
import {
  narrativeMentionsQuery,
  useBreakdowns,
  useNarrativeVolume,
  usePreviousBreakdowns,
} from './use-narrative-figures';
import { useNarrativeWindow } from './use-narrative-window';

// recharts (~120 kB gzipped) loads beside the volume's data (the route's loader asks for both at
// once), not before the page's first paint; the chart draws as soon as its data answers.
const volumeChart = preloadableChunk(() =>
  import('./narrative-volume-chart').then((m) => m.NarrativeVolumeChart),
);
const NarrativeVolumeChart = lazy(volumeChart.lazyLoad);

// The mentions list, below the figures, shows once the narrative is known; its code downloads with
// the chart's, while the connections are free (on HTTP/1.1 a chunk asked for later waits behind
// the page's slow API calls), and its first page is asked for by this page at once.
const mentionsList = preloadableChunk(() => import('./narrative-mentions').then((m) => m.NarrativeMentions));
const NarrativeMentions = lazy(mentionsList.lazyLoad);
// The breakdowns by channel, bot rating and place, below the chart: their code comes beside it.
const breakdownsChunk = preloadableChunk(() =>
  import('./narrative-breakdowns').then((m) => m.NarrativeBreakdowns),
);
const NarrativeBreakdowns = lazy(breakdownsChunk.lazyLoad);

/** Starts loading the code the page draws with (once): the volume chart, spike detection, annotations and the mentions list. The route's loader calls it beside their data. */
export const preloadNarrativeDetail = () => {
  volumeChart.preload();
  mentionsList.preload();
  breakdownsChunk.preload();
  preloadSpikeFlags();
  preloadAnnotations();
};

const route = getRouteApi('/_app/w/$workspaceId/narratives_/$narrativeId');

const totalsOf = (v: { volume: { data?: { totalCount: number } }; botsData?: { totalCount: number } }) =>
  v.volume.data && v.botsData
    ? { mentions: v.volume.data.totalCount, bots: v.botsData.totalCount }
    : undefined;

export function NarrativeDetailPage() {
  // The page's code downloads while its data is asked for (also when no loader asked first).
  useEffect(preloadNarrativeDetail, []);
  const { workspaceId, narrativeId } = route.useParams();
  const { compare } = route.useSearch();
  const navigate = route.useNavigate();
  const { window, tz } = useNarrativeWindow();
  // The workspace's filters apply to every figure, with this narrative in place of a narrative filter.
  const { filterQuery, zone, setFilters } = useWorkspaceView();
  const before = useMemo(() => previousWindow(window), [window]);
  const narrativeFilters = useMemo(
    () => ({ ...filterQuery, 'narratives.id': [narrativeId] }),
    [filterQuery, narrativeId],
  );
  const spikes = useTimelineSpikes({ workspaceId, window, filters: narrativeFilters, tz, zone });
  // Short windows are drawn hour by hour where the service takes `interval=hour`, like their flags.
  const hourly = useCapabilities().supportsExtension('timelineInterval');
  const interval =
    hourly && Date.parse(window.to) - Date.parse(window.since) <= HOURLY_MAX_WINDOW_MS ? 'hour' : 'day';
  const annotations = useTimelineAnnotations(workspaceId, window);
  const marks = useMemo(() => [...annotations.marks, ...spikes.marks], [annotations.marks, spikes.marks]);

  // The unwindowed list holds every narrative, also those without mentions in this window.
  const all = useQuery({
    ...narrativeQueries.list(workspaceId, everyNarrativeWindow()),
    staleTime: 5 * 60_000,
  });
  const narrative = all.data?.find((n) => n.id === narrativeId);
  // The mentions list shows once the narrative is known; its first page is asked for now, not then.
  usePrefetchInfiniteQuery(
    narrativeMentionsQuery({ workspaceId, narrativeId, window, filters: filterQuery }),
  );
  const current = useNarrativeVolume(workspaceId, narrativeId, window, filterQuery, { interval });
  const previous = useNarrativeVolume(workspaceId, narrativeId, before, filterQuery, {
    interval,
    enabled: compare,
  });
  const breakdowns = useBreakdowns(workspaceId, narrativeId, window, filterQuery);
  const previousBreakdowns = usePreviousBreakdowns(
    workspaceId,
    narrativeId,
    before,
    filterQuery,
    breakdowns.map((b) => b.data),
    compare,
  );
  const series = useMemo(
    // Every bucket of the window, empty ones as zeros (a service may leave them out).
    () => toBotShareSeries(denseTimeline(current.volume.data, window, interval), current.botsData),
    [current.volume.data, current.botsData, window, interval],
  );

  if (all.isPending) {
    return (
      <Center mih={200}>
        <Loader aria-label="Loading narrative" />
      </Center>
    );
  }
  if (all.isError)
    return (
      <ErrorState error={all.error} title="Could not load the narrative" onRetry={() => void all.refetch()} />
    );
  if (!narrative) {
    return (
      <EmptyState
        title="Narrative not found"
        description="This workspace has no narrative with that id. It may have been merged or removed."
        action={<NarrativeBackLink workspaceId={workspaceId} />}
      />
    );
  }

  return (
    <Stack gap="md">
      <NarrativeBackLink workspaceId={workspaceId} />
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6} style={{ flex: '1 1 420px', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <FavoriteStatus isFavorite={narrative.isFavorite} />
            <Title order={1} fz="h2">
              {narrative.title}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            Created {formatInZone(narrative.created, tz)} · relevancy{' '}
            {formatRelevancy(narrative.aggregations.relevancyScore)}
          </Text>
          <NarrativeTags tags={narrative.tags} />
        </Stack>
        <NarrativeOutLinks workspaceId={workspaceId} narrativeId={narrativeId} />
      </Group>
      {narrative.summary && <NarrativeSummary summary={narrative.summary} lines={4} />}
      <ToggleSwitch
        label="Compare with the previous period"
        description={
          compare
            ? `Previous period: ${formatInZone(before.since, tz)} → ${formatInZone(before.to, tz)}`
            : 'The same figures for the window of equal length just before this one'
        }
        checked={compare}
        onChange={(checked) =>
          void navigate({ search: (prev) => ({ ...prev, compare: checked }), replace: true })
        }
        data-testid="compare-toggle"
      />
      {current.volume.isError ? (
        <ErrorState
          error={current.volume.error}
          title="Could not load the volume"
          onRetry={() => void current.volume.refetch()}
        />
      ) : (
        <NarrativeTotals current={totalsOf(current)} previous={compare ? totalsOf(previous) : undefined} />
      )}
      {series.length > 0 && (
        <Suspense
          fallback={
            <Center h={260}>
              <Loader size="sm" aria-label="Loading the volume chart" />
            </Center>
          }
        >
          <NarrativeVolumeChart
            series={series}
            interval={interval}
            zone={zone}
            marks={marks}
            onMark={spikes.openMark}
            actions={<AnnotationsMenu workspaceId={workspaceId} window={window} annotations={annotations} />}
            aside={spikes.flags}
          />
        </Suspense>
      )}
      {spikes.panel}
      <Suspense fallback={<PanelLoading label="Loading breakdowns" />}>
        <NarrativeBreakdowns
          current={breakdowns}
          previous={compare ? previousBreakdowns : undefined}
          onFilter={setFilters}
        />
      </Suspense>
      <Suspense fallback={<PanelLoading label="Loading mentions" />}>
        <NarrativeMentions
          workspaceId={workspaceId}
          narrativeId={narrativeId}
          window={window}
          filters={filterQuery}
          tz={tz}
        />
      </Suspense>
    </Stack>
  );
}
