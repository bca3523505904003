import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { workspaceQueries } from '@/api/workspaces';
import { resolveWindow } from '@/lib/date-range';

const app = getRouteApi('/_app');

/** Polling period while a workspace's narrative detection is still running. */
const DETECTION_POLL_MS = 5_000;

/** The global window (resolved once per choice so query keys stay put) and the time zone. */
export function useNarrativeWindow() {
  const range = app.useSearch();
  const window = useMemo(
    () => resolveWindow(range, Date.now()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [range.range, range.since, range.to],
  );
  return { window, tz: range.tz, range: range.range };
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
