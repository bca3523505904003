/**
 * What a map may be asked for: its levels, coarsest first (the map area's `geo`, a report map
 * block's level), and what it colours by. Constants only, so a report's block schema names them
 * without loading the map's code.
 */
export const MAP_LEVELS = ['region', 'subregion', 'country', 'state', 'county'] as const;
export type MapLevel = (typeof MAP_LEVELS)[number];

export const MAP_MEASURES = ['count', 'share', 'lift'] as const;
export type MapMeasure = (typeof MAP_MEASURES)[number];
