import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { DistributionQuery } from '@/api/analytics';
import type { DistributionResult } from '@/api/schemas';

/**
 * A service that does not take `limit` answers its top 100 places only, and the world has 249
 * countries. When the country answer comes back cut, it is asked again once per sub-region (22
 * questions, each holding at most about 60 countries, far below the cut), so every country gets
 * its exact count instead of being listed as "not counted". Sub-regions are the parents in both
 * geographies: `locations.subregion` ids for the mention's location, UN M49 sub-region names for
 * the publisher's.
 */

export interface ParentSplit {
  /** The filter that narrows to one parent, e.g. `locations.subregion`. */
  key: string;
  values: readonly (number | string)[];
}

/** The answer with every parent's exact groups laid over it (a parent's count is exact). */
export function mergeParentAnswers(
  main: DistributionResult,
  parents: readonly DistributionResult[],
): DistributionResult {
  const byKey = new Map(main.groups.map((g) => [g.key, g]));
  for (const answer of parents) for (const g of answer.groups) byKey.set(g.key, g);
  const groups = [...byKey.values()]
    .map((g) => ({ ...g, percentage: main.totalCount > 0 ? (100 * g.count) / main.totalCount : 0 }))
    .sort((a, b) => b.count - a.count);
  return { ...main, groups };
}

/**
 * The answer as asked, or, when `truncated` says it was cut and a split is given, the answer
 * completed from one question per parent. `exact` is true when nothing is left uncounted.
 */
export function useExactAnswer(args: {
  workspaceId: number;
  query: DistributionQuery;
  answer: DistributionResult | undefined;
  truncated: (result: DistributionResult) => boolean;
  split: ParentSplit | undefined;
}): { result: DistributionResult | undefined; exact: boolean; pending: boolean } {
  const { workspaceId, query, answer, truncated, split } = args;
  const cut = answer !== undefined && truncated(answer);
  const parents = useQueries({
    queries:
      cut && split
        ? split.values.map((value) =>
            analyticsQueries.distribution(workspaceId, {
              ...query,
              [split.key]: [value],
            } as DistributionQuery),
          )
        : [],
  });
  const stamp = parents.map((p) => p.dataUpdatedAt).join();
  return useMemo(() => {
    if (!answer || !cut || !split) return { result: answer, exact: !cut, pending: false };
    const done = parents.every((p) => p.data);
    if (!done) return { result: answer, exact: false, pending: parents.some((p) => p.isPending) };
    const answers = parents.map((p) => p.data!);
    return { result: mergeParentAnswers(answer, answers), exact: !answers.some(truncated), pending: false };
  }, [answer, cut, split, stamp]); // eslint-disable-line react-hooks/exhaustive-deps -- parents change with stamp
}
