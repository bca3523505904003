import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from '../db/open';
import { countLocations, getLocation, toNameKey } from '../db/repositories/locations';
import { SOURCE_SUB_REGIONS } from '../../src/api/schemas';
import { listResolvableLocations, loadTaxonomy } from './taxonomy';

let db: Db;
beforeAll(() => {
  db = openDb(join(mkdtempSync(join(tmpdir(), 'nd-')), 't.db'));
  loadTaxonomy(db);
});

const names = (level: string) =>
  (db.prepare('SELECT name FROM locations WHERE level = ?').all(level) as { name: string }[]).map(
    (r) => r.name,
  );
const standard = (level: 'country' | 'state' | 'county' | 'city' | 'region' | 'subregion', id: number) =>
  JSON.parse(getLocation(db, level, id)?.standard ?? '[]') as { type: string; code: string }[];

describe('loadTaxonomy', () => {
  it('builds every level with the expected counts', () => {
    expect(names('region').sort()).toEqual(['Africa', 'Americas', 'Asia', 'Europe', 'Oceania']);
    expect(names('subregion').sort()).toEqual([...SOURCE_SUB_REGIONS].sort());
    expect(countLocations(db, 'country')).toBe(248); // ISO 3166-1 minus Antarctica (no M49 region)
    expect(countLocations(db, 'state')).toBe(51);
    expect(countLocations(db, 'county')).toBe(3143);
    expect(countLocations(db, 'city')).toBeGreaterThan(25_000);
    const smallest = db.prepare("SELECT MIN(population) AS p FROM locations WHERE level = 'city'").get() as {
      p: number;
    };
    expect(smallest.p).toBeGreaterThanOrEqual(15_000);
  });

  it('is idempotent: a second load does nothing', () => {
    const before = countLocations(db, 'city');
    expect(loadTaxonomy(db)).toBe(false);
    expect(countLocations(db, 'city')).toBe(before);
  });

  it('rebuilds when the recorded version differs or the table was emptied', () => {
    const before = countLocations(db, 'county');
    db.prepare("UPDATE meta SET value = 'taxonomy-v0' WHERE key = 'taxonomy_version'").run();
    expect(loadTaxonomy(db)).toBe(true);
    db.prepare('DELETE FROM locations').run();
    expect(loadTaxonomy(db)).toBe(true);
    expect(countLocations(db, 'county')).toBe(before);
  });

  it('carries the standard codes of each level as strings with leading zeros', () => {
    expect(standard('subregion', 21)).toEqual([{ type: 'un_m49', code: '021' }]);
    expect(standard('country', 840)).toEqual([
      { type: 'iso_3166_1_alpha2', code: 'US' },
      { type: 'iso_3166_1_alpha3', code: 'USA' },
    ]);
    expect(standard('state', 6)).toEqual([
      { type: 'iso_3166_2_us', code: 'US-CA' },
      { type: 'fips', code: '06' },
    ]);
    expect(standard('county', 1001)).toEqual([{ type: 'fips', code: '01001' }]);
  });

  it('links Austin to Travis County with its full path, and its id is not the GeoNames id', () => {
    const austin = db
      .prepare(
        "SELECT id, parent_level, parent_id, path, standard FROM locations WHERE level = 'city' AND name = 'Austin' ORDER BY population DESC",
      )
      .get() as { id: number; parent_level: string; parent_id: number; path: string; standard: string };
    expect(austin).toMatchObject({
      parent_level: 'county',
      parent_id: 48453,
      path: 'Travis County, Texas, United States',
    });
    expect(JSON.parse(austin.standard)).toEqual([{ type: 'geonames_id', code: '4671654' }]);
    expect(austin.id).not.toBe(4671654);
    expect(getLocation(db, 'country', 840)?.path).toBe('Northern America, Americas');
  });

  it('hangs non-US cities on their country and uses the spec spelling of sub-regions', () => {
    const paris = db
      .prepare(
        "SELECT parent_level, parent_id FROM locations WHERE level = 'city' AND name = 'Paris' ORDER BY population DESC",
      )
      .get();
    expect(paris).toEqual({ parent_level: 'country', parent_id: 250 });
    expect(getLocation(db, 'country', 704)?.parent_id).toBe(35); // Viet Nam → South-Eastern Asia
    expect(getLocation(db, 'subregion', 35)?.name).toBe('South-Eastern Asia');
    expect(getLocation(db, 'country', 158)?.parent_id).toBe(30); // Taiwan, absent from M49 → Eastern Asia
  });

  it('folds case and diacritics in the name key', () => {
    expect(toNameKey('São Paulo')).toBe('sao paulo');
    expect(toNameKey('Łódź')).toBe('lodz');
    expect(toNameKey('ZÜRICH')).toBe('zurich');
  });
});

describe('listResolvableLocations', () => {
  it('gives every city its full ancestry and a population weight', () => {
    const { cities, countries, states } = listResolvableLocations(db);
    expect(cities).toHaveLength(countLocations(db, 'city'));
    expect(countries).toHaveLength(248);
    expect(states).toHaveLength(51);
    const austin = cities.find((c) => c.county === 48453 && c.weight > 900_000);
    expect(austin).toMatchObject({ region: 19, subregion: 21, country: 840, state: 48, county: 48453 });
    const paris = cities.find((c) => c.country === 250 && c.weight > 2_000_000);
    expect(paris?.state).toBeUndefined();
    expect(paris).toMatchObject({ region: 150, subregion: 155 });
    expect(cities.every((c) => c.weight >= 15_000 && c.city !== undefined)).toBe(true);
    expect(countries.every((c) => c.city === undefined && c.weight >= 1)).toBe(true);
  });
});
