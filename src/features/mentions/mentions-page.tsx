import { useCallback, useMemo, useRef, useState } from 'react';
import { Center, Drawer, Loader, Stack, Title } from '@mantine/core';
import { useMediaQuery, useViewportSize } from '@mantine/hooks';
import { getRouteApi } from '@tanstack/react-router';
import { fetchMentions, MENTIONS_PAGE_SIZE } from '@/api/mentions';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { zoneName } from '@/lib/date-range';
import { applyListUpdate, type MentionListSearch } from '@/lib/mention-filters-url';
import { MentionDetail } from './mention-detail';
import { MentionList } from './mention-list';
import { MentionsFiltersPanel } from './mentions-filters-panel';
import { MentionsToolbar } from './mentions-toolbar';
import { MentionSelectionProvider } from './selection-context';
import { useMentionKeyboard } from './use-mention-keyboard';
import { useLatest } from './use-latest';
import { useMentionsData } from './use-mentions-data';
import { useNarrativeLink } from './use-narrative-link';
import classes from './mentions-page.module.css';

const route = getRouteApi('/_app/w/$workspaceId/mentions');
const app = getRouteApi('/_app');

export function MentionsPage() {
  const workspaceId = Number(route.useParams().workspaceId);
  const search = route.useSearch();
  const range = app.useSearch();
  const navigate = route.useNavigate();
  const data = useMentionsData(workspaceId, search, range);
  const { mentions, list } = data;
  const [cursor, setCursor] = useState(-1);
  const wide = useMediaQuery('(min-width: 62em)', true);
  const narrativeLink = useNarrativeLink(workspaceId);

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
      // Ids beyond 2^53 arrive as digit strings; the URL's `open` stays numeric until it reads
      // MentionIdParamSchema, so such a mention opens nothing rather than a rounded neighbour.
      update({ open: typeof m.id === 'number' ? m.id : undefined });
    },
    [mentionsRef, update],
  );
  const close = useCallback(() => update({ open: undefined }), [update]);
  useMentionKeyboard({ mentions, cursor, setCursor, paneOpen: search.open !== undefined, open: openIndex, close });
  const opened = search.open === undefined ? undefined : mentions.find((m) => m.id === search.open);

  // The list fills the viewport below its own top edge.
  const listTop = useRef<HTMLDivElement>(null);
  const { height } = useViewportSize();
  const bodyHeight = Math.max(320, height - (listTop.current?.getBoundingClientRect().top ?? 300) - 16);

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
  const { filterQuery, window: listWindow } = data;
  const exportMeta = useCallback(
    () => ({
      workspace: { id: workspaceId, title: workspaceTitle },
      filters: filterQuery,
      since: listWindow.since,
      to: listWindow.to,
      timeZone: zoneName(range.tz),
      exportedAt: new Date().toISOString(),
      sort: search.sample ? 'random sample' : `${search.sort} ${search.order}`,
      sampleKey: search.sample,
    }),
    [workspaceId, workspaceTitle, filterQuery, listWindow, range.tz, search.sample, search.sort, search.order],
  );
  const { fetchNextPage } = list;
  const loadNextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const scope = useMemo(
    () => ({ workspaceId, filters: data.filterQuery, ...data.window, totalMatching: data.total }),
    [workspaceId, data.filterQuery, data.window, data.total],
  );

  const detail = opened && (
    <MentionDetail
      mention={opened}
      terms={data.terms}
      tz={range.tz}
      narrativeNames={data.narrativeNames}
      categoryLabels={data.categoryLabels}
      narrativeLink={narrativeLink}
      onClose={close}
    />
  );

  return (
    <MentionSelectionProvider scope={scope}>
      <Stack gap="sm">
        <Title order={1} fz="h3">
          Mentions{data.workspace.data ? ` · ${data.workspace.data.title}` : ''}
        </Title>
        <MentionsFiltersPanel
          search={search}
          fields={data.fields}
          context={data.context}
          counts={data.channelCounts}
          listError={list.error}
          update={update}
        />
        <MentionsToolbar
          search={search}
          total={data.total}
          countFailed={data.distribution.isError}
          loaded={mentions.length}
          fetching={list.isFetching}
          update={update}
          fetchPage={fetchPage}
          exportMeta={exportMeta}
        />
        <div ref={listTop} className={classes.body} style={{ height: bodyHeight }}>
          <div className={classes.list}>
            {list.isPending ? (
              <Center h="100%">
                <Loader />
              </Center>
            ) : list.isError ? (
              <ErrorState error={list.error} title="Could not load mentions" onRetry={() => void list.refetch()} />
            ) : mentions.length === 0 ? (
              <EmptyState title="No mentions match" description="Try a wider date range or fewer filters." />
            ) : (
              <MentionList
                key={listKey}
                mentions={mentions}
                hasNextPage={list.hasNextPage}
                isFetchingNextPage={list.isFetchingNextPage}
                fetchNextPage={loadNextPage}
                terms={data.terms}
                tz={range.tz}
                cursor={cursor}
                openId={search.open}
                onOpen={openIndex}
                queryKey={listKey}
                restorePage={restorePage}
                onPageChange={onPageChange}
              />
            )}
          </div>
          {wide && detail && <div className={classes.pane}>{detail}</div>}
        </div>
      </Stack>
      {!wide && (
        <Drawer opened={Boolean(detail)} onClose={close} position="right" size="min(100%, 520px)" withCloseButton={false}>
          {detail}
        </Drawer>
      )}
    </MentionSelectionProvider>
  );
}
