import { z } from 'zod/mini';

/**
 * The desk's own API (`/desk/v1`, served by this project's server, never by the analytics
 * service): the team's shared artefacts (saved views, reports, annotations) and client snapshots.
 * docs/desk-api.md documents it; errors use the same body as every other answer
 * (`{ error: { status, code, message, param? } }`).
 *
 * An artefact is an envelope the desk owns (who, when, version, visibility, workspaces) around a
 * body the dashboard owns: the same object the browser stores kept (SavedView, Report,
 * Annotation), validated by the dashboard's own schemas when read, so one damaged body costs one
 * item, never the list.
 */

export const DESK_BASE = '/desk/v1';

export const ARTEFACT_KINDS = ['view', 'report', 'annotation'] as const;
export const ArtefactKindSchema = z.enum(ARTEFACT_KINDS);
export type ArtefactKind = z.infer<typeof ArtefactKindSchema>;

export const VISIBILITIES = ['private', 'team'] as const;
export const VisibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof VisibilitySchema>;

/** The limits the desk enforces; each refusal names the limit (`code: 'limit'`, `param`). */
export const DESK_LIMITS = {
  /** Serialised body bytes of one artefact (a report with a logo fits). */
  bodyBytes: 1_000_000,
  /** Blocks in one report body (`body.blocks`). */
  reportBlocks: 200,
  /** Artefacts one user owns, all kinds together. */
  artefactsPerUser: 5_000,
  /** Workspaces one artefact is bound to. */
  workspacesPerArtefact: 20,
  titleChars: 200,
  /** Serialised bytes of one snapshot's frozen content. */
  snapshotBytes: 8_000_000,
  snapshotsPerArtefact: 50,
} as const;

export const DeskUserSchema = z.object({ id: z.string(), name: z.string() });
export type DeskUser = z.infer<typeof DeskUserSchema>;

/** `GET /desk/v1/me`: who the desk takes the caller for, and where it keeps things. */
export const DeskMeSchema = z.object({
  user: DeskUserSchema,
  mode: z.enum(['reference', 'proxy']),
  engine: z.enum(['sqlite', 'postgres']),
  /** Workspaces the caller can see (team visibility is decided against this list). */
  workspaceIds: z.array(z.int()),
});
export type DeskMe = z.infer<typeof DeskMeSchema>;

const isoTime = z.iso.datetime({ offset: true });
/**
 * Any JSON object (the dashboard's own body or content). Written as a loose object rather than
 * `anyObject`: the same objects pass, and the record type's code would
 * otherwise join every page's first load (the zod chunk is shared).
 */
const anyObject = z.looseObject({});

export const ArtefactSchema = z.object({
  id: z.string(),
  kind: ArtefactKindSchema,
  title: z.string(),
  workspaceIds: z.array(z.int()),
  visibility: VisibilitySchema,
  owner: DeskUserSchema,
  /** The dashboard's object (SavedView, Report or Annotation); the desk only bounds its size. */
  body: anyObject,
  /** Starts at 1; every accepted write adds 1. Sent back as `ETag: "<version>"`. */
  version: z.int(),
  createdAt: isoTime,
  createdBy: DeskUserSchema,
  updatedAt: isoTime,
  updatedBy: DeskUserSchema,
  /** What the browser item was called before it moved to the desk (duplicates are recognised by it). */
  clientKey: z.nullable(z.string()),
});
export type Artefact = z.infer<typeof ArtefactSchema>;

/** `GET /desk/v1/artefacts?kind=&workspaceId=`: every artefact the caller may see, newest first. */
export const ArtefactListSchema = z.object({ items: z.array(ArtefactSchema) });

/** `POST /desk/v1/artefacts` (201 + the artefact). A repeated `clientKey` answers 200 with the existing one. */
export const ArtefactCreateSchema = z.strictObject({
  kind: ArtefactKindSchema,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(DESK_LIMITS.titleChars)),
  workspaceIds: z
    .array(z.int().check(z.minimum(1)))
    .check(z.minLength(1), z.maxLength(DESK_LIMITS.workspacesPerArtefact)),
  visibility: VisibilitySchema,
  body: anyObject,
  clientKey: z.optional(z.string().check(z.maxLength(200))),
});
export type ArtefactCreate = z.infer<typeof ArtefactCreateSchema>;

/**
 * `PUT /desk/v1/artefacts/:id` with `If-Match: "<version>"` (428 without it). A stale version is
 * refused 412 with `DeskConflictSchema`: who changed it and when, and the current artefact.
 * `DELETE /desk/v1/artefacts/:id` takes the same `If-Match` and answers 204.
 */
export const ArtefactUpdateSchema = z.strictObject({
  title: ArtefactCreateSchema.shape.title,
  workspaceIds: ArtefactCreateSchema.shape.workspaceIds,
  visibility: VisibilitySchema,
  body: anyObject,
});
export type ArtefactUpdate = z.infer<typeof ArtefactUpdateSchema>;

export const DeskConflictSchema = z.object({
  error: z.object({ status: z.literal(412), code: z.literal('conflict'), message: z.string() }),
  current: ArtefactSchema,
});

/**
 * A client snapshot: a report frozen (figures and drawings as data, with provenance) behind an
 * unguessable token; read-only, needs no account and makes no analytics call.
 * `POST /desk/v1/artefacts/:id/snapshots` → 201 SnapshotInfo; `GET` the same path lists them;
 * `DELETE /desk/v1/snapshots/:snapshotId` revokes (204).
 */
export const SnapshotCreateSchema = z.strictObject({
  /** The frozen document; the dashboard's own shape (report document with data and provenance). */
  content: anyObject,
  password: z.optional(z.string().check(z.minLength(8), z.maxLength(200))),
  expiresAt: z.optional(isoTime),
});
export type SnapshotCreate = z.infer<typeof SnapshotCreateSchema>;

export const SnapshotInfoSchema = z.object({
  id: z.string(),
  artefactId: z.string(),
  /** The path of the read-only page, `/s/<token>`; the token is shown once, at creation only. */
  url: z.optional(z.string()),
  title: z.string(),
  hasPassword: z.boolean(),
  expiresAt: z.nullable(isoTime),
  revokedAt: z.nullable(isoTime),
  createdAt: isoTime,
  createdBy: DeskUserSchema,
});
export type SnapshotInfo = z.infer<typeof SnapshotInfoSchema>;
export const SnapshotListSchema = z.object({ items: z.array(SnapshotInfoSchema) });

/**
 * `GET /desk/v1/public/snapshots/:token` (no account; `X-Snapshot-Password` when it has one):
 * 200 the content; 401 `password_required` / `wrong_password`; 410 `expired` / `revoked`; 404.
 */
export const PublicSnapshotSchema = z.object({
  title: z.string(),
  createdAt: isoTime,
  createdBy: z.string(),
  content: anyObject,
});
export type PublicSnapshot = z.infer<typeof PublicSnapshotSchema>;

/**
 * Keeping open things fresh: `GET /desk/v1/artefacts/:id` answers `ETag: "<version>"` and 304 to a
 * matching `If-None-Match`, so an open report polls it every few seconds at almost no cost (this
 * works unchanged when several server instances share one PostgreSQL store).
 */
export const DESK_POLL_MS = 4_000;
