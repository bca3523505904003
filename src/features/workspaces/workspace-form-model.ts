import { WORKSPACE_CHANNELS, type Folder, type UpdateWorkspaceBody, type Workspace } from '@/api/schemas';

/** Lengths the API accepts, from the contract, so the form and the server never disagree. */
export {
  WORKSPACE_TITLE_MAX as TITLE_MAX,
  WORKSPACE_QUERY_MAX as QUERY_MAX,
  FOLDER_TITLE_MAX,
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
  return {
    title: '',
    query: '',
    channels: [...WORKSPACE_CHANNELS],
    folderId: folderId === null ? null : String(folderId),
  };
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
  return formValuesToBody({
    ...workspaceToFormValues(w),
    folderId: folderId === null ? null : String(folderId),
  });
}

/** Another folder of the team with this name, compared case-insensitively (as the server does). */
export function duplicateFolder(
  folders: readonly Folder[],
  title: string,
  exceptId?: number,
): Folder | undefined {
  const wanted = title.trim().toLocaleLowerCase();
  return folders.find((f) => f.id !== exceptId && f.title.trim().toLocaleLowerCase() === wanted);
}

/**
 * A server message about a field, worded with the field's own label: "title must be at most 255
 * characters" under "Folder name" reads "Folder name must be at most 255 characters".
 */
export function messageForField(message: string, param: string | undefined, label: string): string {
  const head = param?.split(/[.[]/)[0];
  if (head && message.toLowerCase().startsWith(head.toLowerCase()))
    return `${label}${message.slice(head.length)}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Maps a server error's `param` (`title`, `channels.0`, `folder.id`) to the form field. */
export function fieldForParam(param: string | undefined): WorkspaceFormField | null {
  const head = param?.split(/[.[]/)[0];
  if (head === 'title' || head === 'query' || head === 'channels') return head;
  if (head === 'folder') return 'folderId';
  return null;
}
