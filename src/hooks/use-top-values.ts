import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { GroupBy, MentionFilters } from '@/api/schemas';
import { countGroupBys, optionCounts, optionId, type FilterField } from '@/filters/fields';
import type { FilterContext } from '@/filters/registry';

/** Groups asked per dimension: the panel's "more" list and the builder's counts come from one answer. */
export const TOP_VALUES_LIMIT = 50;
/** Top values move slowly; the same question asked again within a minute is answered from the cache. */
const STALE_MS = 60_000;

type Window = { since: string; to: string };

/**
 * The top values of one dimension under a filter set. Every area asks it in this one form, so the
 * mention count, the panel of top values and the builder's option counts share cache entries.
 */
export const topValuesQuery = (
  workspaceId: number,
  window: Window,
  filters: MentionFilters,
  groupBy: GroupBy,
) => ({
  ...analyticsQueries.distribution(workspaceId, {
    ...window,
    ...filters,
    group_by: groupBy,
    limit: TOP_VALUES_LIMIT,
  }),
  staleTime: STALE_MS,
});

/** The top values of one dimension (a facet section, the mention count). */
export function useTopValues(
  workspaceId: number,
  window: Window,
  filters: MentionFilters,
  groupBy: GroupBy,
  enabled = true,
) {
  return useQuery({ ...topValuesQuery(workspaceId, window, filters, groupBy), enabled });
}

function without(filters: MentionFilters, keys: readonly string[]): MentionFilters {
  const rest: Record<string, unknown> = { ...filters };
  for (const k of keys) delete rest[k];
  return rest as MentionFilters;
}

/**
 * Counts for the options of the filter bar's fields: what choosing a value would give with the
 * other filters (a field's own selection is left out of its counts, values of one field being
 * alternatives). Each distribution is its own cache entry, so fields with no selection share their
 * answers with the panel of top values; one that fails only costs its own field's counts.
 */
export function useOptionCounts(
  workspaceId: number,
  window: Window,
  filters: MentionFilters,
  fields: readonly FilterField[],
  ctx: FilterContext,
  enabled: boolean,
): ReadonlyMap<string, number> {
  const queryClient = useQueryClient();
  const asks = useMemo(
    () =>
      fields.flatMap((field) =>
        countGroupBys(field, ctx).map((groupBy) => ({
          field,
          groupBy,
          filters: without(filters, field.keys),
        })),
      ),
    [fields, ctx, filters],
  );
  const counts = useQuery({
    queryKey: ['option-counts', workspaceId, window, asks.map((a) => [a.groupBy, a.filters])],
    queryFn: () =>
      Promise.allSettled(
        asks.map((a) => queryClient.fetchQuery(topValuesQuery(workspaceId, window, a.filters, a.groupBy))),
      ),
    enabled: enabled && asks.length > 0,
    staleTime: STALE_MS,
  });
  return useMemo(() => {
    const settled = counts.data ?? [];
    const dataOf = (i: number) => {
      const r = settled[i];
      return r?.status === 'fulfilled' ? r.value : undefined;
    };
    const result = optionCounts(asks.map((a, i) => ({ groupBy: a.groupBy, data: dataOf(i) })));
    // A field whose distributions all came back whole (fewer groups than asked): its other options have none.
    for (const field of fields) {
      const own = asks.flatMap((a, i) => (a.field === field ? [dataOf(i)] : []));
      if (own.length === 0 || !own.every((d) => d && d.groups.length < TOP_VALUES_LIMIT)) continue;
      for (const o of field.options)
        if (!result.has(optionId(o.key, o.value))) result.set(optionId(o.key, o.value), 0);
    }
    return result;
  }, [asks, fields, counts.data]);
}
