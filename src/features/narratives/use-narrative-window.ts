import { useQuery, useQueryClient } from '@tanstack/react-query';
import { workspaceQueries } from '@/api/workspaces';
import { useAnalystWindow } from '@/hooks/use-analyst-window';
import { detectionPollDelay } from '@/lib/detection-poll';

/** The analyst's window (resolved once and shared with every area, so numbers reconcile) and zone. */
export function useNarrativeWindow() {
  const { window, tz, range } = useAnalystWindow();
  return { window, tz, range: range.range };
}

/**
 * The workspace, re-read while its narrative detection runs: every few seconds, backing off and
 * then stopping (an undocumented status may never change). `pollMs` is false once it stopped.
 */
export function useDetectionStatus(workspaceId: number) {
  const options = workspaceQueries.detail(workspaceId);
  const workspace = useQuery({
    ...options,
    refetchInterval: (query) =>
      detectionPollDelay(query.state.data?.narrativeDetection.status, query.state.dataUpdateCount),
  });
  const status = workspace.data?.narrativeDetection.status;
  // Read on every render (each answer re-renders): how many answers the workspace has had.
  const answers = useQueryClient().getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return { workspace, status, ready: status === 'ready', pollMs: detectionPollDelay(status, answers) };
}
