import { iso31661 } from 'iso-3166';
import { getMeta, setMeta, type Db } from '../db/open';
import {
  countLocations,
  listLocationLinks,
  replaceLocations,
  type LocationRow,
} from '../db/repositories/locations';
import type { LocationLevel } from '../../src/api/schemas';
import {
  buildCounties,
  buildCountries,
  buildRegions,
  buildStates,
  stateFipsByAlpha,
} from './taxonomy-sources';
import { buildCities, readCities } from './taxonomy-cities';

/** Bump when the built taxonomy changes: an older database is rebuilt on the next load. */
export const TAXONOMY_VERSION = 'taxonomy-v1';
const META_KEY = 'taxonomy_version';

type Built = Omit<LocationRow, 'path'>;
const keyOf = (level: LocationLevel | null, id: number | null) => `${level}:${id}`;

/**
 * Fills the `locations` table from the installed packages (UN M49, ISO 3166, US Census FIPS,
 * GeoNames). Idempotent: a database already holding this version is left as it is.
 * Returns whether it (re)built the table.
 */
export function loadTaxonomy(db: Db): boolean {
  if (getMeta(db, META_KEY) === TAXONOMY_VERSION && countLocations(db, 'region') > 0) return false;
  const coarse = [...buildRegions(), ...buildCountries(), ...buildStates(), ...buildCounties()].map((r) => ({
    ...r,
    population: 0,
  }));
  const countryIdByAlpha2 = new Map(
    iso31661
      .map((c) => [c.alpha2, Number(c.numeric)] as const)
      .filter(([, id]) => coarse.some((r) => r.level === 'country' && r.id === id)),
  );
  const countyIds = new Set(coarse.filter((r) => r.level === 'county').map((r) => r.id));
  const cities = buildCities(readCities(), { countryIdByAlpha2, stateFipsByAlpha, countyIds });
  const all: Built[] = [...coarse, ...cities];
  const byKey = new Map(all.map((r) => [keyOf(r.level, r.id), r]));
  const parentOf = (r: Built) => (r.parentLevel ? byKey.get(keyOf(r.parentLevel, r.parentId)) : undefined);

  // Coarser levels sort by the population of their cities (the spec orders only cities explicitly).
  for (const city of cities) {
    for (let p = parentOf(city); p; p = parentOf(p)) p.population += city.population;
  }
  replaceLocations(
    db,
    all.map((r) => ({ ...r, path: pathOf(r, parentOf) })),
  );
  setMeta(db, META_KEY, TAXONOMY_VERSION);
  return true;
}

/**
 * Ancestor names, nearest first. Below country level the path stops at the country
 * ("Travis County, Texas, United States"); a country shows its sub-region and region.
 */
function pathOf(r: Built, parentOf: (r: Built) => Built | undefined): string {
  const names: string[] = [];
  const stopAtCountry = r.level !== 'country' && r.level !== 'subregion' && r.level !== 'region';
  for (let p = parentOf(r); p; p = stopAtCountry && p.level === 'country' ? undefined : parentOf(p)) {
    names.push(p.name);
  }
  return names.join(', ');
}

/** A location a mention can resolve to: the id at every level down to its finest one. */
export interface ResolvableLocation {
  region: number;
  subregion: number;
  country: number;
  state?: number;
  county?: number;
  city?: number;
  /** Relative likelihood: a city's population; a country's or state's summed city population (≥ 1). */
  weight: number;
}

/**
 * Candidate resolved locations for the seed: every city (with all its ancestors), every US state
 * alone and every country alone. Call after loadTaxonomy.
 */
export function listResolvableLocations(db: Db): {
  cities: ResolvableLocation[];
  states: ResolvableLocation[];
  countries: ResolvableLocation[];
} {
  const links = listLocationLinks(db);
  const byKey = new Map(links.map((l) => [keyOf(l.level, l.id), l]));
  const resolve = (start: (typeof links)[number]): ResolvableLocation => {
    const ids: Partial<Record<LocationLevel, number>> = {};
    for (let n: typeof start | undefined = start; n; n = byKey.get(keyOf(n.parent_level, n.parent_id))) {
      ids[n.level] = n.id;
    }
    if (ids.region === undefined || ids.subregion === undefined || ids.country === undefined) {
      throw new Error(`location ${start.level} ${start.id} has an incomplete ancestry`);
    }
    return {
      ...ids,
      region: ids.region,
      subregion: ids.subregion,
      country: ids.country,
      weight: Math.max(1, start.population),
    };
  };
  const of = (level: LocationLevel) => links.filter((l) => l.level === level).map(resolve);
  return { cities: of('city'), states: of('state'), countries: of('country') };
}
