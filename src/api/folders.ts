import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { FolderListSchema, type Folder, type FolderBody } from './schemas';
import { FOLDERS_ROOT_KEY } from './query-keys';
import { whenOffered } from './capabilities';

export type { Folder, FolderBody };

export const fetchFolders = (signal?: AbortSignal) =>
  whenOffered('folders', () => apiRequest(FolderListSchema, '/folders', { signal }));

/** Reading folders; writing them (folder-mutations.ts) loads with the workspaces page. */
export const folderQueries = {
  all: () => FOLDERS_ROOT_KEY,
  lists: () => [...folderQueries.all(), 'list'] as const,
  list: () =>
    queryOptions({
      queryKey: folderQueries.lists(),
      queryFn: ({ signal }) => fetchFolders(signal),
    }),
};
