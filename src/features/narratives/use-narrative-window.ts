import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { workspaceQueries } from '@/api/workspaces';
import { resolveWindow } from '@/lib/date-range';
import { detectionPollDelay } from '@/lib/detection-poll';

const app = getRouteApi('/_app');

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

/**
 * The workspace, re-read while its narrative detection runs: every few seconds, backing off and
 * then stopping (an undocumented status may never change). `pollMs` is false once it stopped.
 */
export function useDetectionStatus(workspaceId: number) {
  const options = workspaceQueries.detail(workspaceId);
  const workspace = useQuery({
    ...options,
    refetchInterval: (query) => detectionPollDelay(query.state.data?.narrativeDetection.status, query.state.dataUpdateCount),
  });
  const status = workspace.data?.narrativeDetection.status;
  // Read on every render (each answer re-renders): how many answers the workspace has had.
  const answers = useQueryClient().getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return { workspace, status, ready: status === 'ready', pollMs: detectionPollDelay(status, answers) };
}
