import type { Folder } from '@/api/folders';
import type { Workspace } from '@/api/workspaces';
import type { DateRangeSearch } from '@/lib/date-range';
import { useDeferredValue } from 'react';
import { Stack } from '@mantine/core';
import { WorkspaceGroup } from './workspace-group';
import { firstRows, type WorkspaceGroup as WorkspaceGroupModel } from './workspace-list-model';
import { WorkspaceRow } from './workspace-row';
import { WorkspaceRowMenu } from './workspace-row-menu';
import { WorkspaceTitle } from './workspace-title';

type WorkspaceListProps = {
  groups: WorkspaceGroupModel[];
  folders: readonly Folder[];
  /** Every workspace (unfiltered), to find dropped rows and count a folder's members. */
  all: readonly Workspace[];
  tz: DateRangeSearch['tz'];
  summaries: 'off' | 'waiting' | 'settled';
  /** The workspace just created: its group opens and its row is scrolled to and highlighted. */
  highlightId?: number | null;
  onEdit: (workspace: Workspace) => void;
  onDelete: (workspace: Workspace) => void;
  onMove: (workspace: Workspace, folderId: number | null) => void;
  onRenameFolder: (folder: { id: number; title: string }) => void;
  onDeleteFolder: (folder: { id: number; title: string }, workspaceCount: number) => void;
  /** What the service lets the analyst change (capabilities): read-only lists have no actions. */
  editable?: { workspaces: boolean; folders: boolean };
};

/** The rows that paint with the page; the rest render right after it, in the background. */
const FIRST_ROWS = 4;

export function WorkspaceList(props: WorkspaceListProps) {
  // A team's whole list in the first render is one long task on a slow phone. The first rows
  // render with the page; React renders the rest as a deferred (time-sliced) update just after,
  // so the page answers input meanwhile. Later changes (search, sort) defer the same way.
  const groups = useDeferredValue(props.groups, firstRows(props.groups, FIRST_ROWS));
  const {
    folders,
    all,
    tz,
    summaries,
    highlightId,
    onEdit,
    onDelete,
    onMove,
    onRenameFolder,
    onDeleteFolder,
  } = props;
  const editable = props.editable ?? { workspaces: true, folders: true };
  const knownFolder = (id: number | null) =>
    editable.folders && id !== null && folders.some((f) => f.id === id);
  return (
    <Stack gap="md">
      {groups.map((group) => {
        const folder = group.folderId === null ? null : { id: group.folderId, title: group.title };
        return (
          <WorkspaceGroup
            key={group.key}
            group={group}
            reveal={group.workspaces.some((w) => w.id === highlightId)}
            onDropWorkspace={(id) => {
              const dropped = all.find((w) => w.id === id);
              if (dropped && editable.workspaces) onMove(dropped, group.folderId);
            }}
            onRename={folder && knownFolder(folder.id) ? () => onRenameFolder(folder) : undefined}
            onDelete={
              folder && knownFolder(folder.id)
                ? () => onDeleteFolder(folder, all.filter((w) => w.folder?.id === folder.id).length)
                : undefined
            }
          >
            {group.workspaces.map((w) => (
              <WorkspaceRow
                key={w.id}
                workspace={w}
                tz={tz}
                summaries={summaries}
                highlighted={w.id === highlightId}
                title={<WorkspaceTitle workspace={w} />}
                menu={
                  editable.workspaces ? (
                    <WorkspaceRowMenu
                      workspace={w}
                      folders={folders}
                      onEdit={() => onEdit(w)}
                      onDelete={() => onDelete(w)}
                      onMove={(folderId) => onMove(w, folderId)}
                    />
                  ) : null
                }
              />
            ))}
          </WorkspaceGroup>
        );
      })}
    </Stack>
  );
}
