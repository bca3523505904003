import { z } from 'zod';
import { tolerantList } from '../tolerant-list';
import { serverSchema } from './common';

export const FolderSchema = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  workspaces: z.array(z.number().int()).catch([]),
});
export type Folder = z.infer<typeof FolderSchema>;
export const FolderListSchema = tolerantList(FolderSchema);

export const FolderBodySchema = /* @__PURE__ */ serverSchema(() =>
  z.strictObject({
    title: z
      .string({ error: 'title is required' })
      .trim()
      .min(1, { error: 'title must not be empty' })
      .max(255, { error: 'title must be at most 255 characters' }),
  }),
);
export type FolderBody = z.input<typeof FolderBodySchema>;

export const FolderIdParamSchema = /* @__PURE__ */ serverSchema(() =>
  z.object({
    folderId: z.coerce
      .number({ error: 'folderId must be an integer >= 1' })
      .int({ error: 'folderId must be an integer >= 1' })
      .min(1, { error: 'folderId must be an integer >= 1' }),
  }),
);
