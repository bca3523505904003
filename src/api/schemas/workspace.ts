import { z } from 'zod/mini';
import { DateTimeSchema, WorkspaceChannelSchema, serverSchema } from './common';
import { tolerantList } from '../tolerant-list';

/** The lengths the API accepts for a workspace's title and query (the form shows and checks them). */
export const WORKSPACE_TITLE_MAX = 255;
export const WORKSPACE_QUERY_MAX = 4000;

export const FolderRefSchema = z.looseObject({ id: z.int(), title: z.string() });

export const WorkspaceSchema = z.looseObject({
  id: z.int().check(z.minimum(1)),
  title: z.string(),
  owner: z.catch(z.string(), ''),
  query: z.catch(z.string(), ''),
  /** Tolerant: the real service may add channel values later. */
  channels: z.catch(z.array(z.string()), []),
  narrativeDetection: z.catch(z.looseObject({ status: z.string() }), { status: 'new' }),
  created: DateTimeSchema,
  modified: DateTimeSchema,
  /** A folder without an id and title (the real service may send `folder: {}`) is no folder. */
  folder: z.pipe(
    z.catch(z.nullish(FolderRefSchema), null),
    z.transform((f) => f ?? null),
  ),
  summary: z.pipe(
    z.nullish(z.string()),
    z.transform((s) => s ?? ''),
  ),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;
export const WorkspaceListSchema = tolerantList(WorkspaceSchema);

export const WorkspaceListParamsSchema = /* @__PURE__ */ serverSchema(() =>
  z.object({
    summary: z.pipe(
      z.optional(z.union([z.enum(['true', 'false'], { error: 'must be true or false' }), z.boolean()])),
      z.transform((v) => v === true || v === 'true'),
    ),
  }),
);

/** `folder` in a payload: `{ id }`, a bare id, or null (no folder); normalised to an id or null. */
export const FolderInputSchema = /* @__PURE__ */ serverSchema(() =>
  z.pipe(
    z.union([z.looseObject({ id: z.int().check(z.minimum(1)) }), z.int().check(z.minimum(1)), z.null()], {
      error: 'folder must be { "id": <folder id> }, a folder id, or null',
    }),
    z.transform((f) => (f === null ? null : typeof f === 'number' ? f : f.id)),
  ),
);

const title = /* @__PURE__ */ serverSchema(() =>
  z
    .string({ error: 'title is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'title must not be empty' }),
      z.maxLength(WORKSPACE_TITLE_MAX, { error: `title must be at most ${WORKSPACE_TITLE_MAX} characters` }),
    ),
);
const query = /* @__PURE__ */ serverSchema(() =>
  z
    .string({ error: 'query is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'query must not be empty' }),
      z.maxLength(WORKSPACE_QUERY_MAX, { error: `query must be at most ${WORKSPACE_QUERY_MAX} characters` }),
    ),
);
const channels = /* @__PURE__ */ serverSchema(() =>
  z
    .array(WorkspaceChannelSchema, {
      error: 'channels must be an array of news, reddit, telegram, twitter, youtube',
    })
    .check(z.minLength(1, { error: 'channels must name at least one channel' })),
);

export const CreateWorkspaceBodySchema = /* @__PURE__ */ serverSchema(() =>
  z.strictObject({
    title,
    query,
    channels,
    folder: z.optional(FolderInputSchema),
  }),
);
export type CreateWorkspaceBody = z.input<typeof CreateWorkspaceBodySchema>;

/** PUT is a full replace: all four fields are required. */
export const UpdateWorkspaceBodySchema = /* @__PURE__ */ serverSchema(() =>
  z.strictObject({
    title,
    query,
    channels,
    folder: FolderInputSchema.check(
      z.refine((f) => f !== undefined, { error: 'folder is required (null for none)' }),
    ),
  }),
);
export type UpdateWorkspaceBody = z.input<typeof UpdateWorkspaceBodySchema>;

export const WorkspaceIdParamSchema = /* @__PURE__ */ serverSchema(() =>
  z.object({
    workspaceId: z.coerce
      .number({ error: 'workspaceId must be an integer >= 1' })
      .check(
        z.int({ error: 'workspaceId must be an integer >= 1' }),
        z.minimum(1, { error: 'workspaceId must be an integer >= 1' }),
      ),
  }),
);
