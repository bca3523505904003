import { z } from 'zod/mini';
import { GroupBySchema } from '@/api/schemas';
import { DateRangeSearchSchema } from '@/lib/date-range';
import { MentionFilterSearchSchema } from '@/filters/mention-filters-url';

export const CHART_TYPES = ['bar', 'hbar', 'stacked', 'donut', 'line', 'area', 'table', 'map'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const MEASURES = ['distribution', 'timeline'] as const;
export type Measure = (typeof MEASURES)[number];
export const CHART_INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];

/**
 * Which chart types draw which measure: categories as bars/slices, time as lines/areas/stacks.
 * A map is a distribution by place, asked for by level and measure instead of a dimension, and
 * drawn by the map view the map area shows too (`src/components/map/map-view.tsx`), not a
 * renderer here; its settings are the map area's URL params (`map-search.ts`), kept out of this
 * schema, which the route tree (every page) carries.
 */
export const TYPES_BY_MEASURE = {
  distribution: ['bar', 'hbar', 'donut', 'table', 'map'],
  timeline: ['line', 'area', 'stacked', 'bar', 'table'],
} as const satisfies Record<Measure, readonly ChartType[]>;
/** The chart types one measure can draw (the renderer maps are keyed by these). */
export type TypeOf<M extends Measure> = (typeof TYPES_BY_MEASURE)[M][number];
/** What a share is taken of: every matching mention, or those with a value of the dimension. */
export const SHARE_BASES = ['all', 'valued'] as const;
export type ShareBase = (typeof SHARE_BASES)[number];

/**
 * The chart builder's own search params (beside the mention filters and the global window).
 * Every key `.catch`es to its default so a hand-edited link still draws a chart.
 */
export const ChartOptionsSchema = z.object({
  measure: z.catch(z._default(z.enum(MEASURES), 'distribution'), 'distribution'),
  dim: z.catch(z._default(GroupBySchema, 'channels'), 'channels'),
  chart: z.catch(z._default(z.enum(CHART_TYPES), 'bar'), 'bar'),
  top: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 10), 10),
  unit: z.catch(z._default(z.enum(['count', 'percent']), 'count'), 'count'),
  interval: z.catch(z._default(z.enum(CHART_INTERVALS), 'day'), 'day'),
  breakdown: z.catch(z.optional(GroupBySchema), undefined),
  compare: z.catch(z._default(z.coerce.boolean(), false), false),
  title: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  /** Values written on the bars, points and slices. */
  labels: z.catch(z._default(z.coerce.boolean(), false), false),
  base: z.catch(z._default(z.enum(SHARE_BASES), 'all'), 'all'),
  hideOther: z.catch(z._default(z.coerce.boolean(), false), false),
  hideNone: z.catch(z._default(z.coerce.boolean(), false), false),
});
export type ChartOptions = z.infer<typeof ChartOptionsSchema>;
export const CHART_DEFAULTS = {
  measure: 'distribution',
  dim: 'channels',
  chart: 'bar',
  top: 10,
  unit: 'count',
  interval: 'day',
  compare: false,
  labels: false,
  base: 'all',
  hideOther: false,
  hideNone: false,
} as const;

export const ChartSearchSchema = z.extend(ChartOptionsSchema, MentionFilterSearchSchema.shape);
export type ChartSearch = z.infer<typeof ChartSearchSchema>;

/**
 * A mark drawn on a chart and carried by every export: an event annotation or a detected spike.
 * `at` is an ISO instant (timelines: the bucket holding it) or a group key (distributions).
 */
export const ChartMarkSchema = z.object({
  at: z.string().check(z.minLength(1), z.maxLength(200)),
  label: z.string().check(z.maxLength(200)),
  kind: z._default(z.enum(['event', 'spike']), 'event'),
});
export type ChartMark = z.infer<typeof ChartMarkSchema>;

/** Share of voice compares 2 to 5 workspaces on one chart. */
export const MIN_VOICES = 2;
export const MAX_VOICES = 5;
export const VoiceWorkspaceSchema = z.object({
  id: z.int().check(z.minimum(1)),
  name: z.string().check(z.maxLength(300)),
});

/** Everything one chart needs to draw itself anywhere (builder or report board). */
/** The most marks a chart holds (annotations and spikes). */
export const MAX_CHART_MARKS = 200;

export const ChartSpecSchema = z.object({
  workspaceId: z.int().check(z.minimum(1)),
  workspaceName: z.optional(z.string().check(z.maxLength(300))),
  options: ChartOptionsSchema,
  filters: MentionFilterSearchSchema,
  range: DateRangeSearchSchema,
  marks: z.optional(z.array(ChartMarkSchema).check(z.maxLength(MAX_CHART_MARKS))),
  /**
   * Share of voice: these workspaces are the chart's series (timeline) or rows (distribution:
   * the window's share bar); `workspaceId` is the first of them.
   */
  voices: z.optional(z.array(VoiceWorkspaceSchema).check(z.minLength(MIN_VOICES), z.maxLength(MAX_VOICES))),
  /**
   * A distribution's groups, in order, instead of its top ones (share of voice: the same groups
   * for every compared workspace, so side by side is like for like). Ordinal dimensions ignore it.
   */
  groups: z.optional(z.array(z.string().check(z.maxLength(300))).check(z.maxLength(200))),
});
export type ChartSpec = z.infer<typeof ChartSpecSchema>;

/** The chart type actually drawn: a type that does not fit the measure falls back to its first. */
export function effectiveChartType(options: Pick<ChartOptions, 'measure' | 'chart'>): ChartType {
  const allowed: readonly ChartType[] = TYPES_BY_MEASURE[options.measure];
  return allowed.includes(options.chart) ? options.chart : (allowed[0] ?? 'table');
}

/** Dimensions where one mention can carry several keys (so group counts may exceed the total). */
export function isMultiValued(groupBy: string): boolean {
  return (
    groupBy === 'narratives.id' ||
    groupBy.startsWith('smart_category_enrichment_id:') ||
    groupBy.startsWith('custom_enrichment_id:')
  );
}
