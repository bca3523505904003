import { useEffect, useMemo, useState } from 'react';
import { isGroupLevel, shapeCodes, type MapLevel } from '@/analysis/map/geo-join';
import { loadBoundaries, type BoundarySetId, type BoundaryTopology } from './boundary-sets';
import { drawUs, drawWorld, drawWorldGroups, type MapDrawing } from './map-geometry';

export const boundarySetOf = (level: MapLevel): BoundarySetId =>
  level === 'country' || isGroupLevel(level) ? 'world' : level === 'state' ? 'us-states' : 'us-counties';

/**
 * A level's drawing from its boundary set: for counties one state's, for regions and sub-regions
 * their member countries dissolved (`groups`: country code → group code). Undefined while what it
 * needs (the groups, the state) is not known.
 */
export function drawLevel(
  topology: BoundaryTopology,
  level: MapLevel,
  stateFips: string | undefined,
  groups: ReadonlyMap<string, string> | undefined,
): MapDrawing | undefined {
  if (level === 'country') return drawWorld(topology);
  if (isGroupLevel(level)) {
    if (!groups) return undefined;
    return drawWorldGroups(topology, (f) =>
      shapeCodes('country', f)
        .map((c) => groups.get(c))
        .find(Boolean),
    );
  }
  if (level === 'county' && !stateFips) return undefined;
  return drawUs(topology, level, stateFips);
}

/**
 * The boundary set of the level, loaded once, and its drawing (for counties: one state's; for
 * regions and sub-regions: their member countries dissolved, `groups` being country → group code).
 */
export function useMapDrawing(
  level: MapLevel,
  stateFips: string | undefined,
  groups: ReadonlyMap<string, string> | undefined,
) {
  const set = boundarySetOf(level);
  const [loaded, setLoaded] = useState<{ set: BoundarySetId; topology?: BoundaryTopology; error?: Error }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadBoundaries(set).then(
      (topology) => live && setLoaded({ set, topology }),
      (error: unknown) =>
        live && setLoaded({ set, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [set, attempt]);
  const current = loaded?.set === set ? loaded : undefined;
  const drawing = useMemo(
    () => current?.topology && drawLevel(current.topology, level, stateFips, groups),
    [current, level, stateFips, groups],
  );
  return { drawing, error: current?.error ?? null, retry: () => setAttempt((n) => n + 1) };
}
