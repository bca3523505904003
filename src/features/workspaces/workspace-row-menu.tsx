import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFolderSymlink, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Folder } from '@/api/folders';
import type { Workspace } from '@/api/workspaces';

type WorkspaceRowMenuProps = {
  workspace: Workspace;
  folders: readonly Folder[];
  onEdit: () => void;
  onDelete: () => void;
  onMove: (folderId: number | null) => void;
};

/** Row actions; "Move to" here is the keyboard-accessible alternative to drag and drop. */
export function WorkspaceRowMenu({ workspace, folders, onEdit, onDelete, onMove }: WorkspaceRowMenuProps) {
  const currentFolderId = workspace.folder?.id ?? null;
  const targets = [
    ...folders
      .filter((f) => f.id !== currentFolderId)
      .map((f) => ({ id: f.id as number | null, title: f.title })),
    ...(currentFolderId === null ? [] : [{ id: null, title: 'Unfiled' }]),
  ];
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Actions for ${workspace.title}`}
          disabled={workspace.id < 0}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
          Edit
        </Menu.Item>
        {targets.length > 0 && <Menu.Label>Move to</Menu.Label>}
        {targets.map((t) => (
          <Menu.Item
            key={t.id ?? 'unfiled'}
            leftSection={<IconFolderSymlink size={16} />}
            onClick={() => onMove(t.id)}
            aria-label={`Move to ${t.title}`}
          >
            {t.title}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
