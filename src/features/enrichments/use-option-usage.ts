import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { CustomEnrichment } from '@/api/schemas';
import { HOUR } from '@/lib/time-units';
import { teamOptionUsage, type TeamOptionUsage } from './enrichment-form-model';

/** Usage counts span all time: removing an option in use matters whenever the mention was published. */
export const USAGE_SINCE = '2000-01-01T00:00:00.000Z';

/** The next full hour: recent writes count, and the key stays stable for caching. */
const useUsageEnd = () =>
  useMemo(() => new Date((Math.floor(Date.now() / HOUR) + 1) * HOUR).toISOString(), []);

/** Mentions per option name. One function for every query, so a render never selects anew. */
const toUsage = (result: { groups: readonly { key: string; name?: string | null; count: number }[] }) =>
  new Map(result.groups.map((g) => [g.name ?? g.key.slice(g.key.indexOf(':') + 1), g.count]));

/** One workspace's mentions per option (distribution by custom_enrichment_id:<id>): one form, one cache entry. */
const usageQuery = (workspaceId: number, enrichment: CustomEnrichment, to: string) => ({
  ...analyticsQueries.distribution(workspaceId, {
    since: USAGE_SINCE,
    to,
    group_by: `custom_enrichment_id:${enrichment.enrichment_id}`,
    limit: 1000,
  }),
  select: toUsage,
});

/** Mentions per option of one enrichment in one workspace. */
export function useOptionUsage(workspaceId: number | undefined, enrichment: CustomEnrichment) {
  const to = useUsageEnd();
  return useQuery({
    ...usageQuery(workspaceId ?? 0, enrichment, to),
    enabled: workspaceId !== undefined && enrichment.type !== 'integer',
  });
}

/**
 * Mentions per option in every workspace of the team: an enrichment is the team's, so removing
 * an option concerns its mentions in all of them (asked only while `enrichment` is being edited).
 */
export function useTeamOptionUsage(
  workspaceIds: readonly number[],
  enrichment: CustomEnrichment | undefined,
): TeamOptionUsage | undefined {
  const to = useUsageEnd();
  const on = enrichment !== undefined && enrichment.type !== 'integer';
  const queries = useMemo(
    () => (on ? workspaceIds.map((id) => usageQuery(id, enrichment!, to)) : []),
    [on, workspaceIds, enrichment, to],
  );
  const results = useQueries({ queries });
  // Recomputed when an answer arrives or fails, not on every render.
  const state = results.map((r) => `${r.status}:${r.dataUpdatedAt}`).join();
  return useMemo(
    () =>
      on
        ? teamOptionUsage(
            results.map((r) => r.data),
            results.filter((r) => r.isError).length,
          )
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `state` stands for the results
    [on, state],
  );
}
