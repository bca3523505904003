import { z } from 'zod';
import { DateTimeSchema, WorkspaceChannelSchema, serverSchema } from './common';
import { tolerantList } from '../tolerant-list';

export const NARRATIVE_DETECTION_STATUSES = ['new', 'processing', 'ready', 'failed'] as const;

export const FolderRefSchema = z.looseObject({ id: z.number().int(), title: z.string() });

export const WorkspaceSchema = z.looseObject({
  id: z.number().int().min(1),
  title: z.string(),
  owner: z.string().catch(''),
  query: z.string().catch(''),
  /** Tolerant: the real service may add channel values later. */
  channels: z.array(z.string()).catch([]),
  narrativeDetection: z.looseObject({ status: z.string() }).catch({ status: 'new' }),
  created: DateTimeSchema,
  modified: DateTimeSchema,
  folder: FolderRefSchema.nullish().transform((f) => f ?? null),
  summary: z
    .string()
    .nullish()
    .transform((s) => s ?? ''),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;
export const WorkspaceListSchema = tolerantList(WorkspaceSchema);

export const WorkspaceListParamsSchema = /* @__PURE__ */ serverSchema(() =>
  z.object({
    summary: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .or(z.boolean())
      .optional()
      .transform((v) => v === true || v === 'true'),
  }),
);

/** `folder` in a payload: `{ id }`, a bare id, or null (no folder); normalised to an id or null. */
export const FolderInputSchema = /* @__PURE__ */ serverSchema(() =>
  z
    .union([z.object({ id: z.number().int().min(1) }).loose(), z.number().int().min(1), z.null()], {
      error: 'folder must be { "id": <folder id> }, a folder id, or null',
    })
    .transform((f) => (f === null ? null : typeof f === 'number' ? f : f.id)),
);

const title = /* @__PURE__ */ serverSchema(() =>
  z
    .string({ error: 'title is required' })
    .trim()
    .min(1, { error: 'title must not be empty' })
    .max(255, { error: 'title must be at most 255 characters' }),
);
const query = /* @__PURE__ */ serverSchema(() =>
  z
    .string({ error: 'query is required' })
    .trim()
    .min(1, { error: 'query must not be empty' })
    .max(4000, { error: 'query must be at most 4000 characters' }),
);
const channels = /* @__PURE__ */ serverSchema(() =>
  z
    .array(WorkspaceChannelSchema, {
      error: 'channels must be an array of news, reddit, telegram, twitter, youtube',
    })
    .min(1, { error: 'channels must name at least one channel' }),
);

export const CreateWorkspaceBodySchema = /* @__PURE__ */ serverSchema(() =>
  z.strictObject({
    title,
    query,
    channels,
    folder: FolderInputSchema.optional(),
  }),
);
export type CreateWorkspaceBody = z.input<typeof CreateWorkspaceBodySchema>;

/** PUT is a full replace: all four fields are required. */
export const UpdateWorkspaceBodySchema = /* @__PURE__ */ serverSchema(() =>
  z.strictObject({
    title,
    query,
    channels,
    folder: FolderInputSchema.refine((f) => f !== undefined, { error: 'folder is required (null for none)' }),
  }),
);
export type UpdateWorkspaceBody = z.input<typeof UpdateWorkspaceBodySchema>;

export const WorkspaceIdParamSchema = /* @__PURE__ */ serverSchema(() =>
  z.object({
    workspaceId: z.coerce
      .number({ error: 'workspaceId must be an integer >= 1' })
      .int({ error: 'workspaceId must be an integer >= 1' })
      .min(1, { error: 'workspaceId must be an integer >= 1' }),
  }),
);
