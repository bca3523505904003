import type { DeskUser } from '../../src/api/schemas/desk';
import { artefactNotFound, noWorkspaceAccess } from './errors';

/** Who is asking: the desk's user and the workspaces they can see (team visibility is decided on it). */
export interface DeskCaller {
  user: DeskUser;
  workspaceIds: readonly number[];
}

export interface Guarded {
  ownerId: string;
  visibility: string;
  workspaceIds: readonly number[];
}

/** The first of `wanted` the caller cannot see, if any. */
export function firstMissingWorkspace(caller: DeskCaller, wanted: readonly number[]): number | undefined {
  const mine = new Set(caller.workspaceIds);
  return wanted.find((id) => !mine.has(id));
}

/**
 * The visibility rule: an artefact is visible to its owner, and (visibility team) to every user
 * whose workspace list holds all of its workspaces. A private artefact of someone else is
 * answered 404 (the caller may not learn it exists); a team artefact bound to a workspace the
 * caller lacks, 403 naming that workspace.
 */
export function assertVisible(caller: DeskCaller, a: Guarded): void {
  if (a.ownerId === caller.user.id) return;
  if (a.visibility !== 'team') throw artefactNotFound();
  const missing = firstMissingWorkspace(caller, a.workspaceIds);
  if (missing !== undefined) throw noWorkspaceAccess(missing, 'id');
}

/** Binding to workspaces needs access to every one named. */
export function assertCanBind(caller: DeskCaller, workspaceIds: readonly number[]): void {
  const missing = firstMissingWorkspace(caller, workspaceIds);
  if (missing !== undefined) throw noWorkspaceAccess(missing);
}
