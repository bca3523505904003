import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@/api/client';
import { folderMutations } from '@/api/folder-mutations';
import type { Folder } from '@/api/folders';
import { workspaceMutations } from '@/api/workspace-mutations';
import type { Workspace } from '@/api/workspaces';
import { describeError } from '@/components/error-state';
import { moveBody } from './workspace-form-model';
import { openConfirm } from '@/components/confirm/confirm-store';

/** Says what failed and that the optimistic change was undone (401s go to sign-in instead). */
function failed(title: string) {
  return (error: unknown) => {
    if (isApiError(error) && error.status === 401) return;
    notifications.show({ color: 'red', title, message: describeError(error) });
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Move, delete and folder-delete, each with its confirmation and rollback notice. */
export function useWorkspaceActions(folders: readonly Folder[]) {
  // These errors are reported here (with "undone" wording), not by the global toast.
  const update = useMutation({ ...workspaceMutations.update, meta: { silent: true } });
  const remove = useMutation({ ...workspaceMutations.remove, meta: { silent: true } });
  const removeFolder = useMutation({ ...folderMutations.remove, meta: { silent: true } });

  const move = (workspace: Workspace, folderId: number | null) => {
    if ((workspace.folder?.id ?? null) === folderId || workspace.id < 0) return;
    const where =
      folderId === null ? 'Unfiled' : (folders.find((f) => f.id === folderId)?.title ?? 'the folder');
    update.mutate(
      { id: workspace.id, ...moveBody(workspace, folderId) },
      {
        onSuccess: () => notifications.show({ message: `Moved “${workspace.title}” to ${where}.` }),
        onError: failed(`Could not move “${workspace.title}”; it is back where it was`),
      },
    );
  };

  const confirmDelete = (workspace: Workspace) =>
    openConfirm({
      title: 'Delete workspace',
      children: (
        <Text size="sm">
          Delete the workspace “{workspace.title}”? Its query, settings and narratives are removed for the
          whole team. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete workspace', cancel: 'Cancel' },
      color: 'red',
      onConfirm: () =>
        remove.mutate(workspace.id, {
          onSuccess: () => notifications.show({ message: `Workspace “${workspace.title}” deleted.` }),
          onError: failed(`Could not delete “${workspace.title}”; it is back in the list`),
        }),
    });

  const confirmDeleteFolder = (folder: { id: number; title: string }, workspaceCount: number) =>
    openConfirm({
      title: 'Delete folder',
      children: (
        <Text size="sm">
          Delete the folder “{folder.title}”?{' '}
          {workspaceCount > 0
            ? `Its ${plural(workspaceCount, 'workspace becomes', 'workspaces become')} unfiled; no workspace is deleted.`
            : 'It holds no workspaces.'}
        </Text>
      ),
      labels: { confirm: 'Delete folder', cancel: 'Cancel' },
      color: 'red',
      onConfirm: () =>
        removeFolder.mutate(folder.id, {
          onSuccess: () => notifications.show({ message: `Folder “${folder.title}” deleted.` }),
          onError: failed(`Could not delete the folder “${folder.title}”; it is back`),
        }),
    });

  return { move, confirmDelete, confirmDeleteFolder };
}
