import { useQueries, useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import { mentionQueries } from '@/api/mentions';
import type { DistributionQuery, DistributionResult } from '@/api/analytics';
import { type MentionFilters } from '@/api/schemas';
import type { Window } from '@/analysis/charts/period-change';
import { botMentionFilters, isFilterValue } from '@/filters/mention-filters-url';

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

/**
 * What every figure of the detail view is computed over: the workspace's filters, with this
 * narrative in place of any narrative filter, in one window.
 */
export const narrativeFilter = (narrativeId: number, window: Window, filters: MentionFilters = {}) => ({
  ...filters,
  ...window,
  'narratives.id': [narrativeId],
});

/** Volume and bot-rated volume per day (or per hour) of one narrative in one window. */
export function useNarrativeVolume(
  workspaceId: number,
  narrativeId: number,
  window: Window,
  filters: MentionFilters,
  { enabled = true, interval = 'day' }: { enabled?: boolean; interval?: 'day' | 'hour' } = {},
) {
  const filter = {
    ...narrativeFilter(narrativeId, window, filters),
    ...(interval === 'hour' && { interval }),
  };
  const volume = useQuery({ ...analyticsQueries.timeline(workspaceId, filter), enabled });
  // Bot-like ratings within the analyst's own bot filter: none of them chosen means no bot mentions.
  const botFilter = botMentionFilters(filter);
  const bots = useQuery({
    ...analyticsQueries.timeline(workspaceId, botFilter ?? filter),
    enabled: enabled && botFilter !== null,
  });
  const botsData = botFilter ? bots.data : NO_BOTS;
  return { volume, botsData };
}

const NO_BOTS = { totalCount: 0, buckets: [] };

/** The four breakdowns of the current window, top groups each. */
export function useBreakdowns(
  workspaceId: number,
  narrativeId: number,
  window: Window,
  filters: MentionFilters,
) {
  const filter = narrativeFilter(narrativeId, window, filters);
  return useQueries({
    queries: BREAKDOWNS.map((b) =>
      analyticsQueries.distribution(workspaceId, { ...filter, group_by: b.groupBy, limit: BREAKDOWN_TOP }),
    ),
  });
}

/** Groups fetched for the previous window when its keys cannot all be pinned by a filter. */
const UNPINNED_LIMIT = 1000;

/**
 * The previous window's counts for exactly the groups shown now: each distribution is filtered to
 * the current top keys, so a group outside the previous top N still gets its true count. When a key
 * cannot be sent as a filter (a `custom` channel, an `und` language), the previous window's top
 * 1,000 groups are fetched unfiltered instead.
 */
export function usePreviousBreakdowns(
  workspaceId: number,
  narrativeId: number,
  previous: Window,
  filters: MentionFilters,
  current: (DistributionResult | undefined)[],
  enabled: boolean,
) {
  const filter = narrativeFilter(narrativeId, previous, filters);
  return useQueries({
    queries: BREAKDOWNS.map((b, i) => {
      const keys = (current[i]?.groups ?? []).slice(0, BREAKDOWN_TOP).map((g) => g.key);
      const pinnable = keys.every((k) => isFilterValue(b.filter, k));
      const query: DistributionQuery = pinnable
        ? { ...filter, [b.filter]: keys, group_by: b.groupBy, limit: BREAKDOWN_TOP }
        : { ...filter, group_by: b.groupBy, limit: UNPINNED_LIMIT };
      return {
        ...analyticsQueries.distribution(workspaceId, query),
        enabled: enabled && current[i] !== undefined && keys.length > 0,
      };
    }),
  });
}

/** The narrative's mentions, most confident first: the page starts this beside its other requests. */
export const narrativeMentionsQuery = ({
  workspaceId,
  narrativeId,
  window,
  filters,
}: {
  workspaceId: number;
  narrativeId: number;
  window: Window;
  filters: MentionFilters;
}) =>
  mentionQueries.infinite(workspaceId, {
    ...narrativeFilter(narrativeId, window, filters),
    sort: 'confidence',
    order: 'desc',
  });
