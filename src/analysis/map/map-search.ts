import { MAP_LEVELS, MAP_MEASURES, type MapLevel, type MapMeasure } from '@/analysis/map/map-choices';
import { isPublisherLevel } from '@/analysis/map/publisher-geo';

const VIEWS = ['map', 'table'] as const;
/** Whose geography: the mention's location (default) or the news publisher's base. */
const GEOGRAPHIES = ['publisher'] as const;

/**
 * The map page's own state in the URL: level (`geo`), the state whose counties are drawn
 * (`geoState`, a taxonomy id), what colours measure (`shade`), map or table (`geoView`) and whose
 * geography (`geoBy=publisher`: where the news publisher is based). Named
 * apart from other areas' params, since a link may carry one area's search into another.
 */
export interface MapSearch {
  geo?: MapLevel;
  geoState?: number;
  shade?: MapMeasure;
  geoView?: (typeof VIEWS)[number];
  geoBy?: (typeof GEOGRAPHIES)[number];
}

const oneOf = <T extends string>(value: unknown, options: readonly T[]): T | undefined =>
  options.includes(value as T) ? (value as T) : undefined;

/**
 * Validates the map's search params, each bad value dropped on its own. A plain function, not a
 * zod schema: it is loaded with the route tree (every page), where each byte counts.
 */
export function validateMapSearch(search: Record<string, unknown>): MapSearch {
  const state = Number(search.geoState);
  return {
    geo: oneOf(search.geo, MAP_LEVELS),
    geoState: Number.isInteger(state) && state > 0 ? state : undefined,
    shade: oneOf(search.shade, MAP_MEASURES),
    geoView: oneOf(search.geoView, VIEWS),
    geoBy: oneOf(search.geoBy, GEOGRAPHIES),
  };
}

/**
 * What a map's settings draw, with their defaults: the publisher's geography has regions,
 * sub-regions and countries only; counties are the chosen state's, else the filter bar's first.
 */
export function mapChoice(search: MapSearch, filters: { 'locations.state'?: readonly number[] }) {
  const publisher = search.geoBy === 'publisher';
  const asked = search.geo ?? 'country';
  const level: MapLevel = publisher && !isPublisherLevel(asked) ? 'country' : asked;
  const measure: MapMeasure = search.shade ?? 'count';
  const stateId = search.geoState ?? filters['locations.state']?.[0];
  return { level, measure, stateId, publisher };
}
