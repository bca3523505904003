import { useCallback } from 'react';
import { useMatches, useNavigate, useParams } from '@tanstack/react-router';
import { useLocalStorage } from '@mantine/hooks';
import { WORKSPACE_AREAS, useAvailableAreas } from './nav-areas';

/**
 * The current workspace (from the URL, else the last one visited) and a way to switch to
 * another one while staying in the same area (mentions → mentions), with that workspace's filters.
 */
export function useWorkspaceContext() {
  const params = useParams({ strict: false }) as { workspaceId?: string };
  const matches = useMatches();
  const navigate = useNavigate();
  const { workspace: areas } = useAvailableAreas();
  const [lastWorkspace, setLastWorkspace] = useLocalStorage<string | null>({
    key: 'narrative-desk.last-workspace',
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const currentArea = WORKSPACE_AREAS.find((area) => matches.some((m) => m.routeId === area.routeId));
  const workspaceId = params.workspaceId ?? lastWorkspace;

  const openWorkspace = useCallback(
    (id: string, areaKey?: string) => {
      const area = areas.find((a) => a.key === (areaKey ?? currentArea?.key)) ?? areas[0];
      setLastWorkspace(id);
      if (!area) return;
      // Within the workspace its filters come along (the layout keeps them); another workspace
      // opens with its own last filters, never this one's (narratives and categories differ).
      const switching = id !== params.workspaceId;
      // `to` comes from data checked against the route tree at runtime, so its type is not literal.
      const go = (search?: Record<string, unknown>) =>
        void navigate({
          to: area.to as never,
          params: { workspaceId: id } as never,
          ...(search
            ? { search: ((prev: Record<string, unknown>) => ({ ...prev, ...search })) as never }
            : {}),
        });
      if (!switching) return go();
      // The memory is read on a switch only, so the first page of the app does not load it.
      void import('@/hooks/workspace-view-memory').then(
        (memory) => go(memory.workspaceFilterSearch(Number(id))),
        () => go(),
      );
    },
    [areas, currentArea?.key, navigate, setLastWorkspace, params.workspaceId],
  );

  return {
    workspaceId,
    inWorkspace: params.workspaceId !== undefined,
    currentArea,
    openWorkspace,
    setLastWorkspace,
  };
}
