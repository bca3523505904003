import { useEffect, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { locationQueries, type Location } from '@/api/locations';
import { mergePages } from '@/filters/location-tree';
import { rememberLocations } from '@/components/location-picker/location-cache';

export const PAGE_SIZE = 100;

/**
 * Children of a node page by page (the regions when there is no node); the caller keys it by node.
 * `enabled` false (a city: no children) asks nothing.
 */
export function useLocationChildren(
  parent: { level: Location['level']; id: number } | undefined,
  enabled = true,
) {
  const [pageCount, setPageCount] = useState(1);
  // Both factories answer a LocationPage; only their key literals differ.
  type PageQuery = ReturnType<typeof locationQueries.children>;
  const queries: PageQuery[] = parent
    ? Array.from({ length: pageCount }, (_, i) =>
        locationQueries.children(parent.id, parent.level, { limit: PAGE_SIZE, offset: i * PAGE_SIZE }),
      )
    : [locationQueries.level('region') as unknown as PageQuery];
  const pages = useQueries({ queries: enabled ? queries : [] });
  const stamp = pages.map((p) => p.dataUpdatedAt).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `stamp` changes exactly when a page's data does
  const merged = useMemo(() => mergePages(pages.map((p) => p.data)), [stamp]);
  useEffect(() => rememberLocations(merged.items), [merged.items]);
  return {
    ...merged,
    loading: pages.some((p) => p.isPending),
    error: pages.find((p) => p.error)?.error ?? null,
    showMore: () => setPageCount((n) => n + 1),
  };
}
