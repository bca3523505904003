import type { Location } from '@/api/locations';
import { joinPlaces, placeCode, type MapLevel, type ShapeFeature } from '@/analysis/map/geo-join';
import {
  colourClasses,
  colourOf,
  placeFigures,
  valueOf,
  type ColourClass,
  type MapMeasure,
  type PlaceFigures,
} from '@/analysis/map/map-measure';
import type { MapCounts } from './map-questions';

export interface MapRow extends PlaceFigures {
  id: number;
  name: string;
  /** The code the place joins on (alpha-3, FIPS), shown and exported beside its name. */
  code: string | undefined;
  standard: Location['standard'];
  value: number | undefined;
  colour: string | undefined;
  onMap: boolean;
  chosen: boolean;
  /** False when the service's answer was cut at its top N and this place was not in it. */
  counted: boolean;
}

export interface MapModel {
  rows: MapRow[];
  /** Join code → row, for colouring the shapes. */
  rowByCode: Map<string, MapRow>;
  classes: ColourClass[];
  total: number;
  located: number;
  /** Places with a code and mentions, but no shape at this resolution. */
  shapeless: MapRow[];
  /** Places without a code this level joins on. */
  codeless: MapRow[];
  /** Ids the service counted that the taxonomy of this level does not list. */
  unknown: { id: number; count: number }[];
  /** Publisher names the taxonomy of this level does not carry (publisher geography only). */
  unnamed: { name: string; count: number }[];
  /** Places not in a truncated answer (their count is not known). */
  belowTopN: MapRow[];
  truncatedAt: number | undefined;
}

interface Input {
  level: MapLevel;
  places: readonly Location[];
  features: readonly ShapeFeature[];
  current: MapCounts;
  previous?: MapCounts;
  measure: MapMeasure;
  chosen: readonly number[];
}

/** Places, shapes and counts as one model: what the map, its table, side list and CSV show. */
export function buildMapModel({
  level,
  places,
  features,
  current,
  previous,
  measure,
  chosen,
}: Input): MapModel {
  const join = joinPlaces(level, places, features);
  const figures = placeFigures(
    places.map((p) => p.id),
    { counts: current.counts, previous: measure === 'lift' ? previous?.counts : undefined },
  );
  const known = new Set(places.map((p) => p.id));
  const shapeless = new Set(join.shapeless.map((p) => p.id));
  const codeless = new Set(join.codeless.map((p) => p.id));
  const rows = places.map((p): MapRow => {
    const f = figures.get(p.id)!;
    return {
      ...f,
      id: p.id,
      name: p.name,
      code: join.codeOf.get(p.id) ?? placeCode(level, p),
      standard: p.standard,
      value: valueOf(f, measure),
      colour: undefined,
      onMap: join.codeOf.has(p.id),
      chosen: chosen.includes(p.id),
      counted: current.truncatedAt === undefined || current.counts.has(p.id),
    };
  });
  const classes = colourClasses(
    rows.filter((r) => r.onMap && r.value !== undefined).map((r) => r.value!),
    measure,
  );
  for (const r of rows) r.colour = colourOf(r.value, classes);
  rows.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const located = [...current.counts.values()].reduce((a, b) => a + b, 0);
  return {
    rows,
    rowByCode: new Map(rows.filter((r) => r.onMap).map((r) => [r.code!, r])),
    classes,
    total: current.total,
    located,
    shapeless: rows.filter((r) => shapeless.has(r.id)),
    codeless: rows.filter((r) => codeless.has(r.id)),
    unknown: [...current.counts].filter(([id]) => !known.has(id)).map(([id, count]) => ({ id, count })),
    unnamed: current.unjoined ?? [],
    belowTopN: rows.filter((r) => !r.counted),
    truncatedAt: current.truncatedAt,
  };
}
