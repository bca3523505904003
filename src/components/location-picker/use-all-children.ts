import { useEffect, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { locationQueries, type Location } from '@/api/locations';
import { mergePages } from '@/filters/location-tree';
import { rememberLocations } from './location-cache';

/** Children are asked for in the API's largest pages. */
const PAGE_SIZE = 500;
/** At most this many pages (5,000 places; the largest list, a country's cities, is about 2,500). */
const MAX_PAGES = 10;

/**
 * Every child of a node (the regions when there is none), page after page, so a list can be
 * ordered by mentions across all of them, not only the first page the taxonomy gives (its order
 * is by population). `capped` says the list stopped at MAX_PAGES with more left.
 * `enabled` false (a city: no children) asks nothing; the caller keys it by node.
 */
export function useAllChildren(parent: { level: Location['level']; id: number } | undefined, enabled = true) {
  const [pageCount, setPageCount] = useState(1);
  type PageQuery = ReturnType<typeof locationQueries.children>;
  const queries: PageQuery[] = parent
    ? Array.from({ length: pageCount }, (_, i) =>
        locationQueries.children(parent.id, parent.level, { limit: PAGE_SIZE, offset: i * PAGE_SIZE }),
      )
    : [locationQueries.level('region') as unknown as PageQuery];
  const pages = useQueries({ queries: enabled ? queries : [] });
  const stamp = pages.map((p) => p.dataUpdatedAt).join();
  const [merged, setMerged] = useState(() => mergePages<Location>([]));
  useEffect(() => {
    const next = mergePages(pages.map((p) => p.data));
    setMerged(next);
    rememberLocations(next.items);
    const last = pages[pages.length - 1];
    if (last?.data && next.hasMore && pages.length < MAX_PAGES) setPageCount(pages.length + 1);
  }, [stamp]); // eslint-disable-line react-hooks/exhaustive-deps -- `stamp` changes exactly when a page's data does
  const error = pages.find((p) => p.error)?.error ?? null;
  const loading = pages.some((p) => p.isPending) || (!error && merged.hasMore && pages.length < MAX_PAGES);
  return { items: merged.items, total: merged.total, loading, capped: !loading && merged.hasMore, error };
}
