/**
 * Colour-blind-safe categorical palette: Okabe-Ito without its black (invisible on dark
 * backgrounds), completed with Paul Tol's purple and olive and a Dark2 brown, chosen to stay apart
 * from the Okabe-Ito hues (near twins made stacked bars unreadable). Every hue reads as a bar or a
 * line on both Mantine's light (#fff) and dark (#242424) bodies.
 */
export const CHART_PALETTE = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#AA4499',
  '#999933',
  '#A6761D',
] as const;

/** "Other" and "No value" are greys, never a category colour; they stay apart from a neutral grey. */
export const OTHER_COLOR = '#B4B4B4';
export const NONE_COLOR = '#5E5E5E';
/** The single series of an unbroken timeline. */
export const TOTAL_COLOR = CHART_PALETTE[0];

/**
 * Semantic colours for polarity-like categories (favourability, sentiment, stance): readers
 * expect positive green and negative red. Okabe-Ito's bluish green and vermillion stay apart for
 * the common colour-vision deficiencies; neutral is a mid grey.
 */
const POLARITY: [RegExp, string][] = [
  [/^(very |mostly |strongly )?(positive|favou?rable|supportive|pro)$/i, '#009E73'],
  [/^(very |mostly |strongly )?(negative|unfavou?rable|critical|against|anti)$/i, '#D55E00'],
  [/^(neutral|balanced)$/i, '#8C8C8C'],
  [/^mixed$/i, '#E69F00'],
];

/** The semantic colour of a category name, or undefined when it is not polarity-like. */
export function polarityColor(name: string): string | undefined {
  return POLARITY.find(([re]) => re.test(name.trim()))?.[1];
}

export type Colorable = { key: string; name: string; special?: 'other' | 'none' };

/**
 * Colours of one chart's groups or series: greys for "Other" and "No value"; semantic colours
 * when every named group is polarity-like (so "Positive" is green only beside "Negative"); the
 * colour-blind-safe palette otherwise.
 */
export function chartColors(items: readonly Colorable[]): Map<string, string> {
  const named = items.filter((i) => !i.special);
  const semantic = named.length > 0 && named.every((i) => polarityColor(i.name));
  const palette = assignColors(named.map((i) => i.key));
  return new Map(
    items.map((i) => [
      i.key,
      i.special === 'other'
        ? OTHER_COLOR
        : i.special === 'none'
          ? NONE_COLOR
          : semantic
            ? polarityColor(i.name)!
            : palette.get(i.key)!,
    ]),
  );
}

/** FNV-1a: a small, stable string hash (same value → same slot in every chart and browser). */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The colour a value prefers, whatever chart it appears in. */
export function preferredColor(value: string): string {
  return CHART_PALETTE[hash(value) % CHART_PALETTE.length] ?? CHART_PALETTE[0];
}

/**
 * Colours for the values of one chart: each value takes its preferred slot; when two values of
 * the same chart collide, the later one probes to the next free slot (so a chart never shows two
 * series in one colour while the palette has room). Beyond the palette's size colours repeat.
 */
export function assignColors(values: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set<number>();
  for (const value of values) {
    if (out.has(value)) continue;
    let slot = hash(value) % CHART_PALETTE.length;
    if (used.size < CHART_PALETTE.length) {
      while (used.has(slot)) slot = (slot + 1) % CHART_PALETTE.length;
    }
    used.add(slot);
    out.set(value, CHART_PALETTE[slot] ?? CHART_PALETTE[0]);
  }
  return out;
}
