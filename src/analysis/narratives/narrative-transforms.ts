/**
 * Pure figures of the narrative explorer: sparkline points, the share of bot-rated mentions per
 * day, breakdown rows with their change from the previous period (lib/period-change), confidence
 * bands.
 */

import { type PeriodChange, periodChange } from '@/analysis/charts/period-change';

/** Confidence (0–100) at or above which a mention defines its narrative; below BORDERLINE it is borderline. */
export const DEFINING_CONFIDENCE = 70;
export const BORDERLINE_CONFIDENCE = 40;

export type ConfidenceBand = 'defining' | 'related' | 'borderline';

type Bucket = { date: string; count: number };
type Timeline = { totalCount: number; buckets: Bucket[] };

export type SparkPoint = { date: string; count: number };

/** A timeline → the points of a sparkline, oldest first (the API already sends empty days). */
export function toSparklineSeries(timeline: Timeline | undefined): SparkPoint[] {
  if (!timeline) return [];
  return [...timeline.buckets]
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
    .map((b) => ({ date: b.date, count: b.count }));
}

/** Percentage 0–100 rounded to one decimal, or null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/**
 * Fewer mentions than this in a bucket make its bot share a low base: one or two mentions give
 * 0, 50 or 100 %, which says nothing about the narrative.
 */
export const LOW_BASE_MENTIONS = 10;

export type BotSharePoint = {
  date: string;
  total: number;
  bots: number;
  share: number | null;
  /** The share rests on fewer than LOW_BASE_MENTIONS mentions (and at least one). */
  lowBase: boolean;
};

/**
 * Joins the narrative's daily volume with the daily volume of its bot-rated mentions (a second
 * timeline with the bot_ratings filter) into one series with the share per day. Days missing from
 * the bot timeline count as zero bots.
 */
export function toBotShareSeries(total: Timeline | undefined, bots: Timeline | undefined): BotSharePoint[] {
  const botsByDay = new Map((bots?.buckets ?? []).map((b) => [Date.parse(b.date), b.count]));
  return toSparklineSeries(total).map((b) => {
    const botCount = Math.min(botsByDay.get(Date.parse(b.date)) ?? 0, b.count);
    return {
      date: b.date,
      total: b.count,
      bots: botCount,
      share: percentOf(botCount, b.count),
      lowBase: b.count > 0 && b.count < LOW_BASE_MENTIONS,
    };
  });
}

export type BreakdownRow = {
  key: string;
  name: string;
  count: number;
  percentage: number | null;
  previous?: number;
  change?: PeriodChange;
};

type Group = { key: string; name?: string | null; count: number; percentage?: number | null };
type Distribution = { totalCount: number; groups: Group[] };

/**
 * A distribution's top groups as table rows; with the previous period's distribution each row
 * also carries that period's count (0 when the group did not appear) and the change.
 */
export function toBreakdownRows(
  current: Distribution | undefined,
  previous: Distribution | undefined,
  top = 10,
): BreakdownRow[] {
  if (!current) return [];
  const before = previous ? new Map(previous.groups.map((g) => [g.key, g.count])) : undefined;
  return current.groups.slice(0, top).map((g) => {
    const row: BreakdownRow = {
      key: g.key,
      name: g.name || g.key,
      count: g.count,
      percentage: g.percentage ?? percentOf(g.count, current.totalCount),
    };
    if (!before) return row;
    const prev = before.get(g.key) ?? 0;
    return { ...row, previous: prev, change: periodChange(g.count, prev) };
  });
}

export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= DEFINING_CONFIDENCE) return 'defining';
  if (confidence < BORDERLINE_CONFIDENCE) return 'borderline';
  return 'related';
}

/** The confidence of one narrative on a mention's enrichments, or null when it is not listed. */
export function narrativeConfidence(
  enrichments: { narratives: { id: number; confidence: number | null }[] },
  narrativeId: number,
): number | null {
  return enrichments.narratives.find((n) => n.id === narrativeId)?.confidence ?? null;
}
