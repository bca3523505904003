/**
 * Errors of the data layer, in the domain's words. The HTTP layer (server/http/errors.ts) maps
 * them to the documented error body; nothing under server/db knows about status codes. They
 * also cross the read-worker boundary by name (server/reads/protocol.ts).
 */
export class DomainError extends Error {
  /** The request parameter or body field at fault, when there is one. */
  readonly param?: string;
  constructor(message: string, param?: string) {
    super(message);
    this.name = new.target.name;
    if (param !== undefined) this.param = param;
  }
}

/** The thing asked for does not exist for this caller (another team's data included). */
export class NotFoundError extends DomainError {}

/** A query parameter's value is understood but not allowed (e.g. a filter on an integer enrichment). */
export class InvalidParameterError extends DomainError {}

/** A body field conflicts with the stored state (e.g. a name already taken). */
export class ConflictError extends DomainError {}

export const DOMAIN_ERRORS = { NotFoundError, InvalidParameterError, ConflictError } as const;
export type DomainErrorName = keyof typeof DOMAIN_ERRORS;
