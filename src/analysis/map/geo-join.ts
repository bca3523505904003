/**
 * Joins taxonomy places to boundary shapes on standard codes, never on names: countries on
 * ISO 3166-1 alpha-3 (then UN M49 numeric), US states on 2-digit FIPS, US counties on 5-digit
 * FIPS; regions and sub-regions on their UN M49 code, their shapes dissolved from their member
 * countries (countryGroups). A place whose code has no shape at the drawn resolution is returned as shapeless, so the
 * map lists it with its count instead of dropping it.
 */

import type { MapLevel } from './map-choices';

export type { MapLevel } from './map-choices';
/** Levels drawn as dissolved groups of countries. */
export const isGroupLevel = (level: MapLevel): level is 'region' | 'subregion' =>
  level === 'region' || level === 'subregion';
export type StandardCode = { type: string; code: string };
export interface JoinPlace {
  id: number;
  name: string;
  standard: readonly StandardCode[];
}

const codeOfType = (place: JoinPlace, type: string) => place.standard.find((s) => s.type === type)?.code;

/**
 * County FIPS codes the Census Bureau replaced after the taxonomy's list was drawn up: the same
 * county under a new code (renames, not merges). Bedford city, Virginia (51515) merged into
 * Bedford County in 2013 and has no shape of its own: it stays shapeless.
 */
export const COUNTY_FIPS_SUCCESSORS: Readonly<Record<string, string>> = {
  '02270': '02158', // Wade Hampton Census Area → Kusilvak Census Area (2015)
  '46113': '46102', // Shannon County → Oglala Lakota County (2015)
};

/** The code a place joins on at its level, or undefined when it carries none. */
export function placeCode(level: MapLevel, place: JoinPlace): string | undefined {
  if (isGroupLevel(level)) {
    const m49 = codeOfType(place, 'un_m49');
    return m49 ? `m49:${m49.padStart(3, '0')}` : undefined;
  }
  if (level === 'country') {
    const alpha3 = codeOfType(place, 'iso_3166_1_alpha3');
    if (alpha3) return alpha3.toUpperCase();
    const m49 = codeOfType(place, 'un_m49');
    return m49 ? `m49:${m49.padStart(3, '0')}` : undefined;
  }
  const fips = codeOfType(place, 'fips');
  if (!fips) return undefined;
  const padded = fips.padStart(level === 'state' ? 2 : 5, '0');
  return level === 'county' ? (COUNTY_FIPS_SUCCESSORS[padded] ?? padded) : padded;
}

/**
 * Shapes the UN does not recognise as states, drawn in the boundary set as separate outlines:
 * they are coloured as part of the member state they belong to (the UN's point of view).
 */
export const UN_VIEW_PARTS: Readonly<Record<string, string>> = {
  SOL: 'SOM', // Somaliland, part of Somalia
  CYN: 'CYP', // Northern Cyprus, part of Cyprus
};

/** A boundary feature as the boundary sets give it: id (numeric code or FIPS) and properties. */
export interface ShapeFeature {
  id?: string | number;
  properties?: { a3?: string; name?: string } | null;
}

/**
 * The codes a shape answers to. Countries: its alpha-3 (or the member state it is part of) and its
 * numeric code; states and counties: the FIPS code that is their id.
 */
export function shapeCodes(level: MapLevel, feature: ShapeFeature): string[] {
  const id = feature.id === undefined ? undefined : String(feature.id);
  // A dissolved region's shape is named by its group code already ("m49:150").
  if (isGroupLevel(level)) return id ? [id] : [];
  if (level !== 'country') return id ? [id.padStart(level === 'state' ? 2 : 5, '0')] : [];
  const a3 = feature.properties?.a3?.toUpperCase();
  const codes: string[] = [];
  if (a3) codes.push(UN_VIEW_PARTS[a3] ?? a3);
  if (id && /^\d+$/.test(id) && !(a3 && UN_VIEW_PARTS[a3])) codes.push(`m49:${id.padStart(3, '0')}`);
  return codes;
}

export interface JoinResult<P extends JoinPlace> {
  /** Join code → place, for every place with a shape. */
  placeByCode: Map<string, P>;
  /** Place id → its join code. */
  codeOf: Map<number, string>;
  /** Places with a code but no shape at this resolution. */
  shapeless: P[];
  /** Places that carry no code this level joins on. */
  codeless: P[];
}

/** Joins every place of one level to the codes the drawn shapes answer to. */
export function joinPlaces<P extends JoinPlace>(
  level: MapLevel,
  places: readonly P[],
  features: readonly ShapeFeature[],
): JoinResult<P> {
  const available = new Set(features.flatMap((f) => shapeCodes(level, f)));
  const result: JoinResult<P> = { placeByCode: new Map(), codeOf: new Map(), shapeless: [], codeless: [] };
  for (const place of places) {
    const primary = placeCode(level, place);
    if (!primary) {
      result.codeless.push(place);
      continue;
    }
    // A country without an alpha-3 shape may still have one under its numeric code.
    const numeric = level === 'country' ? codeOfType(place, 'un_m49') : undefined;
    const alternates = [primary, ...(numeric ? [`m49:${numeric.padStart(3, '0')}`] : [])];
    const code = alternates.find((c) => available.has(c));
    if (!code) {
      result.shapeless.push(place);
      continue;
    }
    result.placeByCode.set(code, place);
    result.codeOf.set(place.id, code);
  }
  return result;
}

/** The code a drawn shape is coloured by: the first of its codes a place joined on. */
export function featureJoinCode(
  level: MapLevel,
  feature: ShapeFeature,
  placeByCode: ReadonlyMap<string, unknown>,
): string | undefined {
  return shapeCodes(level, feature).find((c) => placeByCode.has(c));
}

/** A taxonomy place with its parent link, as GET /locations gives it. */
export interface LinkedPlace extends JoinPlace {
  parent_id: number | null;
}

/**
 * Which region or sub-region each country belongs to, by the taxonomy's own parent links
 * (country → sub-region → region, which follow UN M49): country join code → group code
 * ("DEU" → "m49:155"). The map dissolves the member countries' shapes into the group's.
 */
export function countryGroups(
  level: 'region' | 'subregion',
  countries: readonly LinkedPlace[],
  subregions: readonly LinkedPlace[],
  regions: readonly LinkedPlace[] = [],
): Map<string, string> {
  const subById = new Map(subregions.map((s) => [s.id, s]));
  const regionById = new Map(regions.map((r) => [r.id, r]));
  const out = new Map<string, string>();
  for (const c of countries) {
    const code = placeCode('country', c);
    const sub = c.parent_id === null ? undefined : subById.get(c.parent_id);
    const group =
      level === 'subregion' ? sub : sub?.parent_id == null ? undefined : regionById.get(sub.parent_id);
    const groupCode = group && placeCode(level, group);
    if (code && groupCode) out.set(code, groupCode);
  }
  return out;
}
