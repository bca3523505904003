/**
 * What a choropleth colours by, computed from the distribution's counts per place: raw counts,
 * the share of the located mentions (those with a place at the drawn level), or the lift of that
 * share against the previous period of equal length. Pure, so the map, its table and its CSV
 * read the same figures.
 */

import type { MapMeasure } from './map-choices';

export { MAP_MEASURES, type MapMeasure } from './map-choices';

export const MEASURE_LABEL: Record<MapMeasure, string> = {
  count: 'Mentions',
  share: 'Share of located',
  lift: 'Lift vs previous period',
};

export interface PlaceFigures {
  count: number;
  /** Share of the located mentions in the window, 0–1 (undefined when none is located). */
  share: number | undefined;
  previous: number | undefined;
  /** Share now ÷ share in the previous period; undefined when the place had none then. */
  lift: number | undefined;
}

export interface MeasureInput {
  counts: ReadonlyMap<number, number>;
  /** The previous period's counts, when lift is asked for. */
  previous?: ReadonlyMap<number, number>;
}

const sum = (m: ReadonlyMap<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** Every place's figures; places absent from the answer count 0. */
export function placeFigures(ids: Iterable<number>, input: MeasureInput): Map<number, PlaceFigures> {
  const located = sum(input.counts);
  const prevLocated = input.previous ? sum(input.previous) : 0;
  const out = new Map<number, PlaceFigures>();
  for (const id of ids) {
    const count = input.counts.get(id) ?? 0;
    const share = located > 0 ? count / located : undefined;
    const previous = input.previous ? (input.previous.get(id) ?? 0) : undefined;
    const prevShare = previous !== undefined && prevLocated > 0 ? previous / prevLocated : undefined;
    const lift = share !== undefined && prevShare ? share / prevShare : undefined;
    out.set(id, { count, share, previous, lift });
  }
  return out;
}

export const valueOf = (f: PlaceFigures, measure: MapMeasure): number | undefined =>
  measure === 'count' ? f.count : measure === 'share' ? f.share : f.lift;

/** Colour classes: sequential for counts and shares, diverging around 1 for lift. */
export const SEQUENTIAL = ['#c6dbef', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;
export const DIVERGING = ['#2166ac', '#67a9cf', '#e8e8e8', '#ef8a62', '#b2182b'] as const;
/** Lift classes: under half, under 0.8, about even, over 1.25, over 2. */
export const LIFT_BREAKS = [0.5, 0.8, 1.25, 2] as const;

export interface ColourClass {
  /** Lower bound, inclusive (the first class starts at its smallest value). */
  from: number;
  to: number;
  colour: string;
}

/**
 * Up to five classes over the non-zero values: quantile breaks, so a few very large places do not
 * leave the rest in one colour. Lift uses fixed breaks around 1 instead.
 */
export function colourClasses(values: readonly number[], measure: MapMeasure): ColourClass[] {
  if (measure === 'lift') {
    const edges = [0, ...LIFT_BREAKS, Infinity];
    return DIVERGING.map((colour, i) => ({ from: edges[i]!, to: edges[i + 1]!, colour }));
  }
  const sorted = values.filter((v) => v > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const breaks: number[] = [];
  for (let i = 1; i < SEQUENTIAL.length; i++) {
    const q = sorted[Math.min(sorted.length - 1, Math.floor((i / SEQUENTIAL.length) * sorted.length))]!;
    if (q > (breaks.at(-1) ?? sorted[0]!)) breaks.push(q);
  }
  const edges = [sorted[0]!, ...breaks, sorted.at(-1)!];
  const classes: ColourClass[] = [];
  for (let i = 0; i < edges.length - 1; i++) {
    classes.push({
      from: edges[i]!,
      to: edges[i + 1]!,
      colour: SEQUENTIAL[i + (SEQUENTIAL.length - (edges.length - 1))]!,
    });
  }
  if (classes.length === 0) classes.push({ from: sorted[0]!, to: sorted[0]!, colour: SEQUENTIAL.at(-1)! });
  return classes;
}

/** The class colour of a value; undefined for 0 or no value (drawn as "none"). */
export function colourOf(value: number | undefined, classes: readonly ColourClass[]): string | undefined {
  if (value === undefined || value <= 0 || classes.length === 0) return undefined;
  const hit = classes.find((c, i) => value < c.to || i === classes.length - 1);
  return hit?.colour;
}

export function formatMeasure(value: number | undefined, measure: MapMeasure): string {
  if (value === undefined) return measure === 'lift' ? 'n/a' : '0';
  if (measure === 'count') return value.toLocaleString('en-US');
  if (measure === 'share') return `${(value * 100).toFixed(1)}%`;
  return `×${value.toFixed(2)}`;
}

/** The base a measure is read against, said in the legend and every export. */
export function measureBase(
  measure: MapMeasure,
  located: number,
  levelNoun: string,
  previous?: string,
): string {
  if (measure === 'count') return `Mentions per ${levelNoun} in the window`;
  if (measure === 'share')
    return `Share of the window’s ${located.toLocaleString('en-US')} mentions located to a ${levelNoun}`;
  return `Share of located mentions now ÷ share in the previous period${previous ? ` (${previous})` : ''}; 1 = as before`;
}
