import { isMultiValued, type ChartOptions, type ShareBase } from './chart-config';
import {
  canSplit,
  hiddenBuckets,
  measurePeriod,
  toCategoryRows,
  type CategoryRow,
  type PeriodFacts,
} from './chart-buckets';
import { ordinalName, shownGroups } from './chart-ordinal';
import {
  distributionPeriodRows,
  timelinePeriodRows,
  type HiddenBucket,
  type PeriodRow,
} from './chart-compare';
import {
  fillSlots,
  timeSlots,
  timelineSeries,
  toTimeRows,
  type DayBucket,
  type PreviousSlots,
  type SeriesDef,
  type TimeRow,
} from './chart-timeline';
import { periodChange, periodShift, type PeriodChange } from './period-change';

/** What a chart draws, its table shows and every export writes: one model per chart. */
export interface DistributionModel {
  kind: 'distribution';
  rows: CategoryRow[];
  total: number;
  /** Buckets hidden by the options that still count in `total` (absent: none). */
  hidden?: HiddenBucket[];
  previousTotal: number | null;
  /** "% of all mentions", "% of located mentions". */
  baseLabel: string;
  notes: string[];
  change: PeriodChange | null;
  period: PeriodRow[] | null;
}
export interface TimelineModel {
  kind: 'timeline';
  /** The zone the buckets are cut in ('UTC' when the service could not count the analyst's). */
  bucketZone: string;
  /** The buckets are UTC ones although the analyst works in another zone (see notes). */
  utcBuckets: boolean;
  rows: TimeRow[];
  series: SeriesDef[];
  total: number;
  previousTotal: number | null;
  /** Each series has its own previous series (else only the previous total is known). */
  previousSeries: boolean;
  notes: string[];
  change: PeriodChange | null;
  period: PeriodRow[] | null;
}
export type ChartModel = DistributionModel | TimelineModel;

const VALUED: [string, string][] = [
  ['locations.', 'located mentions'],
  ['bot_ratings', 'mentions with a bot rating'],
  ['narratives.id', 'mentions in a narrative'],
  ['smart_category_enrichment_id:', 'categorised mentions'],
  ['custom_enrichment_id:', 'tagged mentions'],
  ['publisher_geography.', 'mentions with a publisher location'],
];

/** The noun of the "valued" share base of a dimension. */
export function valuedNoun(groupBy: string): string {
  return VALUED.find(([prefix]) => groupBy.startsWith(prefix))?.[1] ?? 'mentions with a value';
}

export function shareBaseLabel(groupBy: string, base: ShareBase): string {
  return `% of ${base === 'valued' ? valuedNoun(groupBy) : 'all mentions'}`;
}

type Named = (key: string) => string | undefined;
type DistOptions = Pick<ChartOptions, 'dim' | 'top' | 'unit' | 'base' | 'hideOther' | 'hideNone'> & {
  /** The groups shown, in order, instead of the top ones (ChartSpec `groups`). */
  groups?: readonly string[];
};

/** A distribution from the API's answers for the current (and previous) period. */
export function buildDistributionModel(
  o: DistOptions,
  current: PeriodFacts,
  previous: PeriodFacts | null,
  nameOf: Named = () => undefined,
): DistributionModel {
  const multi = isMultiValued(o.dim);
  const shown = shownGroups(current.groups, o.dim, o.top, o.groups).map((g) => ({
    ...g,
    name: ordinalName(o.dim, g.key) || g.name || nameOf(g.key) || g.key,
  }));
  const keys = shown.map((g) => g.key);
  // Both periods are measured the same way: split only when each can be.
  const split = canSplit(current, multi) && (!previous || canSplit(previous, multi));
  const cur = measurePeriod(current, keys, multi, split);
  const prev = previous ? measurePeriod(previous, keys, multi, split) : null;
  const valuedKnown = cur.valued !== null;
  const base = o.base === 'valued' && valuedKnown ? 'valued' : 'all';
  const rows = toCategoryRows({
    shown,
    current: cur,
    previous: prev,
    base,
    hideOther: o.hideOther,
    hideNone: o.hideNone,
  });
  const hidden = hiddenBuckets({
    current: cur,
    previous: prev,
    base,
    hideOther: o.hideOther,
    hideNone: o.hideNone,
  });
  const notes: string[] = [];
  if (o.base === 'valued' && !valuedKnown)
    notes.push(
      `The number of ${valuedNoun(o.dim)} is unknown here (not every group is listed), so shares are of all mentions.`,
    );
  if (cur.none === null) notes.push('Not every group is listed, so “Other” includes mentions with no value.');
  if (cur.otherApproximate)
    notes.push(
      'A mention can carry several values: groups can add up to more than the total and “Other” is approximate.',
    );
  else if (multi)
    notes.push('A mention can carry several values, so groups can add up to more than the total.');
  const unknown = prev ? [...prev.counts.values()].filter((c) => c === null).length : 0;
  if (unknown > 0)
    notes.push(
      `The previous count of ${unknown} group(s) is unknown: the service listed only its top groups.`,
    );
  if (hidden.length)
    notes.push(
      `Hidden: ${hidden.map((h) => `“${h.name}” (${h.count.toLocaleString('en-US')})`).join(' and ')}; still counted in the total of ${current.total.toLocaleString('en-US')} and in the shares.`,
    );
  const previousTotal = previous?.total ?? null;
  return {
    kind: 'distribution',
    rows,
    total: current.total,
    hidden,
    previousTotal,
    baseLabel: shareBaseLabel(o.dim, base),
    notes,
    change: previous ? periodChange(current.total, previous.total) : null,
    period: previous
      ? distributionPeriodRows(rows, o.unit, { current: current.total, previous: previousTotal }, hidden)
      : null,
  };
}

type Timeline = { totalCount: number; buckets: readonly DayBucket[] };
type TimeOptions = Pick<ChartOptions, 'interval' | 'unit' | 'breakdown'>;

export interface TimelineInput {
  window: { since: string; to: string };
  zone: string;
  current: Timeline;
  /** Previous period: its totals, and (with a breakdown) its series, restricted or not. */
  previous?: { totals: Timeline; series?: Timeline | null; seriesExact: boolean } | null;
  /** Why the buckets are not the zone's (zoned-buckets.ts plan note), shown with the chart. */
  note?: string | null;
}

/** A timeline on every bucket of the window, with the previous period shifted onto the same buckets. */
export function buildTimelineModel(
  o: TimeOptions,
  input: TimelineInput,
  nameOf: Named = () => undefined,
): TimelineModel {
  const { window, zone, current, previous } = input;
  const slots = timeSlots(window, o.interval, zone);
  const series = o.breakdown ? timelineSeries(current.buckets, nameOf) : [];
  const cur = fillSlots(current.buckets, slots);
  const shift = periodShift(window, zone);
  const prev: PreviousSlots | null = previous
    ? {
        totals: fillSlots(previous.totals.buckets, slots, shift),
        windowTotal: previous.totals.totalCount,
        series: previous.series ? fillSlots(previous.series.buckets, slots, shift) : null,
        seriesExact: previous.seriesExact,
      }
    : null;
  const rows = toTimeRows({
    slots,
    current: cur,
    series,
    interval: o.interval,
    zone,
    unit: o.unit,
    windowTotal: current.totalCount,
    previous: prev,
  });
  const notes: string[] = input.note ? [input.note] : [];
  if (slots.some((s) => s.partial))
    notes.push(
      '* partial bucket: the window covers only part of it (the previous period’s bucket covers the same length).',
    );
  if (series.some((s) => s.special))
    notes.push('“Other” holds the mentions outside the listed series, those with no value included.');
  if (o.breakdown && isMultiValued(o.breakdown))
    notes.push('A mention can carry several values, so series can add up to more than the total.');
  return {
    kind: 'timeline',
    bucketZone: zone,
    utcBuckets: Boolean(input.note),
    rows,
    series,
    total: current.totalCount,
    previousTotal: previous?.totals.totalCount ?? null,
    previousSeries: Boolean(prev?.series),
    notes,
    change: previous ? periodChange(current.totalCount, previous.totals.totalCount) : null,
    period: prev ? timelinePeriodRows(series, cur, prev) : null,
  };
}
