import { useCallback } from 'react';
import { useMatches, useNavigate, useParams } from '@tanstack/react-router';
import { storedValue, useStoredValue } from '@/lib/stored-value';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { WORKSPACE_AREAS, useAvailableAreas } from './nav-areas';

/** The id of the last workspace visited (older builds stored it as a string). */
const lastWorkspaceStore = storedValue<number | null>('narrative-desk.last-workspace', null, (value) => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : undefined;
});

/**
 * The current workspace (from the URL, else the last one visited) and a way to switch to
 * another one while staying in the same area (mentions → mentions), with that workspace's filters.
 */
export function useWorkspaceContext() {
  const params = useParams({ strict: false });
  const matches = useMatches();
  const navigate = useNavigate();
  const { workspace: areas } = useAvailableAreas();
  const [lastWorkspace, setLastWorkspace] = useStoredValue(lastWorkspaceStore);
  const currentArea = WORKSPACE_AREAS.find((area) => matches.some((m) => m.routeId === area.routeId));
  const workspaceId = params.workspaceId ?? lastWorkspace;

  const openWorkspace = useCallback(
    (id: number, areaKey?: string) => {
      const area = areas.find((a) => a.key === (areaKey ?? currentArea?.key)) ?? areas[0];
      setLastWorkspace(id);
      if (!area) return;
      // Within the workspace its filters come along (the layout keeps them); another workspace
      // opens with its own last filters, never this one's (narratives and categories differ).
      const go = (filters?: Partial<MentionFilterSearch>) =>
        void navigate({
          to: area.to,
          params: { workspaceId: id },
          ...(filters ? { search: (prev) => ({ ...prev, ...filters }) } : {}),
        });
      if (id === params.workspaceId) return go();
      // The memory is read on a switch only, so the first page of the app does not load it.
      void import('@/hooks/workspace-view-memory').then(
        (memory) => go(memory.workspaceFilterSearch(id)),
        () => go(),
      );
    },
    [areas, currentArea?.key, navigate, setLastWorkspace, params.workspaceId],
  );

  return { workspaceId, currentArea, openWorkspace };
}
