import type { ErrorCode } from '../../src/api/schemas';

/** An error the API answers with the body of real-api.md §2. */
export class ApiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly param?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiHttpError(404, 'not_found', `${what} not found`);

export function errorBody(status: number, code: ErrorCode, message: string, param?: string) {
  return { error: { status, code, message, ...(param ? { param } : {}) } };
}
