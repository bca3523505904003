import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { DistributionQuery } from '@/api/analytics';
import type { DistributionResult } from '@/api/schemas';
import { isCut, mergeParentAnswers, parentQuestions, type ParentSplit } from './map-questions';

/**
 * The answer as asked, or, when it came back cut and a split is given, the answer completed from
 * one question per parent (map-questions.ts: splitsBySubregion). `exact` is true when nothing is
 * left uncounted.
 */
export function useExactAnswer(args: {
  workspaceId: number;
  query: DistributionQuery;
  answer: DistributionResult | undefined;
  split: ParentSplit | undefined;
}): { result: DistributionResult | undefined; exact: boolean; pending: boolean } {
  const { workspaceId, query, answer, split } = args;
  const cut = answer !== undefined && isCut(answer);
  const parents = useQueries({ queries: cut && split ? parentQuestions(workspaceId, query, split) : [] });
  const stamp = parents.map((p) => p.dataUpdatedAt).join();
  return useMemo(() => {
    if (!answer || !cut || !split) return { result: answer, exact: !cut, pending: false };
    const done = parents.every((p) => p.data);
    if (!done) return { result: answer, exact: false, pending: parents.some((p) => p.isPending) };
    const answers = parents.map((p) => p.data!);
    return { result: mergeParentAnswers(answer, answers), exact: !answers.some(isCut), pending: false };
  }, [answer, cut, split, stamp]); // eslint-disable-line react-hooks/exhaustive-deps -- parents change with stamp
}
