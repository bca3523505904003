import { DESK_LIMITS } from '../../src/api/schemas/desk';
import { ApiHttpError, type ServerErrorCode } from '../http/errors';

/**
 * The desk's own refusal codes, beyond the API's list (the client reads `code` as a plain string):
 * forbidden (403), precondition_required (428), limit (413 for sizes, 409 for counts; `param`
 * names the DESK_LIMITS member), password_required / wrong_password (401), expired / revoked (410).
 */
export type DeskErrorCode =
  | ServerErrorCode
  | 'forbidden'
  | 'precondition_required'
  | 'precondition_failed'
  | 'limit'
  | 'password_required'
  | 'wrong_password'
  | 'expired'
  | 'revoked';

export const deskError = (status: number, code: DeskErrorCode, message: string, param?: string) =>
  new ApiHttpError(status, code as ServerErrorCode, message, param);

export type DeskLimit = keyof typeof DESK_LIMITS;

const COUNT_LIMITS: readonly DeskLimit[] = ['artefactsPerUser', 'snapshotsPerArtefact'];
const n = (v: number) => v.toLocaleString('en-US');

/** A refusal naming the limit: `param` is its DESK_LIMITS key; the message says how far over. */
export function overLimit(limit: DeskLimit, what: string, actual?: number): ApiHttpError {
  const status = COUNT_LIMITS.includes(limit) ? 409 : 413;
  const told = actual === undefined ? '' : ` (${n(actual)})`;
  return deskError(
    status,
    'limit',
    `${what}${told} exceeds the desk's limit ${limit} = ${n(DESK_LIMITS[limit])}`,
    limit,
  );
}

export const noWorkspaceAccess = (workspaceId: number, param = 'workspaceIds') =>
  deskError(403, 'forbidden', `you have no access to workspace ${workspaceId}`, param);

export const artefactNotFound = () => deskError(404, 'not_found', 'artefact not found');
