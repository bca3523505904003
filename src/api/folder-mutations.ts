import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, NoContentSchema } from './client';
import { whenOffered } from './capabilities';
import { folderQueries, type Folder, type FolderBody } from './folders';
import { FolderSchema } from './schemas';
import { WORKSPACES_ROOT_KEY } from './query-keys';

/** Folder writes and their optimistic cache updates (the workspaces page's dialogs and actions). */

export const createFolder = (body: FolderBody) =>
  whenOffered('folderWrites', () => apiRequest(FolderSchema, '/folders', { method: 'POST', body }));

export const renameFolder = ({ id, title }: { id: number; title: string }) =>
  whenOffered('folderWrites', () =>
    apiRequest(FolderSchema, `/folders/${id}`, { method: 'PUT', body: { title } }),
  );

export const deleteFolder = (id: number) =>
  whenOffered('folderWrites', () => apiRequest(NoContentSchema, `/folders/${id}`, { method: 'DELETE' }));

type Snapshot = { previous?: Folder[] };

/** Applies an optimistic change to the folder list and returns what to roll back to. */
async function patchFolderList(client: QueryClient, change: (list: Folder[]) => Folder[]): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: folderQueries.all() });
  const key = folderQueries.list().queryKey;
  const previous = client.getQueryData(key);
  if (previous) client.setQueryData(key, change(previous));
  return { previous };
}

function rollback(client: QueryClient, snapshot: Snapshot | undefined) {
  if (snapshot?.previous) client.setQueryData(folderQueries.list().queryKey, snapshot.previous);
}

/** A rename or delete also changes the `folder` of workspaces (delete leaves them unfiled). */
const refreshFoldersAndWorkspaces = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: folderQueries.all() }),
    client.invalidateQueries({ queryKey: WORKSPACES_ROOT_KEY }),
  ]);

export const folderMutations = {
  create: mutationOptions({
    mutationFn: createFolder,
    onSuccess: (created, _v, _r, { client }) =>
      client.setQueryData(folderQueries.list().queryKey, (old) => (old ? [...old, created] : old)),
    onSettled: (_d, _e, _v, _r, { client }) => client.invalidateQueries({ queryKey: folderQueries.all() }),
  }),
  rename: mutationOptions({
    mutationFn: renameFolder,
    onMutate: ({ id, title }, { client }) =>
      patchFolderList(client, (list) => list.map((f) => (f.id === id ? { ...f, title } : f))),
    onError: (_e, _v, snapshot, { client }) => rollback(client, snapshot),
    onSettled: (_d, _e, _v, _r, { client }) => refreshFoldersAndWorkspaces(client),
  }),
  remove: mutationOptions({
    mutationFn: deleteFolder,
    onMutate: (id, { client }) => patchFolderList(client, (list) => list.filter((f) => f.id !== id)),
    onError: (_e, _v, snapshot, { client }) => rollback(client, snapshot),
    onSettled: (_d, _e, _v, _r, { client }) => refreshFoldersAndWorkspaces(client),
  }),
};
