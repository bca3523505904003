import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, NoContentSchema } from './client';
import { analyticsQueries } from './analytics';
import { availableFilterQueries } from './available-filters';
import { whenOffered } from './capabilities';
import { FOLDERS_ROOT_KEY } from './query-keys';
import { mentionQueries } from './mentions';
import { narrativeQueries } from './narratives';
import { WorkspaceSchema, type Folder } from './schemas';
import {
  workspaceQueries,
  type CreateWorkspaceBody,
  type UpdateWorkspaceInput,
  type Workspace,
} from './workspaces';

/** Workspace writes and their optimistic cache updates (the workspaces page's dialogs and actions). */

export const createWorkspace = (body: CreateWorkspaceBody) =>
  whenOffered('workspaceWrites', () => apiRequest(WorkspaceSchema, '/workspaces', { method: 'POST', body }));

/** PUT is a full replace: title, query, channels and folder are always sent. */
export const updateWorkspace = ({ id, title, query, channels, folder }: UpdateWorkspaceInput) =>
  whenOffered('workspaceWrites', () =>
    apiRequest(WorkspaceSchema, `/workspaces/${id}`, {
      method: 'PUT',
      body: { title, query, channels, folder: folder ?? null },
    }),
  );

export const deleteWorkspace = (id: number) =>
  whenOffered('workspaceWrites', () =>
    apiRequest(NoContentSchema, `/workspaces/${id}`, { method: 'DELETE' }),
  );

type FolderInput = CreateWorkspaceBody['folder'];
type Snapshot = {
  lists: [readonly unknown[], Workspace[] | undefined][];
  tempId?: number;
  detail?: Workspace;
};

const folderIdOf = (folder: FolderInput): number | null =>
  folder === undefined || folder === null ? null : typeof folder === 'number' ? folder : folder.id;

/** The `{ id, title }` a response would carry, using the cached folder titles. */
function folderRef(client: QueryClient, folder: FolderInput): Workspace['folder'] {
  const id = folderIdOf(folder);
  if (id === null) return null;
  const title =
    client.getQueryData<Folder[]>([...FOLDERS_ROOT_KEY, 'list'])?.find((f) => f.id === id)?.title ?? '';
  return { id, title };
}

/** Applies an optimistic change to every cached workspace list; returns the rollback snapshot. */
async function patchLists(
  client: QueryClient,
  change: (list: Workspace[]) => Workspace[],
): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: workspaceQueries.all() });
  const lists = client.getQueriesData<Workspace[]>({ queryKey: workspaceQueries.lists() });
  client.setQueriesData<Workspace[]>({ queryKey: workspaceQueries.lists() }, (old) => old && change(old));
  return { lists };
}

function rollback(client: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot?.lists ?? []) client.setQueryData(key, data);
  const detail = snapshot?.detail;
  if (detail) client.setQueryData(workspaceQueries.detail(detail.id).queryKey, detail);
}

/** What is cached for one workspace's mentions: stale once its query or channels change. */
const workspaceDataKeys = (id: number) => [
  mentionQueries.workspace(id),
  narrativeQueries.workspace(id),
  analyticsQueries.workspace(id),
  availableFilterQueries.workspace(id).queryKey,
];

/** Workspace writes change folders' `workspaces` arrays too. */
const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: workspaceQueries.all() }),
    client.invalidateQueries({ queryKey: FOLDERS_ROOT_KEY }),
  ]);

export const workspaceMutations = {
  create: mutationOptions({
    mutationFn: createWorkspace,
    onMutate: async (body, { client }) => {
      // A negative id marks the row as not yet saved (the UI can disable its actions).
      const tempId = -Date.now();
      const now = new Date().toISOString();
      const draft: Workspace = {
        id: tempId,
        title: body.title,
        owner: '',
        query: body.query,
        channels: [...body.channels],
        narrativeDetection: { status: 'new' },
        created: now,
        modified: now,
        folder: folderRef(client, body.folder),
        summary: '',
      };
      return { ...(await patchLists(client, (list) => [...list, draft])), tempId };
    },
    onSuccess: (created, _v, snapshot, { client }) => {
      client.setQueriesData<Workspace[]>({ queryKey: workspaceQueries.lists() }, (old) =>
        old?.map((w) => (w.id === snapshot?.tempId ? created : w)),
      );
    },
    onError: (_e, _v, snapshot, { client }) => rollback(client, snapshot),
    onSettled: (_d, _e, _v, _r, { client }) => refresh(client),
  }),
  update: mutationOptions({
    mutationFn: updateWorkspace,
    onMutate: async ({ id, title, query, channels, folder }, { client }) => {
      const apply = (w: Workspace): Workspace =>
        w.id === id
          ? {
              ...w,
              title,
              query,
              channels: [...channels],
              folder: folderRef(client, folder),
              modified: new Date().toISOString(),
            }
          : w;
      const detail = client.getQueryData(workspaceQueries.detail(id).queryKey);
      const snapshot = await patchLists(client, (list) => list.map(apply));
      if (detail) client.setQueryData(workspaceQueries.detail(id).queryKey, apply(detail));
      return { ...snapshot, detail };
    },
    onSuccess: (updated, { id }, _r, { client }) => {
      client.setQueryData(workspaceQueries.detail(id).queryKey, updated);
      for (const queryKey of workspaceDataKeys(id)) void client.invalidateQueries({ queryKey });
    },
    onError: (_e, _v, snapshot, { client }) => rollback(client, snapshot),
    onSettled: (_d, _e, _v, _r, { client }) => refresh(client),
  }),
  remove: mutationOptions({
    mutationFn: deleteWorkspace,
    onMutate: (id, { client }) => patchLists(client, (list) => list.filter((w) => w.id !== id)),
    onSuccess: (_d, id, _r, { client }) => {
      for (const queryKey of [workspaceQueries.detail(id).queryKey, ...workspaceDataKeys(id)]) {
        client.removeQueries({ queryKey });
      }
    },
    onError: (_e, _v, snapshot, { client }) => rollback(client, snapshot),
    onSettled: (_d, _e, _v, _r, { client }) => refresh(client),
  }),
};
