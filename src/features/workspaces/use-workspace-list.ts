import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { workspaceQueries } from '@/api/workspaces';
import { narrativesProcessing, summariesPending } from './workspace-list-model';

const PROCESSING_POLL_MS = 5_000;
/** Summaries are generated asynchronously: the real API may need a second call (real-api.md). */
const SUMMARY_RETRY_MS = 2_000;
/** The first answer plus one retry. */
const SUMMARY_ANSWERS = 2;

/**
 * The team's workspaces, polling while narrative detection runs and asking once more for
 * summaries that were still empty. Keeps showing the previous list while the summary variant
 * loads. `summaries` tells the rows whether an empty summary may still arrive.
 */
export function useWorkspaceList(summary: boolean) {
  const options = workspaceQueries.list({ summary });
  const query = useQuery({
    ...options,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const data = q.state.data;
      if (!data) return false;
      if (narrativesProcessing(data)) return PROCESSING_POLL_MS;
      if (summary && summariesPending(data) && q.state.dataUpdateCount < SUMMARY_ANSWERS) return SUMMARY_RETRY_MS;
      return false;
    },
  });
  // Read on every render (each answer re-renders): how many answers the summary list has had.
  const answers = useQueryClient().getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const summaries: 'off' | 'waiting' | 'settled' = !summary
    ? 'off'
    : query.isPlaceholderData || answers < SUMMARY_ANSWERS
      ? 'waiting'
      : 'settled';
  return { query, summaries };
}
