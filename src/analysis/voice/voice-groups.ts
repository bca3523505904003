import { topGroups, type Group } from '@/analysis/charts/chart-buckets';

/**
 * The groups every compared workspace's breakdown shows, so side by side is like for like: the
 * union of each workspace's `top` largest groups, ordered by their combined share (the mean of
 * each workspace's share, so a large workspace does not decide the order alone), then by key.
 * A workspace whose answer is missing is left out of the union (and of the order).
 */
export function commonGroups(
  answers: readonly ({ total: number; groups: readonly Group[] } | undefined)[],
  top: number,
): string[] {
  const union = new Set<string>();
  const weight = new Map<string, number>();
  for (const a of answers) {
    if (!a) continue;
    for (const g of topGroups(a.groups, top)) union.add(g.key);
    for (const g of a.groups) {
      const share = a.total > 0 ? g.count / a.total : 0;
      weight.set(g.key, (weight.get(g.key) ?? 0) + share);
    }
  }
  return [...union].sort((x, y) => (weight.get(y) ?? 0) - (weight.get(x) ?? 0) || x.localeCompare(y));
}
