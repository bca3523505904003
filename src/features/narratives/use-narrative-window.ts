import { useQuery } from '@tanstack/react-query';
import { workspaceQueries } from '@/api/workspaces';
import { useAnalystWindow } from '@/hooks/use-analyst-window';

/** Polling period while a workspace's narrative detection is still running. */
const DETECTION_POLL_MS = 5_000;

/** The analyst's window (resolved once and shared with every area, so numbers reconcile) and zone. */
export function useNarrativeWindow() {
  const { window, tz, range } = useAnalystWindow();
  return { window, tz, range: range.range };
}

/** The workspace, re-read every few seconds until its narrative detection is ready (or failed). */
export function useDetectionStatus(workspaceId: number) {
  const workspace = useQuery({
    ...workspaceQueries.detail(workspaceId),
    refetchInterval: (query) => {
      const status = query.state.data?.narrativeDetection.status;
      return status && status !== 'ready' && status !== 'failed' ? DETECTION_POLL_MS : false;
    },
  });
  const status = workspace.data?.narrativeDetection.status;
  return { workspace, status, ready: status === 'ready' };
}
