import type { Location, LocationLevel, LocationPage } from '../../../src/api/schemas';
import type { Db } from '../open';
import { findLocations, getLocation, type StoredLocation } from './locations';

/** GET /locations' parameters once checked (the route's schema guarantees the combinations). */
export interface LocationQuery {
  level?: LocationLevel;
  query?: string;
  parent?: { level: LocationLevel; id: number };
  limit: number;
  offset: number;
}

const PLURAL: Record<LocationLevel, string> = {
  region: 'regions',
  subregion: 'sub-regions',
  country: 'countries',
  state: 'states',
  county: 'counties',
  city: 'cities',
};

/** A Location of the spec, plus `path` (ancestor names) so a search result can say where it is. */
function toLocation(row: StoredLocation): Location & { path: string } {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    parent_id: row.parent_id,
    parent_level: row.parent_level,
    key: `locations.${row.level}`,
    standard: JSON.parse(row.standard) as Location['standard'],
    path: row.path,
  };
}

/**
 * One page of GET /locations, named as the spec names result sets. A read of the registry: a
 * prefix search ran its SQL on the main thread, 1.2 ms of its CPU per request at 1M (issue 38).
 */
export function locationPage(db: Db, q: LocationQuery): LocationPage {
  const { total, rows } = findLocations(db, q);
  return {
    name: resultSetName(db, q),
    pagination: { limit: q.limit, offset: q.offset, total, hasMore: q.offset + rows.length < total },
    results: rows.map(toLocation),
  };
}

function resultSetName(db: Db, { query, level, parent }: LocationQuery): string {
  const parentName = parent
    ? (getLocation(db, parent.level, parent.id)?.name ?? `unknown ${parent.level} ${parent.id}`)
    : undefined;
  if (query !== undefined) {
    if (parentName) return `Search: ${query} in ${parentName}`;
    return level ? `Search: ${query} (${PLURAL[level]})` : `Search: ${query}`;
  }
  if (parentName) return `Children of ${parentName}`;
  return `All ${PLURAL[level ?? 'region']}`;
}
