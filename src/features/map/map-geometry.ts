import { feature } from 'topojson-client';
import { geoEqualEarth, geoIdentity, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { shapeCodes, type MapLevel, type ShapeFeature } from '@/lib/geo-join';

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
