import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Skeleton, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import { toSparklineSeries } from '@/analysis/narratives/narrative-transforms';
import { denseTimeline } from './dense-timeline';
import { type Window } from '@/analysis/charts/period-change';
import type { NarrativeListSearch } from './narrative-search';

type Props = {
  workspaceId: number;
  narrativeId: number;
  window: Window;
  channels?: NarrativeListSearch['channels'];
  title: string;
};

// recharts loads with the first sparkline drawn, not with the list (the row shows its skeleton).
const Sparkline = lazy(() => import('@mantine/charts').then((m) => ({ default: m.Sparkline })));

const WIDTH = 160;
const HEIGHT = 40;

/**
 * Daily volume of one narrative. The timeline is only requested once the row has scrolled into
 * view (IntersectionObserver via useInViewport), so a long list does not fire every request at once.
 */
export function NarrativeSparkline({ workspaceId, narrativeId, window, channels, title }: Props) {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);

  const timeline = useQuery({
    ...analyticsQueries.timeline(workspaceId, {
      ...window,
      'narratives.id': [narrativeId],
      ...(channels?.length ? { channels } : {}),
    }),
    enabled: seen,
    staleTime: 60_000,
  });
  // Every day of the window, empty ones as zeros (a service may leave them out).
  const series = toSparklineSeries(denseTimeline(timeline.data, window));
  const peak = series.reduce((best, p) => (p.count > (best?.count ?? -1) ? p : best), series[0]);
  const label = timeline.data
    ? `Daily mentions of “${title}”: ${timeline.data.totalCount.toLocaleString('en-US')} over ${series.length} days, peak ${peak?.count ?? 0}`
    : `Daily mentions of “${title}”: loading`;

  return (
    <Box ref={ref} w={WIDTH} h={HEIGHT} data-testid="narrative-sparkline" data-loaded={timeline.isSuccess}>
      {timeline.isSuccess ? (
        <Suspense fallback={<Skeleton w={WIDTH} h={HEIGHT} aria-label={label} role="img" />}>
          <Sparkline
            w={WIDTH}
            h={HEIGHT}
            data={series.map((p) => p.count)}
            curveType="linear"
            color="indigo"
            fillOpacity={0.25}
            strokeWidth={1.5}
            role="img"
            aria-label={label}
          />
        </Suspense>
      ) : timeline.isError ? (
        <Text size="xs" c="dimmed">
          Volume unavailable
        </Text>
      ) : (
        <Skeleton w={WIDTH} h={HEIGHT} aria-label={label} role="img" />
      )}
    </Box>
  );
}
