import { useEffect, useId, useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Box, Collapse, Group, Menu, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { WorkspaceGroup as WorkspaceGroupModel } from './workspace-list-model';
import { useFolderOpen } from './use-folder-open';
import { carriesWorkspace, draggedWorkspaceId } from './workspace-drag';
import classes from './workspaces.module.css';

type WorkspaceGroupProps = {
  group: WorkspaceGroupModel;
  /** Called when a workspace row is dropped on this group. */
  onDropWorkspace: (workspaceId: number) => void;
  onRename?: () => void;
  onDelete?: () => void;
  /** Opens the group (e.g. it holds the workspace just created). */
  reveal?: boolean;
  children: ReactNode;
};

/**
 * A collapsible folder group (remembered on this device); the whole group (header included)
 * accepts dropped workspaces.
 */
export function WorkspaceGroup({
  group,
  onDropWorkspace,
  onRename,
  onDelete,
  reveal,
  children,
}: WorkspaceGroupProps) {
  const [open, setOpen] = useFolderOpen(group.key);
  useEffect(() => {
    if (reveal && !open) setOpen(true);
  }, [reveal, open, setOpen]);
  const [over, setOver] = useState(false);
  const listId = useId();
  const count = group.workspaces.length;
  return (
    <Paper
      withBorder
      radius="md"
      component="section"
      aria-label={`Folder ${group.title}`}
      data-testid={`folder-group-${group.folderId ?? 'unfiled'}`}
      className={`${classes.group} ${over ? classes.dropTarget : ''}`}
      onDragOver={(e) => {
        if (!carriesWorkspace(e.dataTransfer)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        setOver(false);
        const id = draggedWorkspaceId(e.dataTransfer);
        if (id === null) return;
        e.preventDefault();
        onDropWorkspace(id);
      }}
    >
      <Group className={classes.groupHeader} justify="space-between" wrap="nowrap">
        {/* Accordion pattern: the heading holds the toggle button. */}
        <Box component="h2" m={0} fz="md" style={{ flex: 1, minWidth: 0 }}>
          <UnstyledButton onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={listId} w="100%">
            <Group gap="xs" wrap="nowrap">
              {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
              <Text fw={600} truncate title={group.title}>
                {group.title}
              </Text>
              <Badge size="sm" variant="default" aria-label={`${count} workspaces`}>
                {count}
              </Badge>
            </Group>
          </UnstyledButton>
        </Box>
        {(onRename || onDelete) && (
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Folder actions for ${group.title}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {onRename && (
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={onRename}>
                  Rename folder
                </Menu.Item>
              )}
              {onDelete && (
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                  Delete folder
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Collapse expanded={open}>
        <ul id={listId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {children}
        </ul>
        {count === 0 && (
          <Text size="sm" c="dimmed" px="sm" pb="sm">
            {group.folderId === null
              ? 'No unfiled workspaces.'
              : 'Empty folder: drop a workspace here or use its “Move to” menu.'}
          </Text>
        )}
      </Collapse>
    </Paper>
  );
}
