/**
 * Share of voice: each workspace's part of the combined volume, per time bucket and for a whole
 * period. Shares are in tenths of a percent and sum to exactly 100 % wherever there are mentions
 * (largest-remainder rounding, so a table or a stacked bar never shows 99.9 % or 100.1 %); a
 * workspace with no mentions is kept at 0 %, never dropped.
 */

export interface VoiceTotal {
  id: number;
  count: number;
}

/** Percentages (one decimal) of `counts` summing to exactly 100, or all 0 when the sum is 0. */
export function percentShares(counts: readonly number[]): number[] {
  const total = counts.reduce((s, c) => s + Math.max(0, c), 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((c) => (Math.max(0, c) / total) * 1000);
  const floors = exact.map(Math.floor);
  let left = 1000 - floors.reduce((s, f) => s + f, 0);
  // The tenths left over go to the largest remainders (ties: the larger count, then list order).
  const order = exact
    .map((e, i) => ({ i, rest: e - (floors[i] as number) }))
    .sort((a, b) => b.rest - a.rest || (counts[b.i] as number) - (counts[a.i] as number) || a.i - b.i);
  for (const { i } of order) {
    if (left-- <= 0) break;
    floors[i] = (floors[i] as number) + 1;
  }
  return floors.map((f) => f / 10);
}

export interface VoiceShare extends VoiceTotal {
  /** 0–100, one decimal. */
  share: number;
}

/** Each workspace's share of the period's combined volume (in the order given). */
export function windowShares(totals: readonly VoiceTotal[]): VoiceShare[] {
  const shares = percentShares(totals.map((t) => t.count));
  return totals.map((t, i) => ({ ...t, share: shares[i] as number }));
}

export interface VoiceShareChange extends VoiceShare {
  previousCount: number;
  previousShare: number;
  /** Percentage points, one decimal; null when the previous period had no mentions at all. */
  change: number | null;
}

/** This period's shares beside the previous period's (matched by id; missing counts as 0). */
export function shareChanges(
  current: readonly VoiceTotal[],
  previous: readonly VoiceTotal[],
): VoiceShareChange[] {
  const before = new Map(previous.map((p) => [p.id, p.count]));
  const prevTotals = current.map((c) => ({ id: c.id, count: before.get(c.id) ?? 0 }));
  const prevShares = windowShares(prevTotals);
  const anyBefore = prevTotals.some((p) => p.count > 0);
  return windowShares(current).map((s, i) => {
    const p = prevShares[i] as VoiceShare;
    return {
      ...s,
      previousCount: p.count,
      previousShare: p.share,
      change: anyBefore ? Math.round((s.share - p.share) * 10) / 10 : null,
    };
  });
}

export interface VoiceSeries {
  id: number;
  buckets: readonly { date: string; count: number }[];
}

export interface VoiceBucket {
  date: string;
  total: number;
  /** Per workspace id: mentions in the bucket. */
  counts: Record<number, number>;
  /** Per workspace id: share of the bucket's total (0 for all when the bucket is empty). */
  shares: Record<number, number>;
}

/**
 * The workspaces' timelines on one grid of buckets (the union of their dates, oldest first; a
 * bucket missing from one workspace's answer counts 0 for it), with counts and shares.
 */
export function shareSeries(series: readonly VoiceSeries[]): VoiceBucket[] {
  const dates = new Map<number, string>();
  const counts = series.map((s) => {
    const byTime = new Map<number, number>();
    for (const b of s.buckets) {
      const t = Date.parse(b.date);
      if (Number.isNaN(t)) continue;
      dates.set(t, dates.get(t) ?? b.date);
      byTime.set(t, (byTime.get(t) ?? 0) + b.count);
    }
    return byTime;
  });
  return [...dates.keys()]
    .sort((a, b) => a - b)
    .map((t) => {
      const row = series.map((_, i) => (counts[i] as Map<number, number>).get(t) ?? 0);
      const shares = percentShares(row);
      return {
        date: dates.get(t) as string,
        total: row.reduce((s, c) => s + c, 0),
        counts: Object.fromEntries(series.map((s, i) => [s.id, row[i] as number])),
        shares: Object.fromEntries(series.map((s, i) => [s.id, shares[i] as number])),
      };
    });
}
