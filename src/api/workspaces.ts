import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from './client';
import {
  WorkspaceListSchema,
  type CreateWorkspaceBody,
  type UpdateWorkspaceBody,
  type Workspace,
} from './schemas';
import { WORKSPACES_ROOT_KEY } from './query-keys';

export type { CreateWorkspaceBody, UpdateWorkspaceBody, Workspace };
export type WorkspaceListParams = { summary?: boolean };
export type UpdateWorkspaceInput = UpdateWorkspaceBody & { id: number };

export const fetchWorkspaces = (params: WorkspaceListParams = {}, signal?: AbortSignal) =>
  apiRequest(WorkspaceListSchema, '/workspaces', { query: { summary: params.summary || undefined }, signal });

/** The API has no GET /workspaces/{id}: a workspace is read from the list. */
function findWorkspace(list: readonly Workspace[], id: number): Workspace {
  const found = list.find((w) => w.id === id);
  if (!found) throw new ApiError(404, 'not_found', `Workspace ${id} not found`);
  return found;
}

/**
 * Reading workspaces: every page's shell does. Writing them (workspace-mutations.ts) only the
 * workspaces page does, so its code loads with that page.
 */
export const workspaceQueries = {
  all: () => WORKSPACES_ROOT_KEY,
  lists: () => [...workspaceQueries.all(), 'list'] as const,
  list: ({ summary = false }: WorkspaceListParams = {}) =>
    queryOptions({
      queryKey: [...workspaceQueries.lists(), { summary }] as const,
      queryFn: ({ signal }) => fetchWorkspaces({ summary }, signal),
    }),
  details: () => [...workspaceQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...workspaceQueries.details(), id] as const,
      // Through the list query (fresh or in flight): the shell and an area reading the same list
      // ask the API once, not one round trip after the other. An id the cached list lacks (made
      // in another tab since) asks the API again before it is called missing.
      queryFn: async ({ client }) => {
        const list = await client.fetchQuery(workspaceQueries.list());
        if (list.some((w) => w.id === id)) return findWorkspace(list, id);
        return findWorkspace(await client.fetchQuery({ ...workspaceQueries.list(), staleTime: 0 }), id);
      },
    }),
};
