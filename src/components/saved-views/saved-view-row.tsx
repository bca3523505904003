import { useState } from 'react';
import { ActionIcon, Anchor, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { IconEdit, IconLink, IconTrashX } from '@tabler/icons-react';
import { mergeIntoWorkspace } from '@/analysis/annotations/annotation-store';
import { describeView, viewHref, type SavedView } from '@/analysis/views/saved-views';
import { VIEW_NAME_MAX } from '@/analysis/views/view-names';
import type { ItemMeta } from '@/api/desk-state';
import { ShareButton } from '@/components/desk/share-button';
import { StoredWhere } from '@/components/desk/stored-where';
import classes from './saved-views.module.css';

interface Props {
  view: SavedView;
  /** The team desk's facts (undefined: kept in this browser only). */
  meta: ItemMeta | undefined;
  onOpen: () => void;
  /** Why a new name cannot be used (another view holds it, in any case); null when it can. */
  nameClash: (name: string) => string | null;
  onRename: (name: string) => void;
  onDelete: () => void;
}

/** One saved view: opens on click (a real link: middle-click opens a tab), copy link, rename, delete. */
export function SavedViewRow({ view, meta, onOpen, nameClash, onRename, onDelete }: Props) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(view.name);
  const href = viewHref(view);
  const link = new URL(href, window.location.origin).toString();
  const clash = editing && name.trim() !== view.name ? nameClash(name) : null;
  /** Enter keeps a clashing name in the field with its reason; leaving the field drops it, said. */
  const finish = (leaving: boolean) => {
    if (clash && !leaving) return;
    setEditing(false);
    if (name.trim() && name.trim() !== view.name && !clash) onRename(name.trim());
    else setName(view.name);
    if (clash) notifications.show({ color: 'yellow', message: `Not renamed: ${clash}.` });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notifications.show({
        message: `Link to “${view.name}” copied. Whoever opens it signs in and sees the same view.`,
      });
    } catch {
      notifications.show({ color: 'yellow', title: 'Copy this link', message: link, autoClose: false });
    }
  };
  return (
    <li className={classes.row} data-testid="saved-view" data-view-id={view.id}>
      <div className={classes.main}>
        {editing ? (
          <TextInput
            size="xs"
            aria-label={`New name for “${view.name}”`}
            value={name}
            maxLength={VIEW_NAME_MAX}
            error={clash}
            autoFocus
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => finish(true)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') finish(false);
              if (e.key === 'Escape') {
                e.stopPropagation();
                setName(view.name);
                setEditing(false);
              }
            }}
          />
        ) : (
          <Anchor
            href={href}
            size="sm"
            fw={600}
            className={classes.name}
            title={view.name}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
              e.preventDefault();
              // The view's annotations join this browser's before its timelines draw.
              if (view.annotations?.length) mergeIntoWorkspace(view.workspaceId, view.annotations);
              onOpen();
              void navigate({ href });
            }}
          >
            {view.name}
          </Anchor>
        )}
        <Text size="xs" c="dimmed" className={classes.meta} title={describeView(view)}>
          {describeView(view)}
        </Text>
        <StoredWhere meta={meta} />
      </div>
      <Group gap={2} wrap="nowrap">
        {meta && <ShareButton kind="view" itemId={view.id} title={view.name} compact />}
        <Tooltip label="Copy link">
          <ActionIcon
            variant="subtle"
            aria-label={`Copy the link to “${view.name}”`}
            onClick={() => void copy()}
            data-testid="copy-view-link"
            data-link={link}
          >
            <IconLink size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Rename">
          <ActionIcon variant="subtle" aria-label={`Rename “${view.name}”`} onClick={() => setEditing(true)}>
            <IconEdit size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete (you can undo)">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete “${view.name}”`} onClick={onDelete}>
            <IconTrashX size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </li>
  );
}
