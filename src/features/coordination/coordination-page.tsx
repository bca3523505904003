import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { SegmentedChoice } from '@/components/segmented-choice';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import { formatInZone } from '@/lib/date-range';
import { parseCoordinationSearch, toCoordinationSearch, type CoordinationState } from './coordination-search';

const route = getRouteApi('/_app/w/$workspaceId/coordination');

// Each view (its controls, the worker client, the figures) is its own chunk.
const FinderView = lazy(() => import('./finder-view').then((m) => ({ default: m.FinderView })));
const TraceView = lazy(() => import('./trace-view').then((m) => ({ default: m.TraceView })));

const VIEWS = [
  { value: 'groups', label: 'Coordination' },
  { value: 'trace', label: 'Propagation trace' },
] as const;

/** The coordination finder and the propagation trace of the workspace's scope. */
export function CoordinationPage() {
  const view = useWorkspaceView();
  const raw = route.useSearch();
  const state = useMemo(() => parseCoordinationSearch(raw as Record<string, unknown>), [raw]);
  const navigate = useNavigate();
  const update = useCallback(
    (next: Partial<CoordinationState>) =>
      void navigate({
        to: '.',
        // The route declares no search params of its own (see its file), so they are untyped here.
        search: ((prev: Record<string, unknown>) => ({
          ...prev,
          ...toCoordinationSearch(next, state),
        })) as never,
        replace: true,
      }),
    [navigate, state],
  );
  const period = `${formatInZone(view.window.since, view.tz)} to ${formatInZone(view.window.to, view.tz)} (${view.zone})`;
  return (
    <Stack gap="md">
      <PageHeader
        title="Coordination"
        description={
          state.view === 'groups'
            ? `Accounts that repeatedly post the same text or link within seconds, ${period}`
            : `Where a story was seen first and how it moved between channels, ${period}`
        }
      />
      <Group justify="space-between" wrap="wrap">
        <SegmentedChoice
          aria-label="View"
          data={VIEWS}
          value={state.view}
          onChange={(v) => update({ view: v })}
        />
        <Text size="xs" c="dimmed">
          Times in {view.zone}.
        </Text>
      </Group>
      <Suspense fallback={<LoadingState label="Loading the view" />}>
        {state.view === 'groups' ? (
          <FinderView view={view} state={state} update={update} />
        ) : (
          <TraceView view={view} state={state} update={update} />
        )}
      </Suspense>
    </Stack>
  );
}
