import {
  WORKSPACE_CHANNELS,
  type UpdateWorkspaceBody,
  type Workspace,
} from '@/api/schemas';

export type WorkspaceChannel = (typeof WORKSPACE_CHANNELS)[number];

/** The form's state. `folderId` is a string because Mantine's Select works with strings. */
export interface WorkspaceFormValues {
  title: string;
  query: string;
  channels: WorkspaceChannel[];
  folderId: string | null;
}
export type WorkspaceFormField = keyof WorkspaceFormValues;
export type WorkspaceFormErrors = Partial<Record<WorkspaceFormField, string>>;

const isWorkspaceChannel = (c: string): c is WorkspaceChannel =>
  (WORKSPACE_CHANNELS as readonly string[]).includes(c);

export function emptyWorkspaceForm(folderId: number | null = null): WorkspaceFormValues {
  return { title: '', query: '', channels: [...WORKSPACE_CHANNELS], folderId: folderId === null ? null : String(folderId) };
}

export function workspaceToFormValues(w: Workspace): WorkspaceFormValues {
  return {
    title: w.title,
    query: w.query,
    // Channels outside the five configurable ones cannot be sent back (the body would be rejected).
    channels: w.channels.filter(isWorkspaceChannel),
    folderId: w.folder ? String(w.folder.id) : null,
  };
}

/** The full-replace body of PUT (also valid for POST): all four fields, `folder` null = unfiled. */
export function formValuesToBody(v: WorkspaceFormValues): UpdateWorkspaceBody {
  return {
    title: v.title.trim(),
    query: v.query.trim(),
    channels: WORKSPACE_CHANNELS.filter((c) => v.channels.includes(c)),
    folder: v.folderId ? { id: Number(v.folderId) } : null,
  };
}

/** The body that moves a workspace to another folder: PUT replaces, so every field is resent. */
export function moveBody(w: Workspace, folderId: number | null): UpdateWorkspaceBody {
  return formValuesToBody({ ...workspaceToFormValues(w), folderId: folderId === null ? null : String(folderId) });
}

/**
 * Quick checks before sending. Only what a person needs to know at once; the server stays the
 * authority for the rest (lengths, query syntax) and its errors land on the same fields.
 */
export function validateWorkspaceForm(v: WorkspaceFormValues): WorkspaceFormErrors {
  const errors: WorkspaceFormErrors = {};
  if (!v.title.trim()) errors.title = 'Give the workspace a title';
  if (!v.query.trim()) errors.query = 'Write the query that matches mentions';
  if (v.channels.length === 0) errors.channels = 'Pick at least one channel';
  return errors;
}

/** Maps a server error's `param` (`title`, `channels.0`, `folder.id`) to the form field. */
export function fieldForParam(param: string | undefined): WorkspaceFormField | null {
  const head = param?.split(/[.[]/)[0];
  if (head === 'title' || head === 'query' || head === 'channels') return head;
  if (head === 'folder') return 'folderId';
  return null;
}
