import type { FastifyInstance } from 'fastify';
import {
  LocationsQuerySchema,
  type Location,
  type LocationLevel,
  type LocationPage,
} from '../../src/api/schemas';
import { parseQuery } from '../http/validate';
import { findLocations, getLocation, type StoredLocation } from '../db/repositories/locations';

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

/** GET /locations: the taxonomy is shared reference data, the same for every team. */
export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/locations', async (req): Promise<LocationPage> => {
    const q = parseQuery(LocationsQuerySchema, req.url);
    // The schema guarantees parent_level is a valid level whenever parent_id is present.
    const parentLevel = q.parent_level as LocationLevel | undefined;
    const parent =
      q.parent_id !== undefined && parentLevel ? { level: parentLevel, id: q.parent_id } : undefined;
    const { total, rows } = findLocations(app.db, {
      level: q.level,
      query: q.query,
      parent,
      limit: q.limit,
      offset: q.offset,
    });
    return {
      name: resultSetName(app, q.query, q.level, parent),
      pagination: { limit: q.limit, offset: q.offset, total, hasMore: q.offset + rows.length < total },
      results: rows.map(toLocation),
    };
  });
}

function resultSetName(
  app: FastifyInstance,
  query: string | undefined,
  level: LocationLevel | undefined,
  parent: { level: LocationLevel; id: number } | undefined,
): string {
  const parentName = parent
    ? (getLocation(app.db, parent.level, parent.id)?.name ?? `unknown ${parent.level} ${parent.id}`)
    : undefined;
  if (query !== undefined) {
    if (parentName) return `Search: ${query} in ${parentName}`;
    return level ? `Search: ${query} (${PLURAL[level]})` : `Search: ${query}`;
  }
  if (parentName) return `Children of ${parentName}`;
  return `All ${PLURAL[level ?? 'region']}`;
}
