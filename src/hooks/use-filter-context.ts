import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { availableFilterQueries } from '@/api/available-filters';
import { everyNarrativeWindow, narrativeQueries } from '@/api/narratives';
import type { LocationLevel } from '@/api/schemas';
import { knownLocation, useKnownLocationsVersion } from '@/components/location-picker/location-cache';
import type { FilterContext } from '@/filters/registry';
import { nodeId } from '@/filters/location-tree';

const placeName = (level: LocationLevel, id: number) => knownLocation(nodeId(level, id))?.name;
const placePath = (level: LocationLevel, id: number) => knownLocation(nodeId(level, id))?.path || undefined;

/**
 * What the filter registry needs to name options and values in one workspace: its
 * available-filters, its narratives and the places this device has seen. Shared by every area.
 */
export function useFilterContext(
  workspaceId: number,
): FilterContext & { isPending: boolean; placesKnown: number } {
  const available = useQuery(availableFilterQueries.workspace(workspaceId));
  // The service requires a window on the narrative list; names are wanted for every narrative a
  // filter or mention may name, so the window covers all time (one request per workspace and day).
  const narratives = useQuery({
    ...narrativeQueries.list(workspaceId, everyNarrativeWindow()),
    staleTime: 5 * 60_000,
  });
  const places = useKnownLocationsVersion();
  return useMemo(
    () => ({
      available: available.data,
      narratives: narratives.data,
      placeName,
      placePath,
      // A new context object whenever new places become known, so labels memoised on it refresh.
      placesKnown: places,
      isPending: available.isPending,
    }),
    [available.data, narratives.data, places, available.isPending],
  );
}
