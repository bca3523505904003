import { periodChange, type PeriodChange } from '@/analysis/charts/period-change';

/**
 * Rising narratives: each narrative's mentions in the window against the previous period of the
 * same length (`previousWindow`), absolute and relative, "new" when it had none before, and the
 * explorer's growth sorts. Relative growth of tiny narratives (1 → 3 is +200 %) is noise, so a
 * narrative must reach a minimum size in one of the two periods to rank by growth.
 */

/** Least mentions (in the window or the previous period) for a narrative to rank by growth. */
export const MIN_GROWTH_SIZE = 10;

export interface NarrativeVolume {
  id: number;
  title?: string;
  /** Mentions in the period (e.g. the narratives list's aggregations.mentionCount for that window). */
  count: number;
}

export interface NarrativeGrowth extends PeriodChange {
  id: number;
  title: string;
  /** Mentions now and none in the previous period. */
  isNew: boolean;
  /** Big enough (in either period) to rank by growth. */
  eligible: boolean;
}

export type GrowthSort = 'absolute' | 'relative';

export function narrativeGrowth(
  current: readonly NarrativeVolume[],
  previous: readonly NarrativeVolume[],
  minSize = MIN_GROWTH_SIZE,
): NarrativeGrowth[] {
  const before = new Map(previous.map((n) => [n.id, n]));
  const now = new Map(current.map((n) => [n.id, n]));
  const ids = [...new Set([...now.keys(), ...before.keys()])];
  return ids.map((id) => {
    const c = now.get(id)?.count ?? 0;
    const p = before.get(id)?.count ?? 0;
    return {
      id,
      title: now.get(id)?.title ?? before.get(id)?.title ?? `Narrative ${id}`,
      ...periodChange(c, p),
      isNew: p === 0 && c > 0,
      eligible: Math.max(c, p) >= minSize,
    };
  });
}

/**
 * Growth order: narratives big enough come first. `absolute` ranks by added mentions;
 * `relative` puts new narratives first (largest first), then the highest percentage growth.
 */
export function sortByGrowth(rows: readonly NarrativeGrowth[], sort: GrowthSort): NarrativeGrowth[] {
  const relative = (a: NarrativeGrowth, b: NarrativeGrowth) => {
    if (a.isNew !== b.isNew) return a.isNew ? -1 : 1;
    if (a.isNew) return b.current - a.current;
    return (b.percent ?? 0) - (a.percent ?? 0);
  };
  return [...rows].sort(
    (a, b) =>
      Number(b.eligible) - Number(a.eligible) ||
      (sort === 'relative' && a.eligible ? relative(a, b) : 0) ||
      b.delta - a.delta ||
      b.current - a.current ||
      a.title.localeCompare(b.title),
  );
}
