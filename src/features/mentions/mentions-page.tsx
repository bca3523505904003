import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Center, Group, Loader } from '@mantine/core';
import { Drawer } from '@/components/deferred-overlays';
import { useMediaQuery } from '@mantine/hooks';
import { storedValue, useStoredValue } from '@/lib/stored-value';
import { getRouteApi } from '@tanstack/react-router';
import { IconBell, IconChartBar } from '@tabler/icons-react';
import { useDeskState } from '@/api/desk-state';
import { fetchMentions, MENTIONS_PAGE_SIZE } from '@/api/mentions';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { EmptyState } from '@/components/empty-state';
import { PanelLoading } from '@/components/loading-state';
import { ErrorState } from '@/components/error-state';
import { ButtonLink } from '@/components/router-links';
import { useFillViewport } from '@/hooks/use-fill-viewport';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import { applyListUpdate, type MentionListSearch } from '@/filters/mention-filters-url';
import { newAlertSearch } from '@/filters/alert-question';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import { whenIdle } from '@/lib/when-idle';
import { MentionList } from './mention-list';
import { MentionsHeading } from './mentions-heading';
import { MentionsToolbar } from './mentions-toolbar';
import { MentionSelectionProvider } from './selection-context';
import { filtersInWords } from '@/components/charts/filter-words';
import { useMentionKeyboard } from './use-mention-keyboard';
import { useLatest } from '@/hooks/use-latest';
import { useMentionsData } from './use-mentions-data';
import { useNarrativeLink } from './use-narrative-link';
import { VolumeHistogramPlaceholder } from './volume-histogram-placeholder';
import classes from './mentions-page.module.css';

const route = getRouteApi('/_app/w/$workspaceId/mentions');

// The opened mention's pane is not part of the first view: its code comes once the page is up
// (or at once, from the loader, when the link opens a mention).
const detailChunk = preloadableChunk(() => import('./mention-detail').then((m) => m.MentionDetail));
const MentionDetail = lazy(detailChunk.lazyLoad);
export const preloadMentionDetail = detailChunk.preload;
// The volume histogram (with its spike flags and annotation pins) asks for its data once the
// first rows are in; its code is not part of the page's first paint either.
const histogramChunk = preloadableChunk(() => import('./volume-histogram').then((m) => m.VolumeHistogram));
const VolumeHistogram = lazy(histogramChunk.lazyLoad);
// The top-values panel beside the list: its code loads with the page's data (the loader asks).
const facetChunk = preloadableChunk(() => import('./facet-panel').then((m) => m.FacetPanel));
const FacetPanel = lazy(facetChunk.lazyLoad);
export const preloadFacetPanel = facetChunk.preload;

/** Whether the top-values panel is beside the list on wide screens (the analyst may fold it). */
const facetsStore = storedValue('nd.mentions.top-values', true, (raw) =>
  typeof raw === 'boolean' ? raw : undefined,
);

export function MentionsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const view = useWorkspaceView();
  const { workspaceId, setWindow } = view;
  const data = useMentionsData(view, search);
  const { mentions, list } = data;
  const [cursor, setCursor] = useState(-1);
  const wide = useMediaQuery('(min-width: 62em)', true);
  const narrativeLink = useNarrativeLink(workspaceId);
  // Alerts live on the team desk: without one there is nothing to create.
  const desk = useDeskState().mode === 'desk';
  // The panel of top values: beside the list on wide screens (the analyst may fold it), a drawer on phones.
  const [facetsOn, setFacetsOn] = useStoredValue(facetsStore);
  const [facetsDrawer, setFacetsDrawer] = useState(false);
  const facetsShown = wide ? facetsOn : facetsDrawer;
  // The panels start asking once the first rows are painted, in a render of their own (and stop
  // at once when a new question is asked: the deferred value alone would lag behind).
  const panelsEnabled = useDeferredValue(data.firstPageIn) && data.firstPageIn;
  // The histogram mounts with the first rows and stays (a new question only disables it meanwhile).
  const [histogramShown, setHistogramShown] = useState(false);
  if (panelsEnabled && !histogramShown) setHistogramShown(true);

  const update = useCallback(
    (next: Partial<MentionListSearch>) =>
      void navigate({ search: (prev) => applyListUpdate(prev, next), replace: true }),
    [navigate],
  );
  // Read through a ref so the callback (a prop of every memoised row) survives each page loaded.
  const mentionsRef = useLatest(mentions);
  const openIndex = useCallback(
    (index: number) => {
      const m = mentionsRef.current[index];
      if (!m) return;
      setCursor(index);
      // Ids beyond 2^53 arrive as digit strings and go into the URL as such (read back exactly).
      update({ open: m.id });
    },
    [mentionsRef, update],
  );
  const close = useCallback(() => update({ open: undefined }), [update]);
  useMentionKeyboard({
    mentions,
    cursor,
    setCursor,
    paneOpen: search.open !== undefined,
    open: openIndex,
    close,
  });
  const opened = search.open === undefined ? undefined : mentions.find((m) => m.id === search.open);

  const root = useRef<HTMLDivElement>(null);
  useFillViewport(root);

  const { listQuery } = data;
  const listKey = useMemo(() => JSON.stringify(listQuery), [listQuery]);
  const fetchPage = useCallback(
    (offset: number, signal: AbortSignal) =>
      fetchMentions(workspaceId, { ...listQuery, limit: MENTIONS_PAGE_SIZE, offset }, signal),
    [workspaceId, listQuery],
  );
  // The URL's page belongs to the list it was written for: a list asked anew (e.g. another date
  // window) starts at the top, and its first report puts page 1 back in the URL.
  const firstListKey = useRef(listKey);
  const restorePage = listKey === firstListKey.current ? search.page : 1;
  const currentPage = search.page;
  const onPageChange = useCallback(
    (page: number) => {
      if (page !== currentPage) update({ page });
    },
    [currentPage, update],
  );
  const workspaceTitle = data.workspace.data?.title ?? `Workspace ${workspaceId}`;
  const { filterQuery, window: listWindow, zone } = view;
  const exportMeta = useCallback(
    () => ({
      workspace: { id: workspaceId, title: workspaceTitle },
      filters: filterQuery,
      filtersInWords: filtersInWords(view.filters, data.context),
      since: listWindow.since,
      to: listWindow.to,
      timeZone: zone,
      exportedAt: new Date().toISOString(),
      sort: search.sample ? 'random sample' : `${search.sort} ${search.order}`,
      sampleKey: search.sample,
    }),
    [
      workspaceId,
      workspaceTitle,
      filterQuery,
      view.filters,
      data.context,
      listWindow,
      zone,
      search.sample,
      search.sort,
      search.order,
    ],
  );
  const { fetchNextPage } = list;
  const loadNextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const scope = useMemo(
    () => ({ workspaceId, filters: filterQuery, ...listWindow, totalMatching: data.total }),
    [workspaceId, filterQuery, listWindow, data.total],
  );

  // The pane's and the histogram's code come once the page is on screen, not during its first render.
  useEffect(
    () =>
      whenIdle(() => {
        preloadMentionDetail();
        histogramChunk.preload();
      }),
    [],
  );
  const detail = opened && (
    <Suspense fallback={<PanelLoading label="Loading the mention" />}>
      <MentionDetail
        mention={opened}
        terms={data.terms}
        tz={view.tz}
        narrativeNames={data.narrativeNames}
        categoryLabels={data.categoryLabels}
        narrativeLink={narrativeLink}
        onFilter={view.setFilters}
        onClose={close}
      />
    </Suspense>
  );
  const facets = (
    <Suspense fallback={<PanelLoading label="Loading top values" />}>
      <FacetPanel
        workspaceId={workspaceId}
        window={listWindow}
        filters={filterQuery}
        context={data.context}
        enabled={panelsEnabled && facetsShown}
        onFilter={view.setFilters}
      />
    </Suspense>
  );

  return (
    <MentionSelectionProvider scope={scope}>
      <div ref={root} className={classes.page}>
        {/* The actions move under the heading when both do not fit (a phone), not over its words. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <MentionsHeading workspaceTitle={data.workspace.data?.title} />
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <ButtonLink
              to="/w/$workspaceId/charts"
              params={{ workspaceId }}
              // The workspace's filters and the window come along on their own (retained search params).
              search={{}}
              variant="light"
              size="xs"
              leftSection={<IconChartBar size={14} />}
              data-testid="chart-these-mentions"
              aria-label="Chart these mentions"
            >
              <span aria-hidden>Chart</span>
              <span className={classes.wideOnly}>&nbsp;these mentions</span>
            </ButtonLink>
            {desk && (
              // A plain link: the Alerts area opens its (lazy) editor on this question.
              <ButtonLink
                to="/alerts"
                search={newAlertSearch(workspaceId, view.filters, zone)}
                variant="default"
                size="xs"
                leftSection={<IconBell size={14} />}
                data-testid="create-alert"
              >
                Create alert
              </ButtonLink>
            )}
          </Group>
        </Group>
        <AfterFirstPaint fallback={<div className={classes.body} />}>
          <MentionsToolbar
            search={search}
            total={data.total}
            countFailed={data.distribution.isError}
            loaded={mentions.length}
            fetching={list.isFetching}
            update={update}
            fetchPage={fetchPage}
            exportMeta={exportMeta}
            facetsShown={facetsShown}
            onToggleFacets={() => (wide ? setFacetsOn((v) => !v) : setFacetsDrawer(true))}
          />
          {histogramShown ? (
            <Suspense fallback={<VolumeHistogramPlaceholder />}>
              <VolumeHistogram
                // A new window is a new strip of bars: a brush or hover on the old one does not carry over.
                key={`${listWindow.since}|${listWindow.to}`}
                workspaceId={workspaceId}
                window={listWindow}
                filters={filterQuery}
                zone={zone}
                tz={view.tz}
                enabled={panelsEnabled}
                onBrush={setWindow}
              />
            </Suspense>
          ) : (
            <VolumeHistogramPlaceholder />
          )}
          <div className={classes.body}>
            {wide && facetsOn && <div className={classes.facets}>{facets}</div>}
            <div className={classes.list}>
              {list.isPending ? (
                <Center h="100%">
                  <Loader />
                </Center>
              ) : list.isError ? (
                <ErrorState
                  error={list.error}
                  title="Could not load mentions"
                  onRetry={() => void list.refetch()}
                />
              ) : mentions.length === 0 ? (
                <EmptyState
                  title="No mentions match"
                  description="Try a wider date range or fewer filters."
                />
              ) : (
                <MentionList
                  key={listKey}
                  mentions={mentions}
                  hasNextPage={list.hasNextPage}
                  isFetchingNextPage={list.isFetchingNextPage}
                  fetchNextPage={loadNextPage}
                  terms={data.terms}
                  tz={view.tz}
                  cursor={cursor}
                  openId={search.open}
                  onOpen={openIndex}
                  onFilter={view.setFilters}
                  queryKey={listKey}
                  restorePage={restorePage}
                  onPageChange={onPageChange}
                />
              )}
            </div>
            {wide && detail && <div className={classes.pane}>{detail}</div>}
          </div>
        </AfterFirstPaint>
      </div>
      {!wide && (
        <>
          <Drawer
            opened={Boolean(detail)}
            onClose={close}
            position="right"
            size="min(100%, 520px)"
            withCloseButton={false}
          >
            {detail}
          </Drawer>
          <Drawer
            opened={facetsDrawer}
            onClose={() => setFacetsDrawer(false)}
            position="left"
            size="min(100%, 320px)"
            title="Top values"
          >
            {facets}
          </Drawer>
        </>
      )}
    </MentionSelectionProvider>
  );
}
