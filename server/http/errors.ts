import type { ErrorCode } from '../../src/api/schemas';
import { ConflictError, DomainError, InvalidParameterError, NotFoundError } from '../db/errors';

/**
 * Codes beyond the contract's list, for transport-level answers the spec does not name (the
 * client reads `code` as a plain string, so these parse like any other).
 */
export type ServerErrorCode = ErrorCode | 'method_not_allowed' | 'request_timeout' | 'unavailable';

/** An error the API answers with the body of real-api.md §2. */
export class ApiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ServerErrorCode,
    message: string,
    readonly param?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiHttpError(404, 'not_found', `${what} not found`);

export function errorBody(status: number, code: ServerErrorCode, message: string, param?: string) {
  return { error: { status, code, message, ...(param ? { param } : {}) } };
}

/** A 429 or 503 that says when to come back, in the message and in Retry-After (whole seconds). */
export function retryLater(
  status: 429 | 503,
  code: ServerErrorCode,
  message: string,
  waitMs: number,
): ApiHttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiHttpError(status, code, `${message} (retry after ${seconds} s)`, undefined, {
    'Retry-After': String(seconds),
  });
}

/** The HTTP answer of a data-layer error (server/db/errors.ts), or undefined for anything else. */
export function fromDomainError(err: unknown): ApiHttpError | undefined {
  if (!(err instanceof DomainError)) return undefined;
  if (err instanceof NotFoundError) return new ApiHttpError(404, 'not_found', err.message, err.param);
  if (err instanceof InvalidParameterError)
    return new ApiHttpError(400, 'invalid_parameter', err.message, err.param);
  if (err instanceof ConflictError) return new ApiHttpError(409, 'conflict', err.message, err.param);
  return undefined;
}
