import { useQueries, useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import type { DistributionQuery, DistributionResult } from '@/api/analytics';
import { BOT_LIKE_RATINGS, type Window } from '@/lib/narrative-transforms';

/** The breakdowns of the detail view: the distribution dimension and the filter that pins its keys. */
export const BREAKDOWNS = [
  { groupBy: 'channels', filter: 'channels', title: 'Channels' },
  { groupBy: 'domains', filter: 'domains', title: 'Top domains' },
  { groupBy: 'authors', filter: 'authors', title: 'Top authors' },
  { groupBy: 'languages', filter: 'languages', title: 'Languages' },
] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/** Groups per breakdown table. */
export const BREAKDOWN_TOP = 10;

/** The narrative filter in one window: what every figure of the detail view is computed over. */
export const narrativeFilter = (narrativeId: number, window: Window) => ({ ...window, 'narratives.id': [narrativeId] });

/** Daily volume and daily bot-rated volume of one narrative in one window. */
export function useNarrativeVolume(workspaceId: number, narrativeId: number, window: Window, enabled = true) {
  const filter = narrativeFilter(narrativeId, window);
  const volume = useQuery({ ...analyticsQueries.timeline(workspaceId, filter), enabled });
  const bots = useQuery({
    ...analyticsQueries.timeline(workspaceId, { ...filter, bot_ratings: [...BOT_LIKE_RATINGS] }),
    enabled,
  });
  return { volume, bots };
}

/** The four breakdowns of the current window, top groups each. */
export function useBreakdowns(workspaceId: number, narrativeId: number, window: Window) {
  const filter = narrativeFilter(narrativeId, window);
  return useQueries({
    queries: BREAKDOWNS.map((b) =>
      analyticsQueries.distribution(workspaceId, { ...filter, group_by: b.groupBy, limit: BREAKDOWN_TOP }),
    ),
  });
}

const keyFilter = (b: Breakdown, keys: string[]): Partial<DistributionQuery> => {
  // Language filters accept ISO 639-1 codes only; other keys (e.g. "und") cannot be pinned.
  const usable = b.filter === 'languages' ? keys.filter((k) => /^[a-z]{2}$/i.test(k)) : keys;
  return { [b.filter]: usable } as Partial<DistributionQuery>;
};

/**
 * The previous window's counts for exactly the groups shown now: each distribution is filtered to
 * the current top keys, so a group outside the previous top N still gets its true count.
 */
export function usePreviousBreakdowns(
  workspaceId: number,
  narrativeId: number,
  previous: Window,
  current: (DistributionResult | undefined)[],
  enabled: boolean,
) {
  const filter = narrativeFilter(narrativeId, previous);
  return useQueries({
    queries: BREAKDOWNS.map((b, i) => {
      const keys = (current[i]?.groups ?? []).slice(0, BREAKDOWN_TOP).map((g) => g.key);
      return {
        ...analyticsQueries.distribution(workspaceId, {
          ...filter,
          ...keyFilter(b, keys),
          group_by: b.groupBy,
          limit: BREAKDOWN_TOP,
        }),
        enabled: enabled && current[i] !== undefined && keys.length > 0,
      };
    }),
  });
}
