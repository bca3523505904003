import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import { isOrdinal } from '@/analysis/charts/chart-ordinal';
import { commonGroups } from '@/analysis/voice/voice-groups';
import { MAX_GROUPS } from '@/api/schemas';
import { useSpecWindow } from '@/components/charts/use-spec-window';
import { filtersToQuery } from '@/filters/mention-filters-url';
import { answers } from './query-answers';

/**
 * The breakdown specs with the same groups for every workspace (the union of each one's top
 * groups): asked with the very questions each panel asks, so the answers are shared, not doubled.
 * `ready` is false until every workspace has answered (a failed answer is left out of the union;
 * its panel shows its own error). Ordinal dimensions show every value already and pass through.
 */
export function useVoiceGroups(specs: readonly ChartSpec[]): { specs: ChartSpec[]; ready: boolean } {
  const first = specs[0];
  const window = useSpecWindow(first!.range);
  const ordinal = !first || isOrdinal(first.options.dim);
  const { queries, data } = useQueries({
    queries: specs.map((s) => ({
      ...analyticsQueries.distribution(s.workspaceId, {
        ...filtersToQuery(s.filters),
        ...window,
        group_by: s.options.dim,
        limit: MAX_GROUPS,
      }),
      enabled: !ordinal,
    })),
    combine: answers,
  });
  const settled = queries.every((q) => !q.isPending);
  const top = first?.options.top ?? 6;
  const groups = useMemo(
    () =>
      ordinal || !settled
        ? undefined
        : commonGroups(
            data.map((d) => d && { total: d.totalCount, groups: d.groups }),
            top,
          ),
    [ordinal, settled, data, top],
  );
  const withGroups = useMemo(
    () => (groups ? specs.map((s) => ({ ...s, groups })) : [...specs]),
    [groups, specs],
  );
  return { specs: withGroups, ready: ordinal || Boolean(groups) };
}
