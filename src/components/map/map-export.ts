import { toChartCsv } from '@/analysis/charts/chart-csv';
import { formatMeasure, MEASURE_LABEL, type MapMeasure } from '@/analysis/map/map-measure';
import type { MapDrawing } from './map-geometry';
import type { MapModel } from './map-model';
import { classLabel } from './map-legend';

/** What every export of the map states besides its figures. */
export interface MapExportMeta {
  title: string;
  /** Workspace, window and zone, filters. */
  subtitle: string;
  base: string;
  pointOfView: string;
  attribution: string;
  measure: MapMeasure;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The exported drawing is on white, whatever the theme of the screen.
const INK = {
  sea: '#eef3f8',
  none: '#e9ecef',
  unjoined: '#d0d3d6',
  stroke: '#ffffff',
  chosen: '#e69f00',
  text: '#1a1b1e',
  dim: '#5c5f66',
};

const TOP = 56;
const noteLines = (meta: MapExportMeta) => [meta.base, `${meta.pointOfView}.`, `${meta.attribution}.`];

/** The standalone SVG's size: the drawing with its title above and its key and notes below. */
export const mapSvgSize = (drawing: MapDrawing) => ({
  width: drawing.width,
  height: TOP + drawing.height + 16 + 28 + 3 * 16 + 8,
});

/**
 * The map as a standalone SVG document: title, the shapes with their fills, the colour key, the
 * base of the measure, the border point of view and the attribution, all as vector text.
 */
export function mapSvg(drawing: MapDrawing, model: MapModel, meta: MapExportMeta): string {
  const top = TOP;
  const lines = noteLines(meta);
  const keyTop = top + drawing.height + 16;
  const { height } = mapSvgSize(drawing);
  const shapes = drawing.shapes
    .map((s) => {
      const row = s.codes.map((c) => model.rowByCode.get(c)).find(Boolean);
      const fill = row ? (row.colour ?? INK.none) : INK.unjoined;
      const stroke = row?.chosen
        ? `stroke="${INK.chosen}" stroke-width="2"`
        : `stroke="${INK.stroke}" stroke-width="0.4"`;
      const title = row ? `${row.name} (${row.code}): ${formatMeasure(row.value, meta.measure)}` : s.name;
      return `<path d="${s.d}" fill="${fill}" ${stroke}><title>${esc(title)}</title></path>`;
    })
    .join('');
  let x = 16;
  const key = [
    ...model.classes.map((c) => ({ colour: c.colour, label: classLabel(c, meta.measure) })),
    { colour: INK.none, label: 'No mentions' },
    { colour: INK.unjoined, label: 'Not a place of the taxonomy' },
  ]
    .map(({ colour, label }) => {
      const item = `<rect x="${x}" y="${keyTop}" width="12" height="12" fill="${colour}" stroke="#999"/><text x="${x + 16}" y="${keyTop + 10}">${esc(label)}</text>`;
      x += 24 + label.length * 6.2;
      return item;
    })
    .join('');
  const notes = lines
    .map((l, i) => `<text x="16" y="${keyTop + 36 + i * 16}" fill="${INK.dim}">${esc(l)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawing.width}" height="${height}" viewBox="0 0 ${drawing.width} ${height}" font-family="Helvetica, Arial, sans-serif" font-size="11" fill="${INK.text}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="16" y="24" font-size="16" font-weight="bold">${esc(meta.title)}</text>`,
    `<text x="16" y="42" fill="${INK.dim}">${esc(meta.subtitle)}</text>`,
    `<g transform="translate(0 ${top})">`,
    drawing.outline ? `<path d="${drawing.outline}" fill="${INK.sea}" stroke="#ccc"/>` : '',
    shapes,
    `</g>`,
    key,
    notes,
    `</svg>`,
  ].join('');
}

/** The map's figures as CSV, one row per place with its id and standard codes; notes state the base. */
export function mapCsv(model: MapModel, meta: MapExportMeta): string {
  const unlocated = Math.max(0, model.total - model.located);
  const codes = (r: MapModel['rows'][number], type: string) =>
    r.standard.find((s) => s.type === type)?.code ?? '';
  return toChartCsv({
    title: meta.title,
    subtitle: meta.subtitle,
    notes: [
      meta.base,
      meta.pointOfView,
      meta.attribution,
      `Total mentions ${model.total}; located at this level ${model.located}; not located at this level ${unlocated}`,
      ...model.unknown.map((u) => `Place id ${u.id} not in the taxonomy: ${u.count} mentions`),
    ],
    columns: [
      'id',
      'name',
      'join code',
      'ISO alpha-2',
      'ISO alpha-3',
      'FIPS',
      'mentions',
      'share of located (%)',
      'previous period',
      'lift',
      'on map',
    ],
    rows: model.rows.map((r) => [
      r.id,
      r.name,
      r.code,
      codes(r, 'iso_3166_1_alpha2'),
      codes(r, 'iso_3166_1_alpha3'),
      codes(r, 'fips'),
      r.counted ? r.count : null,
      r.share === undefined ? null : r.share * 100,
      r.previous,
      r.lift,
      r.onMap ? 'yes' : 'no shape',
    ]),
  });
}

export interface MapPlace {
  name: string;
  code: string;
  count: number;
  value: string;
}

/** A map as a report's exports write it: the drawn figure, its places in words, what it states. */
export interface MapExport {
  title: string;
  subtitle: string;
  caption?: string;
  /** The standalone SVG (mapSvg) and its size. */
  svg: string;
  width: number;
  height: number;
  measure: MapMeasure;
  /** What the figures are ("Mentions", "Share of located"): the places' value column. */
  measureLabel: string;
  /** Every place with mentions, most first, with the figure the map colours by (workbook, snapshot). */
  everyPlace: MapPlace[];
  /** The first PLACES_SHOWN of them: the board, the PDF and the slide list these. */
  places: MapPlace[];
  /** Places with mentions beyond those listed, said rather than dropped. */
  morePlaces: number;
  /** The base, the border point of view, the attribution, what is located and what is not. */
  notes: string[];
}

/**
 * A map's places with mentions as a table (the client snapshot's, the workbook's sheet): place,
 * code, mentions, and the figure the map colours by when it is not the count itself.
 */
export function mapPlacesTable(map: MapExport): { columns: string[]; rows: (string | number)[][] } {
  const counts = map.measure === 'count';
  return {
    columns: ['Place', 'Code', 'Mentions', ...(counts ? [] : [map.measureLabel])],
    rows: map.everyPlace.map((p) => [p.name, p.code, p.count, ...(counts ? [] : [p.value])]),
  };
}

/** How many places a report lists beside its map (the CSV of the map area has them all). */
export const PLACES_SHOWN = 10;

/** What a report's PDF and PowerPoint write for a map: the same drawing and words as its SVG. */
export function mapExport(
  drawing: MapDrawing,
  model: MapModel,
  meta: MapExportMeta,
  caption?: string,
): MapExport {
  const withMentions = model.rows.filter((r) => r.count > 0).sort((a, b) => b.count - a.count);
  const unlocated = Math.max(0, model.total - model.located);
  const everyPlace = withMentions.map((r) => ({
    name: r.name,
    code: r.code ?? '',
    count: r.count,
    value: formatMeasure(r.value, meta.measure),
  }));
  return {
    title: meta.title,
    subtitle: meta.subtitle,
    caption,
    svg: mapSvg(drawing, model, meta),
    ...mapSvgSize(drawing),
    measure: meta.measure,
    measureLabel: MEASURE_LABEL[meta.measure],
    everyPlace,
    places: everyPlace.slice(0, PLACES_SHOWN),
    morePlaces: Math.max(0, withMentions.length - PLACES_SHOWN),
    notes: [
      `${model.located.toLocaleString('en-US')} of ${model.total.toLocaleString('en-US')} mentions located at this level; ${unlocated.toLocaleString('en-US')} not.`,
      ...noteLines(meta),
    ],
  };
}
