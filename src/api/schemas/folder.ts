import { z } from 'zod/mini';
import { tolerantList } from '../tolerant-list';
import { serverSchema } from './common';

/** The longest folder title the API accepts (the form shows and checks it). */
export const FOLDER_TITLE_MAX = 255;

export const FolderSchema = z.looseObject({
  id: z.int(),
  title: z.string(),
  workspaces: z.catch(z.array(z.int()), []),
});
export type Folder = z.infer<typeof FolderSchema>;
export const FolderListSchema = tolerantList(FolderSchema);

export const FolderBodySchema = /* @__PURE__ */ serverSchema(() =>
  z.strictObject({
    title: z
      .string({ error: 'title is required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'title must not be empty' }),
        z.maxLength(FOLDER_TITLE_MAX, { error: `title must be at most ${FOLDER_TITLE_MAX} characters` }),
      ),
  }),
);
export type FolderBody = z.input<typeof FolderBodySchema>;

export const FolderIdParamSchema = /* @__PURE__ */ serverSchema(() =>
  z.object({
    folderId: z.coerce
      .number({ error: 'folderId must be an integer >= 1' })
      .check(
        z.int({ error: 'folderId must be an integer >= 1' }),
        z.minimum(1, { error: 'folderId must be an integer >= 1' }),
      ),
  }),
);
