import type { ExplainInput } from '@/analysis/spikes/spike-explain-plan';
import type { Settled } from '@/analysis/spikes/spike-explain';
import { DAY } from '@/lib/time-units';

/**
 * A narrative-driven daily spike and the API's answers to its explanation plan, shaped like the
 * reference server's (trimmed): 412 mentions on 12 Nov against 120 a day over 28 days.
 */
export const SPIKE_DAY = Date.parse('2026-11-12T00:00:00Z');
export const input: ExplainInput = {
  spike: { date: '2026-11-12T00:00:00.000Z', interval: 'day', count: 412, baseline: 120, history: 28 },
  filters: { languages: ['en', 'de'], filter_expression: 'heat pump' },
};

export const dist = (groupBy: string, totalCount: number, groups: [string, string, number][]) => ({
  groupBy,
  totalCount,
  groups: groups.map(([key, name, count]) => ({
    key,
    name,
    count,
    percentage: Math.round((count / totalCount) * 10_000) / 100,
  })),
});
/**
 * A grouped daily timeline over the 28 baseline days and the spike day; bucket counts are the
 * day's totals (120 and 412), above the groups' sum when some mentions have no value.
 */
export const timeline = (
  perDay: Record<string, number>,
  spikeDay: Record<string, number>,
  totals: [number, number] = [120, 412],
) => {
  const groups = (g: Record<string, number>) =>
    Object.entries(g).map(([key, count]) => ({ key, name: key, count }));
  const buckets = Array.from({ length: 29 }, (_, i) => {
    const g = i === 28 ? spikeDay : perDay;
    return {
      date: new Date(SPIKE_DAY - (28 - i) * DAY).toISOString(),
      count: i === 28 ? totals[1] : totals[0],
      groups: groups(g),
    };
  });
  return { totalCount: buckets.reduce((s, b) => s + b.count, 0), buckets };
};

export const ANSWERS: Record<string, unknown> = {
  'narratives.id/spike': dist('narratives.id', 412, [
    ['7', 'Heat pump grants doubled to speed home heating switch', 230],
    ['8', 'Grid-scale battery storage', 30],
  ]),
  'narratives.id/baseline': dist('narratives.id', 3360, [
    ['7', 'Heat pump grants doubled', 560],
    ['8', 'Grid-scale battery storage', 840],
  ]),
  'bot_ratings/timeline': timeline(
    { none: 50, very_unlikely: 30, likely: 4 },
    { none: 120, very_unlikely: 60, likely: 60, almost_certain: 27 },
  ),
  'channels/timeline': timeline(
    { twitter: 40, news: 50, reddit: 30 },
    { twitter: 230, news: 120, reddit: 62 },
  ),
  'authors/spike': dist('authors', 412, [
    ['heatbot_1', 'heatbot_1', 25],
    ['Ana Ruiz', 'Ana Ruiz', 6],
  ]),
  'authors/baseline': dist('authors', 3360, [['Ana Ruiz', 'Ana Ruiz', 140]]),
  'domains/spike': dist('domains', 412, [
    ['x.com', 'x.com', 230],
    ['reuters.com', 'reuters.com', 40],
  ]),
  'domains/baseline': dist('domains', 3360, [
    ['x.com', 'x.com', 1120],
    ['reuters.com', 'reuters.com', 560],
  ]),
  'languages/timeline': timeline({ en: 100, de: 20 }, { en: 380, de: 32 }),
  'locations.country/spike': dist('locations.country', 412, [['826', 'United Kingdom', 100]]),
};
export const settledAll = (answers: Record<string, unknown>): Record<string, Settled> =>
  Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, { ok: true, value: v }]));
