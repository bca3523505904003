import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { narrativeQueries, type Narrative } from '@/api/narratives';
import { previousWindow, type Window } from '@/analysis/charts/period-change';
import { narrativeGrowth, sortByGrowth, type NarrativeGrowth } from '@/analysis/pulse/rising-narratives';

/** The API's largest narratives page: growth ranks every narrative of the window, so one page holds all. */
const ALL = 1000;

export type GrowthList = {
  rows: { narrative: Narrative; growth: NarrativeGrowth }[];
  error: Error | null;
  pending: boolean;
  refetch: () => void;
};

/**
 * Narratives ranked by growth against the previous period of the same length (rising-narratives):
 * the window's list and the previous window's, each in one call; paged here, not by the API.
 * Narratives without mentions in the window are not listed (they only fell).
 */
export function useNarrativeGrowth(
  workspaceId: number,
  window: Window,
  channels: string[] | undefined,
  sort: 'absolute' | 'relative',
  enabled: boolean,
): GrowthList {
  const base = {
    sort: 'mentionCount' as const,
    limit: ALL,
    offset: 0,
    ...(channels?.length ? { channels } : {}),
  };
  const before = useMemo(() => previousWindow(window), [window]);
  const now = useQuery({ ...narrativeQueries.list(workspaceId, { ...window, ...base }), enabled });
  const prev = useQuery({ ...narrativeQueries.list(workspaceId, { ...before, ...base }), enabled });
  const rows = useMemo(() => {
    if (!now.data || !prev.data) return [];
    const volume = (list: readonly Narrative[]) =>
      list.map((n) => ({ id: n.id, title: n.title, count: n.aggregations.mentionCount }));
    const byId = new Map(now.data.map((n) => [n.id, n]));
    return sortByGrowth(narrativeGrowth(volume(now.data), volume(prev.data)), sort).flatMap((growth) => {
      const narrative = byId.get(growth.id);
      return narrative && growth.current > 0 ? [{ narrative, growth }] : [];
    });
  }, [now.data, prev.data, sort]);
  return {
    rows,
    error: now.error ?? prev.error,
    pending: enabled && (now.isPending || prev.isPending),
    refetch: () => void (now.error ? now.refetch() : prev.refetch()),
  };
}
