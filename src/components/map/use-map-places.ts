import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { locationQueries, type Location, type LocationPage } from '@/api/locations';
import type { MapLevel } from '@/analysis/map/geo-join';

/** The taxonomy answers at most 500 places a page (spec). */
export const PAGE = 500;

/**
 * Every place of the map's level from the taxonomy (all its pages), with the standard codes the
 * join reads. Countries and states are one level each; counties are the children of one state.
 * The taxonomy does not change while the app runs, so each level is asked for once and cached.
 * No level: nothing asked (a hook called for a level the map does not need).
 */
export function useMapPlaces(level: MapLevel | undefined, stateId: number | undefined) {
  const first = useQuery({
    ...pageQuery(level ?? 'country', stateId, 0),
    enabled: level !== undefined && (level !== 'county' || stateId !== undefined),
  });
  const total = first.data?.pagination.total ?? 0;
  const offsets = useMemo(() => {
    const out: number[] = [];
    for (let offset = PAGE; offset < total; offset += PAGE) out.push(offset);
    return out;
  }, [total]);
  const rest = useQueries({
    queries: offsets.map((offset) => pageQuery(level ?? 'country', stateId, offset)),
  });
  const pages: (LocationPage | undefined)[] = [first.data, ...rest.map((r) => r.data)];
  const stamp = [first.dataUpdatedAt, ...rest.map((r) => r.dataUpdatedAt)].join();
  const places = useMemo<Location[] | undefined>(
    () => (pages.every(Boolean) ? pages.flatMap((p) => p!.results) : undefined),
    [stamp], // eslint-disable-line react-hooks/exhaustive-deps -- changes exactly when a page does
  );
  const error = first.error ?? rest.find((r) => r.error)?.error ?? null;
  return { places, loading: !places && !error, error };
}

export function pageQuery(level: MapLevel, stateId: number | undefined, offset: number) {
  const paging = { limit: PAGE, offset };
  // Two factories, one answer type: typed as the level factory's so useQuery/useQueries take either.
  return (
    level === 'county'
      ? locationQueries.children(stateId ?? 0, 'state', paging)
      : locationQueries.level(level, paging)
  ) as ReturnType<typeof locationQueries.level>;
}
