import { lazy, Suspense, useCallback } from 'react';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconCalendarPlus, IconSparkles } from '@tabler/icons-react';
import { everyNarrativeWindow, narrativeQueries } from '@/api/narratives';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { describeRange } from '@/lib/date-range';
import { MIN_GROWTH_SIZE } from '@/analysis/pulse/rising-narratives';
import { DetectionStatus } from './detection-status';
import { NarrativeRow } from './narrative-row';
import { NARRATIVE_PAGE_SIZE } from './narrative-list';
import { isGrowthSort, MAX_COMPARED, type NarrativeListSearch } from './narrative-search';
import { NarrativesPager } from './narratives-pager';
import { NarrativesToolbar } from './narratives-toolbar';
import { useNarrativeGrowth } from './use-narrative-growth';
import { useDetectionStatus, useNarrativeWindow } from './use-narrative-window';
import classes from './narratives.module.css';

// recharts loads when two narratives are compared, not with the list.
const NarrativeCompareChart = lazy(() =>
  import('./narrative-compare-chart').then((m) => ({ default: m.NarrativeCompareChart })),
);

const route = getRouteApi('/_app/w/$workspaceId/narratives');
const app = getRouteApi('/_app');

export function NarrativesPage() {
  const { workspaceId } = route.useParams();
  const search = route.useSearch();
  const range = app.useSearch();
  const navigate = route.useNavigate();
  const { window, tz } = useNarrativeWindow();
  const { workspace, status, ready, pollMs } = useDetectionStatus(workspaceId);

  const growthSort = isGrowthSort(search.sort);
  const apiList = useQuery({
    ...narrativeQueries.list(workspaceId, {
      ...window,
      sort: growthSort
        ? 'relevancy'
        : (search.sort as Exclude<typeof search.sort, 'growth' | 'growthRelative'>),
      ...(search.channels?.length ? { channels: search.channels } : {}),
      // One extra tells whether a next page exists (the API sends no total).
      limit: NARRATIVE_PAGE_SIZE + 1,
      offset: (search.page - 1) * NARRATIVE_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
    // While detection runs, new narratives may appear: re-read with the workspace status.
    refetchInterval: pollMs,
    enabled: !growthSort,
  });
  const growth = useNarrativeGrowth(
    workspaceId,
    window,
    search.channels,
    search.sort === 'growthRelative' ? 'relative' : 'absolute',
    growthSort,
  );
  const offset = (search.page - 1) * NARRATIVE_PAGE_SIZE;
  const growthPage = growth.rows.slice(offset, offset + NARRATIVE_PAGE_SIZE + 1);
  // One shape for both sources: the API's page (one extra tells whether a next page exists), or the growth ranking's.
  const list = growthSort
    ? {
        data: growth.pending ? undefined : growthPage.map((r) => r.narrative),
        isPending: growth.pending,
        isError: Boolean(growth.error),
        error: growth.error,
        refetch: growth.refetch,
        isPlaceholderData: false,
      }
    : apiList;
  const growthOf = new Map(growthPage.map((r) => [r.narrative.id, r.growth]));
  const compare = search.compare ?? [];
  // Titles of the compared narratives from the unwindowed list (a shared link names them too).
  const every = useQuery({
    ...narrativeQueries.list(workspaceId, everyNarrativeWindow()),
    staleTime: 5 * 60_000,
    enabled: compare.length >= 2,
  });
  const titles = new Map((every.data ?? []).map((n) => [n.id, n.title]));
  const setCompared = (id: number, on: boolean) =>
    update({ compare: on ? [...compare, id].slice(0, MAX_COMPARED) : compare.filter((c) => c !== id) });
  const update = useCallback(
    (next: Partial<NarrativeListSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
    [navigate],
  );
  const widen = () =>
    void navigate({ search: (prev) => ({ ...prev, range: '90d', since: undefined, to: undefined }) });

  const rows = list.data?.slice(0, NARRATIVE_PAGE_SIZE) ?? [];
  const hasNext = (list.data?.length ?? 0) > NARRATIVE_PAGE_SIZE;
  const title = workspace.data ? `Narratives · ${workspace.data.title}` : 'Narratives';

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        description={`AI-detected storylines with mentions in the window: ${describeRange(range)}.`}
      />
      <DetectionStatus status={status} checking={pollMs !== false} listed={rows.length} />
      <NarrativesToolbar search={search} update={update} />
      {compare.length >= 2 && (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the comparison chart" />}>
          <NarrativeCompareChart
            workspaceId={workspaceId}
            narratives={compare.map((id) => ({ id, title: titles.get(id) ?? `Narrative ${id}` }))}
            window={window}
            channels={search.channels}
            onClear={() => update({ compare: undefined })}
          />
        </Suspense>
      )}
      {compare.length === 1 && (
        <Text size="xs" c="dimmed">
          Pick at least one more narrative to compare (up to {MAX_COMPARED}).
        </Text>
      )}
      {growthSort && (
        <Text size="xs" c="dimmed">
          Mentions in the window against the previous period of the same length; narratives with fewer than{' '}
          {MIN_GROWTH_SIZE} mentions in both rank last.
        </Text>
      )}
      {list.isPending ? (
        <Center mih={200}>
          <Loader aria-label="Loading narratives" />
        </Center>
      ) : list.isError ? (
        <ErrorState
          error={list.error}
          title="Could not load narratives"
          onRetry={() => void list.refetch()}
        />
      ) : rows.length === 0 ? (
        ready || !status ? (
          <EmptyState
            icon={<IconSparkles size={26} />}
            title={search.page > 1 ? 'No more narratives' : 'No narratives in this window'}
            description={
              search.page > 1
                ? 'This page is past the last narrative.'
                : `No narrative has mentions ${search.channels?.length ? 'in the chosen channels ' : ''}between these dates (${describeRange(range)}). Widen the date range${search.channels?.length ? ' or clear the channel filter' : ''} to see older storylines.`
            }
            action={
              <Group gap="xs">
                {search.page > 1 ? (
                  <Button variant="light" onClick={() => update({ page: 1 })}>
                    Back to page 1
                  </Button>
                ) : (
                  range.range !== '90d' && (
                    <Button leftSection={<IconCalendarPlus size={16} />} onClick={widen}>
                      Show the last 90 days
                    </Button>
                  )
                )}
                {search.channels?.length ? (
                  <Button variant="light" onClick={() => update({ channels: undefined, page: 1 })}>
                    All channels
                  </Button>
                ) : null}
              </Group>
            }
          />
        ) : (
          <EmptyState
            icon={<Loader size="sm" />}
            title="No narratives yet"
            description="Narrative detection has not finished for this workspace. They will appear here on their own."
          />
        )
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            Showing {(search.page - 1) * NARRATIVE_PAGE_SIZE + 1}–
            {(search.page - 1) * NARRATIVE_PAGE_SIZE + rows.length}
            {list.isPlaceholderData ? ' (updating…)' : ''}
          </Text>
          <ul className={classes.list} aria-label="Narratives">
            {rows.map((n) => (
              <NarrativeRow
                key={n.id}
                narrative={n}
                workspaceId={workspaceId}
                window={window}
                tz={tz}
                channels={search.channels}
                growth={growthSort ? growthOf.get(n.id) : undefined}
                compared={{
                  checked: compare.includes(n.id),
                  disabled: !compare.includes(n.id) && compare.length >= MAX_COMPARED,
                  onChange: (on) => setCompared(n.id, on),
                }}
              />
            ))}
          </ul>
          <NarrativesPager page={search.page} hasNext={hasNext} onPage={(page) => update({ page })} />
        </>
      )}
    </Stack>
  );
}
