/** The levels a map draws, coarsest first (the map area's `geo`, a report map block's level). */
export const MAP_LEVELS = ['region', 'subregion', 'country', 'state', 'county'] as const;
export type MapLevel = (typeof MAP_LEVELS)[number];
