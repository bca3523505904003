import { z } from 'zod/mini';
import { WORKSPACE_CHANNELS } from '@/api/schemas';
import { storedValue } from '@/lib/stored-value';
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

/** In this tab's session only (lib/stored-value.ts): a refused write loses only the 401 safety net. */
const draftStore = storedValue<WorkspaceDraft | null>(
  KEY,
  null,
  (raw) => (DraftSchema.safeParse(raw).data as WorkspaceDraft | undefined) ?? null,
  { area: 'session', what: 'the open workspace form' },
);

export const loadDraft = (): WorkspaceDraft | null => draftStore.get();
export const saveDraft = (draft: WorkspaceDraft): void => draftStore.set(draft);
export const clearDraft = (): void => draftStore.remove();
