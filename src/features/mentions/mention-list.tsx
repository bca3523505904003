import { useCallback, useEffect, useRef } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Mention } from '@/api/schemas';
import type { DateRangeSearch } from '@/lib/date-range';
import { MentionRow, ROW_HEIGHT } from './mention-row';
import { useMentionSelection } from './selection-context';

interface Props {
  mentions: readonly Mention[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  terms: readonly string[];
  tz: DateRangeSearch['tz'];
  cursor: number;
  openId: number | undefined;
  onOpen: (index: number) => void;
  /** Identifies the query these rows answer (read by e2e and bench:ui to know a new page is in). */
  queryKey: string;
}

/** Virtualised rows; the next page loads when the last rendered row nears the end. */
export function MentionList({ mentions, hasNextPage, isFetchingNextPage, fetchNextPage, terms, tz, cursor, openId, onOpen, queryKey }: Props) {
  const parentRef = useRef<HTMLDivElement>(null);
  const { isSelected, toggle } = useMentionSelection();
  const count = mentions.length + (hasNextPage ? 1 : 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => parentRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= mentions.length - 10) fetchNextPage();
  }, [lastIndex, hasNextPage, isFetchingNextPage, mentions.length, fetchNextPage]);

  useEffect(() => {
    if (cursor >= 0) virtualizer.scrollToIndex(cursor, { align: 'auto' });
  }, [cursor, virtualizer]);

  const onToggle = useCallback((index: number, shift: boolean) => toggle(mentions, index, shift), [toggle, mentions]);

  return (
    <div
      ref={parentRef}
      style={{ height: '100%', overflow: 'auto', contain: 'strict' }}
      data-testid="mention-list"
      data-query={queryKey}
      role="grid"
      aria-label="Mentions"
      aria-rowcount={count}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {items.map((v) => {
          const m = mentions[v.index];
          return (
            <div
              key={v.key}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: v.size, transform: `translateY(${v.start}px)` }}
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
                />
              ) : (
                <Center h={ROW_HEIGHT}>
                  {isFetchingNextPage ? <Loader size="sm" /> : <Text size="xs" c="dimmed">Scroll for more</Text>}
                </Center>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
