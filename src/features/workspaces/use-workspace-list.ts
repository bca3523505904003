import { useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { folderQueries } from '@/api/folders';
import { useCapabilities } from '@/api/use-capabilities';
import { workspaceQueries, type Workspace } from '@/api/workspaces';
import { detectionPollDelay } from '@/lib/detection-poll';
import { foldersFromWorkspaces, narrativesProcessing, summariesPending } from './workspace-list-model';
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
      // Backs off and stops: a service may report 'processing' for a long time.
      if (narrativesProcessing(data)) return detectionPollDelay('processing', q.state.dataUpdateCount);
      if (summary && summariesPending(data) && q.state.dataUpdateCount < SUMMARY_ANSWERS)
        return SUMMARY_RETRY_MS;
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

/**
 * The team's folders: GET /folders where the service has it, else the folders named by the
 * workspaces' own `folder` members (the public reference has no folder list). `editable` says
 * whether folders can be created, renamed or deleted here.
 */
export function useFolderList(workspaces: readonly Workspace[] | undefined) {
  const { hasEndpoint } = useCapabilities();
  const listed = hasEndpoint('folders');
  const query = useQuery({ ...folderQueries.list(), enabled: listed });
  const derived = useMemo(() => (workspaces ? foldersFromWorkspaces(workspaces) : undefined), [workspaces]);
  return { data: listed ? query.data : derived, editable: listed && hasEndpoint('folderWrites') };
}
