import { useCallback, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { useLatest } from './use-latest';

/**
 * The rows of a long list that are in (or near) view, for a list whose every row's height is known
 * before it renders (the mention list: rowHeight).
 *
 * Written here rather than taken from a virtualisation library: with heights known up front the
 * window is a prefix sum and a binary search (~1 kB), while @tanstack/virtual-core, which this
 * replaced, measures rows, adjusts the scroll offset as measurements arrive and handles lanes and
 * horizontal lists: 10.7 kB gzipped of the mention browser's first load (budget 250 kB), none of
 * which a list of known heights uses. With no measuring there is nothing to correct while the
 * analyst scrolls, which is what that library's iOS workarounds are about.
 */

export type WindowRow = { index: number; key: number; start: number; size: number };
export type ScrollAlign = 'start' | 'auto';

type Args = {
  count: number;
  scrollRef: RefObject<HTMLElement | null>;
  /** The height of row `index`, in px. A new function means new heights. */
  sizeOf: (index: number) => number;
  /** Rows rendered beyond each edge of the view. */
  overscan?: number;
};

/** Scrolling is over once no scroll event came for this long. */
const SCROLL_REST_MS = 150;

/** The last index whose row starts at or before `y` (offsets: prefix sums, length count + 1). */
function rowAt(offsets: Float64Array, count: number, y: number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function useRowWindow({ count, scrollRef, sizeOf, overscan = 8 }: Args) {
  const offsets = useMemo(() => {
    const o = new Float64Array(count + 1);
    for (let i = 0; i < count; i++) o[i + 1] = o[i]! + sizeOf(i);
    return o;
  }, [count, sizeOf]);
  // scrollToIndex keeps its identity while pages arrive (its callers' effects depend on it).
  const latest = useLatest({ offsets, count });

  // The view: scroll offset and height, as last read from the scroll element.
  const [view, setView] = useState({ top: 0, height: 0 });
  const [isScrolling, setScrolling] = useState(false);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    let rest: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      setView((v) =>
        v.top === el.scrollTop && v.height === el.clientHeight
          ? v
          : { top: el.scrollTop, height: el.clientHeight },
      );
    const onScroll = () => {
      read();
      setScrolling(true);
      clearTimeout(rest);
      rest = setTimeout(() => setScrolling(false), SCROLL_REST_MS);
    };
    read();
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(read);
    resize.observe(el);
    return () => {
      clearTimeout(rest);
      el.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [scrollRef]);

  const first = count === 0 ? 0 : rowAt(offsets, count, view.top);
  const last = count === 0 ? -1 : rowAt(offsets, count, Math.max(view.top, view.top + view.height - 1));
  const from = Math.max(0, first - overscan);
  const to = Math.min(count - 1, last + overscan);
  const rows: WindowRow[] = [];
  for (let i = from; i <= to; i++)
    rows.push({ index: i, key: i, start: offsets[i]!, size: offsets[i + 1]! - offsets[i]! });

  /** Scrolls row `index` to the top ('start') or just into view if it is not ('auto'). */
  const scrollToIndex = useCallback(
    (index: number, { align }: { align: ScrollAlign }) => {
      const el = scrollRef.current;
      const { offsets, count } = latest.current;
      if (!el || index < 0 || index >= count) return;
      const start = offsets[index]!;
      const end = offsets[index + 1]!;
      if (align === 'start' || start < el.scrollTop) el.scrollTop = start;
      else if (end > el.scrollTop + el.clientHeight) el.scrollTop = end - el.clientHeight;
    },
    [scrollRef, latest],
  );

  return { rows, totalSize: offsets[count]!, firstVisible: first, isScrolling, scrollToIndex };
}
