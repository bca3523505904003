import { BOT_RATINGS } from '@/api/schemas';
import { topGroups, type Group } from './chart-buckets';

/**
 * Closed, ordered dimensions: every value is shown, in its own order (bot ratings by severity),
 * never cut to the top N or folded into "Other"; a value without mentions shows as 0. The bot
 * rating "none" is a rating (the account was checked and shows no bot activity), so it is named
 * as one, apart from "No value" (no rating at all).
 */
const ORDINAL: Readonly<Record<string, { values: readonly string[]; names?: Record<string, string> }>> = {
  bot_ratings: { values: BOT_RATINGS, names: { none: 'Rated: no bot activity' } },
};

export const isOrdinal = (dim: string): boolean => dim in ORDINAL;

/** The name an ordinal value is shown by, when it has one of its own. */
export const ordinalName = (dim: string, key: string): string | undefined => ORDINAL[dim]?.names?.[key];

/**
 * The groups a distribution shows: an ordinal dimension's every value in order (values the
 * contract does not know follow, largest first), else the `fixed` groups when given, else the
 * `top` largest.
 */
export function shownGroups(
  groups: readonly Group[],
  dim: string,
  top: number,
  fixed?: readonly string[],
): Group[] {
  const ordinal = ORDINAL[dim];
  if (!ordinal && fixed) {
    // Fixed groups (share of voice: the same for every workspace), in their order, 0 when absent.
    const byKey = new Map(groups.map((g) => [g.key, g]));
    return fixed.map((key) => byKey.get(key) ?? { key, count: 0 });
  }
  if (!ordinal) return topGroups(groups, top);
  const byKey = new Map(groups.map((g) => [g.key, g]));
  const known = ordinal.values.map((key) => {
    const g = byKey.get(key);
    return { ...g, key, count: g?.count ?? 0, name: ordinal.names?.[key] ?? g?.name };
  });
  const rest = topGroups(
    groups.filter((g) => !ordinal.values.includes(g.key)),
    groups.length,
  );
  return [...known, ...rest];
}
