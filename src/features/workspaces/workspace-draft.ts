import { z } from 'zod/mini';
import { WORKSPACE_CHANNELS } from '@/api/schemas';
import type { WorkspaceFormValues } from './workspace-form-model';

/**
 * The open workspace form, kept in sessionStorage while its dialog is open, so that a 401
 * round-trip through sign-in (which unmounts the page) brings the dialog back with nothing lost.
 */
const DraftSchema = z.object({
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('create') }),
    z.object({ kind: z.literal('edit'), workspaceId: z.int() }),
  ]),
  values: z.object({
    title: z.string(),
    query: z.string(),
    channels: z.array(z.enum(WORKSPACE_CHANNELS)),
    folderId: z.nullable(z.string()),
  }),
});
export type WorkspaceDraft = z.infer<typeof DraftSchema> & { values: WorkspaceFormValues };
export type DraftTarget = WorkspaceDraft['target'];

const KEY = 'narrative-desk.workspace-form-draft';

export function loadDraft(storage: Storage = sessionStorage): WorkspaceDraft | null {
  try {
    const raw = storage.getItem(KEY);
    const parsed = raw ? DraftSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: WorkspaceDraft, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only the 401 safety net is lost.
  }
}

export function clearDraft(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
