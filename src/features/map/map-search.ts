import { MAP_LEVELS, MAP_MEASURES, type MapLevel, type MapMeasure } from '@/analysis/map/map-choices';

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
