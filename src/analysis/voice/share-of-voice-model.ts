import type { ChartInterval } from '@/analysis/charts/chart-config';
import { distributionPeriodRows, periodRow } from '@/analysis/charts/chart-compare';
import type { DistributionModel, TimelineModel } from '@/analysis/charts/chart-model';
import {
  fillSlots,
  slotWindow,
  timeSlots,
  type DayBucket,
  type SeriesDef,
  type TimeRow,
} from '@/analysis/charts/chart-timeline';
import { bucketLabel, percentOfTotal } from '@/analysis/charts/chart-transforms';
import { periodChange, periodShift } from '@/analysis/charts/period-change';
import { shareChanges, shareSeries } from './share-of-voice';

/**
 * Share-of-voice charts as the chart models every renderer, table and export already reads: the
 * chosen workspaces are the series of a timeline (one per workspace, in the order chosen) or the
 * rows of a distribution (the window's share bar). Shares come from `percentShares`, so every
 * bucket sums to exactly 100 % and a silent workspace stays at 0 %.
 */
export interface VoiceWorkspace {
  id: number;
  name: string;
}
type Timeline = { totalCount: number; buckets: readonly DayBucket[] };

/** A mention matching several workspaces counts in each: the combined volume is their sum. */
export const VOICE_OVERLAP_NOTE =
  'A mention that matches several of these workspaces counts in each, so the combined volume is the sum of the workspaces’ volumes.';

export const voiceSeries = (workspaces: readonly VoiceWorkspace[]): SeriesDef[] =>
  workspaces.map((w, i) => ({ dataKey: `s${i}`, prevKey: `p${i}`, key: String(w.id), name: w.name }));

export interface VoiceTimelineInput {
  window: { since: string; to: string };
  zone: string;
  interval: ChartInterval;
  unit: 'count' | 'percent';
  workspaces: readonly VoiceWorkspace[];
  /** Each workspace's timeline, in the order of `workspaces`. */
  current: readonly Timeline[];
  previous: readonly Timeline[] | null;
  /** Why the buckets are not the zone's (zoned-buckets.ts plan note). */
  note?: string | null;
}

/** Counts per slot of each workspace, then counts and shares per bucket (shareSeries). */
function slotVoices(
  workspaces: readonly VoiceWorkspace[],
  timelines: readonly Timeline[],
  slots: ReturnType<typeof timeSlots>,
  shift: number | ((ms: number) => number),
) {
  return shareSeries(
    workspaces.map((w, k) => ({
      id: w.id,
      buckets: fillSlots(timelines[k]?.buckets ?? [], slots, shift).map((c, i) => ({
        date: new Date(slots[i]!.start).toISOString(),
        count: c.count,
      })),
    })),
  );
}

/** The workspaces' volumes on every bucket of the window (counts or shares of the bucket). */
export function buildVoiceTimelineModel(input: VoiceTimelineInput): TimelineModel {
  const { window, zone, interval, unit, workspaces, current, previous } = input;
  const slots = timeSlots(window, interval, zone);
  const series = voiceSeries(workspaces);
  const cur = slotVoices(workspaces, current, slots, 0);
  const prev = previous ? slotVoices(workspaces, previous, slots, periodShift(window, zone)) : null;
  const windowTotal = current.reduce((s, t) => s + t.totalCount, 0);
  const prevWindowTotal = previous ? previous.reduce((s, t) => s + t.totalCount, 0) : null;
  const rows = slots.map((slot, i): TimeRow => {
    const c = cur[i]!;
    const row: TimeRow = {
      start: new Date(slot.start).toISOString(),
      label: `${bucketLabel(new Date(slot.start).toISOString(), interval, zone)}${slot.partial ? ' *' : ''}`,
      ...slotWindow(slots, i),
      total: unit === 'percent' ? percentOfTotal(c.total, windowTotal) : c.total,
    };
    if (slot.partial) row.partial = true;
    workspaces.forEach((w, k) => {
      row[series[k]!.dataKey] = unit === 'percent' ? c.shares[w.id]! : c.counts[w.id]!;
    });
    const p = prev?.[i];
    if (p) {
      row.prevTotal = unit === 'percent' ? percentOfTotal(p.total, prevWindowTotal ?? 0) : p.total;
      workspaces.forEach((w, k) => {
        row[series[k]!.prevKey] = unit === 'percent' ? p.shares[w.id]! : p.counts[w.id]!;
      });
    }
    return row;
  });
  const notes = input.note ? [input.note, VOICE_OVERLAP_NOTE] : [VOICE_OVERLAP_NOTE];
  if (slots.some((s) => s.partial))
    notes.push(
      '* partial bucket: the window covers only part of it (the previous period’s bucket covers the same length).',
    );
  const totals = current.map((t) => t.totalCount);
  const prevTotals = previous?.map((t) => t.totalCount) ?? null;
  return {
    kind: 'timeline',
    bucketZone: zone,
    utcBuckets: Boolean(input.note),
    rows,
    series,
    total: windowTotal,
    previousTotal: prevWindowTotal,
    previousSeries: Boolean(previous),
    notes,
    change: prevWindowTotal === null ? null : periodChange(windowTotal, prevWindowTotal),
    period: prevTotals
      ? [
          ...series.map((s, k) => periodRow(s.key, s.name, totals[k]!, prevTotals[k] ?? 0)),
          periodRow('__total__', 'Total', windowTotal, prevWindowTotal),
        ]
      : null,
  };
}

/**
 * The window's share-of-voice bar: one row per workspace (its count and share of the combined
 * volume), with the previous period's count and share beside it when given.
 */
export function buildVoiceShareModel(
  unit: 'count' | 'percent',
  workspaces: readonly VoiceWorkspace[],
  current: readonly number[],
  previous: readonly number[] | null,
): DistributionModel {
  const rows = shareChanges(
    workspaces.map((w, k) => ({ id: w.id, count: current[k] ?? 0 })),
    previous ? workspaces.map((w, k) => ({ id: w.id, count: previous[k] ?? 0 })) : [],
  ).map((s, k) => ({
    key: String(s.id),
    name: workspaces[k]!.name,
    count: s.count,
    percent: s.share,
    ...(previous ? { previous: s.previousCount, previousPercent: s.previousShare } : {}),
  }));
  const total = current.reduce((s, c) => s + c, 0);
  const previousTotal = previous ? previous.reduce((s, c) => s + c, 0) : null;
  return {
    kind: 'distribution',
    rows,
    total,
    previousTotal,
    baseLabel: '% of the workspaces’ combined mentions',
    notes: [VOICE_OVERLAP_NOTE],
    change: previousTotal === null ? null : periodChange(total, previousTotal),
    period:
      previousTotal === null
        ? null
        : distributionPeriodRows(rows, unit, { current: total, previous: previousTotal }),
  };
}
