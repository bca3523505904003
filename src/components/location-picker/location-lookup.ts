import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { locationQueries } from '@/api/locations';
import type { LocationLevel } from '@/api/schemas';
import { nodeId, type NodeId } from '@/filters/location-tree';
import { knownLocation, rememberLocations } from './location-cache';

/**
 * Names for location ids this device has not seen (a shared link, a reload on a new browser).
 * GET /locations cannot look an id up, so a place is found in a list that must hold it:
 * its parent's children when the parent is known (the location page's trail gives every step's
 * parent), else every place of its level, 500 at a time (regions to counties; cities are too many
 * to scan and keep their fallback name). Found places go into the name cache, which re-renders
 * whoever shows them. The list pages are cached like any location query.
 */
export interface LocationLookup {
  level: LocationLevel;
  id: number;
  parent?: { level: LocationLevel; id: number };
}

const PAGE_SIZE = 500;
/** Counties, the largest level scanned, fill about 7 pages. */
const MAX_PAGES = 8;

const inFlight = new Map<NodeId, Promise<boolean>>();

async function scan(
  client: QueryClient,
  want: LocationLookup,
  parent: LocationLookup['parent'],
): Promise<boolean> {
  for (let page = 0; page < MAX_PAGES; page++) {
    const paging = { limit: PAGE_SIZE, offset: page * PAGE_SIZE };
    const options = parent
      ? locationQueries.children(parent.id, parent.level, paging)
      : locationQueries.level(want.level, paging);
    const data = await client.ensureQueryData(options as ReturnType<typeof locationQueries.children>);
    const hit = data.results.find((l) => l.level === want.level && l.id === want.id);
    if (hit) {
      rememberLocations([hit], true);
      return true;
    }
    if (!data.pagination.hasMore) return false;
  }
  return false;
}

/** Finds one place (once per id at a time); resolves whether it is now known. */
export function lookUpLocation(client: QueryClient, want: LocationLookup): Promise<boolean> {
  const key = nodeId(want.level, want.id);
  if (knownLocation(key)) return Promise.resolve(true);
  let running = inFlight.get(key);
  if (!running) {
    running = (async () => {
      if (want.parent && (await scan(client, want, want.parent))) return true;
      return want.level !== 'city' && scan(client, want, undefined);
    })()
      .catch(() => false) // offline or refused: the fallback name stays
      .finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

/**
 * Looks up every place in `wanted` that the name cache does not know yet; says whether one is
 * still being looked for (a place that cannot be found keeps its fallback name).
 */
export function useLocationLookup(wanted: readonly LocationLookup[]): { looking: boolean } {
  const client = useQueryClient();
  const missing = wanted.filter((w) => !knownLocation(nodeId(w.level, w.id)));
  const key = JSON.stringify(missing);
  const [settledKey, setSettledKey] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const lookups = (JSON.parse(key) as LocationLookup[]).map((want) => lookUpLocation(client, want));
    void Promise.all(lookups).then(() => live && setSettledKey(key));
    return () => {
      live = false;
    };
  }, [client, key]);
  return { looking: missing.length > 0 && settledKey !== key };
}
