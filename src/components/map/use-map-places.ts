import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { Location, LocationPage } from '@/api/locations';
import type { MapLevel } from '@/analysis/map/geo-join';
import { pageOffsets, pageQuery } from './map-questions';

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
  const offsets = useMemo(() => pageOffsets(total), [total]);
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
