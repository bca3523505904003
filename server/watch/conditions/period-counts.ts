import type { MentionFilters } from '../../../src/api/schemas';
import { DAY, HOUR } from '../../../src/lib/time-units';
import { apiWindow, type Win } from '../periods';
import type { RuleReads } from '../reads';
import { PREVIEW_PERIODS_MAX } from './types';

/**
 * Mentions in each of `wins` (consecutive zone periods), for previews: one hourly timeline call
 * summed into the zone's periods when the service answers hours (the reference server does);
 * otherwise one count call per period, the most recent PREVIEW_PERIODS_MAX only.
 */
export async function periodCounts(
  reads: RuleReads,
  filters: MentionFilters,
  wins: readonly Win[],
): Promise<{ wins: Win[]; counts: number[] }> {
  if (wins.length === 0) return { wins: [], counts: [] };
  const span = { from: (wins[0] as Win).from, to: (wins[wins.length - 1] as Win).to };
  const answer = await reads.timeline({ ...filters, ...apiWindow(span), interval: 'hour' });
  const times = answer.buckets.map((b) => Date.parse(b.date));
  const hourly =
    times.every((t) => t % HOUR === 0) && !(times.length > 1 && times.every((t) => t % DAY === 0));
  if (hourly && (times.length > 0 || answer.totalCount === 0)) {
    const counts = wins.map(() => 0);
    answer.buckets.forEach((b, i) => {
      const t = times[i] as number;
      const at = wins.findIndex((w) => t >= w.from && t < w.to);
      if (at >= 0) counts[at] = (counts[at] as number) + b.count;
    });
    return { wins: [...wins], counts };
  }
  const kept = wins.slice(-PREVIEW_PERIODS_MAX);
  return { wins: kept, counts: await Promise.all(kept.map((w) => reads.count(w, filters))) };
}
