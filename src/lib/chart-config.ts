import { z } from 'zod';
import { GroupBySchema } from '@/api/schemas';
import { DateRangeSearchSchema } from './date-range';
import { MentionFilterSearchSchema } from './mention-filters-url';

export const CHART_TYPES = ['bar', 'hbar', 'stacked', 'donut', 'line', 'area', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const MEASURES = ['distribution', 'timeline'] as const;
export type Measure = (typeof MEASURES)[number];
export const CHART_INTERVALS = ['day', 'week', 'month'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];

/** Which chart types draw which measure: categories as bars/slices, time as lines/areas/stacks. */
export const TYPES_BY_MEASURE = {
  distribution: ['bar', 'hbar', 'donut', 'table'],
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
  measure: z.enum(MEASURES).default('distribution').catch('distribution'),
  dim: GroupBySchema.default('channels').catch('channels'),
  chart: z.enum(CHART_TYPES).default('bar').catch('bar'),
  top: z.coerce.number().int().min(1).max(1000).default(10).catch(10),
  unit: z.enum(['count', 'percent']).default('count').catch('count'),
  interval: z.enum(CHART_INTERVALS).default('day').catch('day'),
  breakdown: GroupBySchema.optional().catch(undefined),
  compare: z.coerce.boolean().default(false).catch(false),
  title: z.string().max(200).optional().catch(undefined),
  /** Values written on the bars, points and slices. */
  labels: z.coerce.boolean().default(false).catch(false),
  base: z.enum(SHARE_BASES).default('all').catch('all'),
  hideOther: z.coerce.boolean().default(false).catch(false),
  hideNone: z.coerce.boolean().default(false).catch(false),
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

export const ChartSearchSchema = ChartOptionsSchema.extend(MentionFilterSearchSchema.shape);
export type ChartSearch = z.infer<typeof ChartSearchSchema>;

/**
 * A mark drawn on a chart and carried by every export: an event annotation or a detected spike.
 * `at` is an ISO instant (timelines: the bucket holding it) or a group key (distributions).
 */
export const ChartMarkSchema = z.object({
  at: z.string().min(1).max(200),
  label: z.string().max(200),
  kind: z.enum(['event', 'spike']).default('event'),
});
export type ChartMark = z.infer<typeof ChartMarkSchema>;

/** Share of voice compares 2 to 5 workspaces on one chart. */
export const MIN_VOICES = 2;
export const MAX_VOICES = 5;
export const VoiceWorkspaceSchema = z.object({
  id: z.number().int().min(1),
  name: z.string().max(300),
});

/** Everything one chart needs to draw itself anywhere (builder or report board). */
export const ChartSpecSchema = z.object({
  workspaceId: z.number().int().min(1),
  workspaceName: z.string().max(300).optional(),
  options: ChartOptionsSchema,
  filters: MentionFilterSearchSchema,
  range: DateRangeSearchSchema,
  marks: z.array(ChartMarkSchema).max(200).optional(),
  /**
   * Share of voice: these workspaces are the chart's series (timeline) or rows (distribution:
   * the window's share bar); `workspaceId` is the first of them.
   */
  voices: z.array(VoiceWorkspaceSchema).min(MIN_VOICES).max(MAX_VOICES).optional(),
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
