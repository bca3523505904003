import type { Selectable } from 'kysely';
import type { Artefact, ArtefactKind, Visibility } from '../../../src/api/schemas/desk';
import type { ArtefactTable } from '../db/schema';

export type ArtefactRow = Selectable<ArtefactTable>;

export const parseWorkspaceIds = (json: string): number[] => JSON.parse(json) as number[];

/** The wire artefact of a stored row. */
export function toArtefact(r: ArtefactRow): Artefact {
  return {
    id: r.id,
    kind: r.kind as ArtefactKind,
    title: r.title,
    workspaceIds: parseWorkspaceIds(r.workspace_ids),
    visibility: r.visibility as Visibility,
    owner: { id: r.owner_id, name: r.owner_name },
    body: JSON.parse(r.body) as Record<string, unknown>,
    version: Number(r.version),
    createdAt: r.created_at,
    createdBy: { id: r.created_by_id, name: r.created_by_name },
    updatedAt: r.updated_at,
    updatedBy: { id: r.updated_by_id, name: r.updated_by_name },
    clientKey: r.client_key,
  };
}

/** Distinct and sorted: the stored list, and what `workspace_count` counts. */
export const normaliseWorkspaceIds = (ids: readonly number[]): number[] =>
  [...new Set(ids)].sort((a, b) => a - b);
