import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from './client';
import {
  LocationPageSchema,
  LocationsQuerySchema,
  type Location,
  type LocationLevel,
  type LocationPage,
} from './schemas';
import { whenOffered } from './capabilities';

export type { Location, LocationLevel, LocationPage };

export type LocationPaging = { limit?: number; offset?: number };
/** The three shapes GET /locations accepts; `level` and `parent_id` never together (spec). */
export type LocationsRequest = LocationPaging &
  (
    | { query: string; level?: never; parent_id?: never; parent_level?: never }
    | { level: LocationLevel; query?: string; parent_id?: never; parent_level?: never }
    | { parent_id: number; parent_level: LocationLevel; query?: string; level?: never }
  );

/** Shortest name prefix the API searches (spec: min length 2). */
export const MIN_LOCATION_QUERY = 2;

/**
 * Checks the spec's 400 rules before sending, so a 1-character query or level+parent_id is never
 * sent (the error is the one the server would give, without the round trip).
 */
export function checkLocationsRequest(request: LocationsRequest): void {
  const result = LocationsQuerySchema.safeParse(request);
  if (result.success) return;
  const issue = result.error.issues[0];
  const param = issue?.path.map(String).join('.') || undefined;
  const message = issue?.message ?? 'is invalid';
  // Rule 1's message already starts with the parameter names ("level, query or parent_id …").
  const text = param && message.startsWith(param) ? message : `${param ?? 'query'} ${message}`;
  throw new ApiError(400, 'invalid_parameter', text, param);
}

export async function fetchLocations(request: LocationsRequest, signal?: AbortSignal) {
  const query = request.query?.trim();
  const cleaned = { ...request, query: query === '' ? undefined : query } as LocationsRequest;
  checkLocationsRequest(cleaned);
  return whenOffered('locations', () =>
    apiRequest(LocationPageSchema, '/locations', { query: cleaned, signal }),
  );
}

export const locationQueries = {
  all: () => ['locations'] as const,
  /** Name prefix search across all levels (or within `level`); idle below 2 characters. */
  search: (query: string, options: LocationPaging & { level?: LocationLevel } = {}) => {
    const q = query.trim();
    const request = { ...options, query: q } as LocationsRequest;
    return queryOptions({
      queryKey: [...locationQueries.all(), 'search', request] as const,
      queryFn: ({ signal }) => fetchLocations(request, signal),
      enabled: q.length >= MIN_LOCATION_QUERY,
    });
  },
  /** Direct children of one location. */
  children: (parentId: number, parentLevel: LocationLevel, paging: LocationPaging = {}) => {
    const request: LocationsRequest = { ...paging, parent_id: parentId, parent_level: parentLevel };
    return queryOptions({
      queryKey: [...locationQueries.all(), 'children', request] as const,
      queryFn: ({ signal }) => fetchLocations(request, signal),
      staleTime: Infinity, // the taxonomy does not change while the app runs
    });
  },
  /** Every location of one level (e.g. the regions at the root of the tree). */
  level: (level: LocationLevel, paging: LocationPaging = {}) => {
    const request: LocationsRequest = { ...paging, level };
    return queryOptions({
      queryKey: [...locationQueries.all(), 'level', request] as const,
      queryFn: ({ signal }) => fetchLocations(request, signal),
      staleTime: Infinity,
    });
  },
};
