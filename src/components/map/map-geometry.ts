import { feature, merge } from 'topojson-client';
import { geoEqualEarth, geoIdentity, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { shapeCodes, type MapLevel, type ShapeFeature } from '@/analysis/map/geo-join';

/** One drawable shape: its boundary-set id, the codes it joins on, its name and SVG path. */
export interface Shape {
  key: string;
  name: string;
  codes: string[];
  d: string;
  /** The feature as the boundary set gave it (id and properties), for the join. */
  source: ShapeFeature;
}

export interface MapDrawing {
  width: number;
  height: number;
  shapes: Shape[];
  /** The globe's outline (world map only), drawn as the sea. */
  outline?: string;
}

type Props = { name?: string; a3?: string };
type AnyTopology = Topology<Record<string, GeometryCollection<Props>>>;

const collection = (topology: AnyTopology, object: string): FeatureCollection<Geometry, Props> => {
  const geometries = topology.objects[object];
  if (!geometries) throw new Error(`The boundary set has no “${object}” layer.`);
  return feature(topology, geometries) as FeatureCollection<Geometry, Props>;
};

function drawShapes(
  level: MapLevel,
  features: Feature<Geometry, Props>[],
  path: (object: GeoPermissibleObjects) => string | null,
): Shape[] {
  return features.map((f, i) => {
    const source: ShapeFeature = { id: f.id, properties: f.properties };
    return {
      key: String(f.id ?? f.properties?.a3 ?? i),
      name: f.properties?.name ?? String(f.id ?? ''),
      codes: shapeCodes(level, source),
      d: path(f) ?? '',
      source,
    };
  });
}

/** The world's countries on the Equal Earth projection (equal-area, so areas compare fairly). */
export function drawWorld(topology: AnyTopology, width = 960, height = 470): MapDrawing {
  const countries = collection(topology, 'countries');
  const projection = geoEqualEarth().fitSize([width, height], { type: 'Sphere' });
  const path = geoPath(projection).digits(1);
  return {
    width,
    height,
    shapes: drawShapes('country', countries.features, path),
    outline: path({ type: 'Sphere' }) ?? undefined,
  };
}

/**
 * Regions or sub-regions: each group's member countries dissolved into one shape (topojson's
 * merge removes the borders between them). `groupOf` names a country shape's group code; a shape
 * in no group (Antarctica, Siachen) is drawn on its own, unjoined.
 */
export function drawWorldGroups(
  topology: AnyTopology,
  groupOf: (feature: ShapeFeature) => string | undefined,
  width = 960,
  height = 470,
): MapDrawing {
  const countries = topology.objects.countries;
  if (!countries) throw new Error('The boundary set has no “countries” layer.');
  const projection = geoEqualEarth().fitSize([width, height], { type: 'Sphere' });
  const path = geoPath(projection).digits(1);
  const members = new Map<string, (typeof countries.geometries)[number][]>();
  const loose: Feature<Geometry, Props>[] = [];
  for (const g of countries.geometries) {
    const code = groupOf({ id: g.id, properties: g.properties });
    if (code) members.set(code, [...(members.get(code) ?? []), g]);
    else if (g.type === 'Polygon' || g.type === 'MultiPolygon')
      loose.push(feature(topology, g) as unknown as Feature<Geometry, Props>);
  }
  const shapes: Shape[] = [...members].map(([code, geometries]) => ({
    key: code,
    name: code,
    codes: [code],
    d: path(merge(topology, geometries as Parameters<typeof merge>[1])) ?? '',
    source: { id: code },
  }));
  const rest = drawShapes('country', loose, path).map((s) => ({ ...s, codes: [] }));
  return { width, height, shapes: [...shapes, ...rest], outline: path({ type: 'Sphere' }) ?? undefined };
}

/**
 * US states, or the counties of one state, from the Census boundaries already projected on
 * Albers USA (Alaska and Hawaii inset): fitted to the view without another projection.
 */
export function drawUs(
  topology: AnyTopology,
  level: 'state' | 'county',
  stateFips?: string,
  width = 960,
): MapDrawing {
  const all = collection(topology, level === 'state' ? 'states' : 'counties');
  const features =
    level === 'county' && stateFips
      ? all.features.filter((f) => String(f.id).padStart(5, '0').startsWith(stateFips))
      : all.features;
  const fc: FeatureCollection<Geometry, Props> = { type: 'FeatureCollection', features };
  // Fit the width first, then size the height to the shapes' own aspect (Texas is not Tennessee).
  const [[x0, y0], [x1, y1]] = geoPath().bounds(fc);
  const aspect = (y1 - y0) / Math.max(1, x1 - x0);
  const height = Math.max(200, Math.min(Math.round(width * aspect), Math.round(width * 0.9)));
  const projection = geoIdentity().fitSize([width, height], fc);
  return { width, height, shapes: drawShapes(level, features, geoPath(projection).digits(1)) };
}
