import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { CustomEnrichment } from '@/api/schemas';
import { HOUR } from '@/lib/time-units';

/** Usage counts span all time: removing an option in use matters whenever the mention was published. */
export const USAGE_SINCE = '2000-01-01T00:00:00.000Z';

/** Mentions per option of one enrichment in one workspace (distribution by custom_enrichment_id:<id>). */
export function useOptionUsage(workspaceId: number | undefined, enrichment: CustomEnrichment) {
  // The next full hour: recent writes count, and the key stays stable for caching.
  const to = useMemo(() => new Date((Math.floor(Date.now() / HOUR) + 1) * HOUR).toISOString(), []);
  const aggregatable = enrichment.type !== 'integer';
  return useQuery({
    ...analyticsQueries.distribution(workspaceId ?? 0, {
      since: USAGE_SINCE,
      to,
      group_by: `custom_enrichment_id:${enrichment.enrichment_id}`,
      limit: 1000,
    }),
    enabled: workspaceId !== undefined && aggregatable,
    select: (result) =>
      new Map(result.groups.map((g) => [g.name ?? g.key.slice(g.key.indexOf(':') + 1), g.count])),
  });
}
