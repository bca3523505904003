import { useCallback, useEffect, useRef, useState } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useRouter } from '@tanstack/react-router';
import { MENTIONS_PAGE_SIZE } from '@/api/mentions';
import type { Mention, MentionId } from '@/api/schemas';
import type { DateRangeSearch } from '@/lib/date-range';
import { useRowWindow } from '@/hooks/use-row-window';
import { KeyHint } from './key-hint';
import { LOADER_ROW_HEIGHT, MentionRow, rowHeight } from './mention-row';
import classes from './mention-row.module.css';
import { useMentionSelection } from './selection-context';
import { useLatest } from '@/hooks/use-latest';
import type { SearchTerms } from '@/lib/highlight';
import type { FilterUpdate } from '@/components/filter-actions/filter-choice';

interface Props {
  mentions: readonly Mention[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** What to mark in the title and in the text (a `title:` term in the title only). */
  terms: SearchTerms;
  tz: DateRangeSearch['tz'];
  cursor: number;
  openId: MentionId | undefined;
  onOpen: (index: number) => void;
  /** Filter for / out by a row's values (the workspace's filters). */
  onFilter?: FilterUpdate;
  /** Identifies the query these rows answer (read by e2e and bench:ui to know a new page is in). */
  queryKey: string;
  /** The page (of 50) to bring to the top on mount: pages up to it are loaded first. */
  restorePage?: number;
  /** The page holding the first visible row, reported once restored and after scrolling settles. */
  onPageChange?: (page: number) => void;
}

/** How long scrolling must rest before the position is written to the URL. */
const PAGE_REPORT_DELAY_MS = 300;
/** A keyboard move is followed by its navigation (`open=…`) within this time. */
const MOVE_SETTLE_MS = 1_000;

/** Virtualised rows; the next page loads when the last rendered row nears the end. */
export function MentionList({
  mentions,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  terms,
  tz,
  cursor,
  openId,
  onOpen,
  onFilter,
  queryKey,
  restorePage = 1,
  onPageChange,
}: Props) {
  const parentRef = useRef<HTMLDivElement>(null);
  const { isSelected, toggle } = useMentionSelection();
  const count = mentions.length + (hasNextPage ? 1 : 0);
  const loadedRef = useLatest(mentions);
  // Exact, not estimated: every row's height follows from its content (see rowHeight).
  const sizeOf = useCallback(
    (index: number) => {
      const m = mentions[index];
      return m ? rowHeight(m) : LOADER_ROW_HEIGHT;
    },
    [mentions],
  );
  const rowWindow = useRowWindow({ count, scrollRef: parentRef, sizeOf, overscan: 8 });
  const { rows: items, scrollToIndex } = rowWindow;
  const lastIndex = items[items.length - 1]?.index ?? -1;

  // Restoring a position from the URL: load pages one by one up to it (the server answers one
  // request at a time anyway), then put its first row at the top. Only then is the position reported.
  const [restoring, setRestoring] = useState(restorePage > 1);
  useEffect(() => {
    if (!restoring) return;
    const target = (restorePage - 1) * MENTIONS_PAGE_SIZE;
    if (mentions.length > target || !hasNextPage) {
      // Fewer pages than asked for (the data moved): the last loaded page.
      const index = Math.min(
        target,
        Math.floor(Math.max(0, mentions.length - 1) / MENTIONS_PAGE_SIZE) * MENTIONS_PAGE_SIZE,
      );
      scrollToIndex(index, { align: 'start' });
      setRestoring(false);
    } else if (!isFetchingNextPage) {
      fetchNextPage();
    }
  }, [
    restoring,
    restorePage,
    mentions.length,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    scrollToIndex,
  ]);

  useEffect(() => {
    if (!restoring && hasNextPage && !isFetchingNextPage && lastIndex >= mentions.length - 10)
      fetchNextPage();
  }, [restoring, lastIndex, hasNextPage, isFetchingNextPage, mentions.length, fetchNextPage]);

  // The first visible row (not the overscan) decides the page; written after scrolling rests.
  const firstVisible = rowWindow.firstVisible;
  const page = Math.floor(Math.min(firstVisible, Math.max(0, mentions.length - 1)) / MENTIONS_PAGE_SIZE) + 1;
  // Not while scrolling: writing the URL re-renders the whole page, which a moving list must not wait for.
  const scrolling = rowWindow.isScrolling;
  useEffect(() => {
    if (restoring || scrolling || !onPageChange) return;
    const timer = setTimeout(() => onPageChange(page), PAGE_REPORT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [restoring, scrolling, page, onPageChange]);

  // Keep the cursor row in view. With the detail pane open every move also writes `open=` to the
  // URL, and the router then puts back the list's scroll offset it saw before that navigation:
  // once it has rendered, the row is brought into view again.
  const cursorRef = useLatest(cursor);
  const movedAt = useRef(0);
  useEffect(() => {
    if (cursor < 0) return;
    scrollToIndex(cursor, { align: 'auto' });
    movedAt.current = Date.now();
  }, [cursor, scrollToIndex]);
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', () => {
        if (cursorRef.current < 0 || Date.now() - movedAt.current > MOVE_SETTLE_MS) return;
        scrollToIndex(cursorRef.current, { align: 'auto' });
      }),
    [router, scrollToIndex, cursorRef],
  );

  // Rows are memoised: a callback that changed with every page loaded would re-render them all.
  const onToggle = useCallback(
    (index: number, shift: boolean) => toggle(loadedRef.current, index, shift),
    [toggle, loadedRef],
  );
  // x selects the cursor row, shift+x extends the selection to it (like shift-click).
  useHotkeys([
    ['x', () => cursor >= 0 && onToggle(cursor, false)],
    ['shift+x', () => cursor >= 0 && onToggle(cursor, true)],
  ]);

  return (
    <div className={classes.listFrame}>
      <div
        ref={parentRef}
        className={classes.scroller}
        data-testid="mention-list"
        data-query={queryKey}
        role="grid"
        aria-label="Mentions"
        aria-rowcount={count}
      >
        <div style={{ height: rowWindow.totalSize, position: 'relative', width: '100%' }}>
          {items.map((v) => {
            const m = mentions[v.index];
            return (
              <div
                key={v.key}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: v.size,
                  transform: `translateY(${v.start}px)`,
                }}
              >
                {m ? (
                  <MentionRow
                    mention={m}
                    index={v.index}
                    terms={terms}
                    tz={tz}
                    selected={isSelected(m.id)}
                    cursor={v.index === cursor}
                    open={m.id === openId}
                    onOpen={onOpen}
                    onToggle={onToggle}
                    onFilter={onFilter}
                  />
                ) : (
                  <Center h={LOADER_ROW_HEIGHT}>
                    {isFetchingNextPage ? (
                      <Loader size="sm" />
                    ) : (
                      <Text size="xs" c="dimmed">
                        Scroll for more
                      </Text>
                    )}
                  </Center>
                )}
              </div>
            );
          })}
        </div>
      </div>
      <KeyHint />
    </div>
  );
}
