import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DESK_LIMITS } from '../../src/api/schemas/desk';
import { deskError, overLimit } from './errors';

/** `"3"`, `W/"3"` or `3` → 3; the header names the version the client last read. */
export function versionFrom(header: string | string[] | undefined, name: string): number | undefined {
  if (header === undefined) return undefined;
  const raw = Array.isArray(header) ? header[0] : header;
  const m = /^\s*(?:W\/)?"?([1-9][0-9]{0,9})"?\s*$/.exec(raw ?? '');
  if (!m?.[1]) throw deskError(400, 'invalid_parameter', `${name} must be a version: "<n>"`, name);
  return Number(m[1]);
}

/** PUT and DELETE must say which version they change. */
export function requireIfMatch(req: FastifyRequest): number {
  const v = versionFrom(req.headers['if-match'], 'If-Match');
  if (v === undefined)
    throw deskError(
      428,
      'precondition_required',
      'If-Match: "<version>" is required (the version you last read), so that no change is overwritten unseen',
      'If-Match',
    );
  return v;
}

export const etag = (version: number) => `"${version}"`;

export const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * Refuses a request body larger than `limitBytes` by its Content-Length, before it is read, naming
 * the desk limit (Fastify's own 413 cannot).
 */
export function bodyLimitHook(limitBytes: number, limit: 'bodyBytes' | 'snapshotBytes') {
  return async (req: FastifyRequest) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > limitBytes) throw overLimit(limit, 'the request body', length);
  };
}

/** Request bodies may be up to this much larger than the serialised content they carry. */
export const ENVELOPE_BYTES = 256 * 1024;
export const ARTEFACT_REQUEST_BYTES = DESK_LIMITS.bodyBytes * 2 + ENVELOPE_BYTES;
export const SNAPSHOT_REQUEST_BYTES = DESK_LIMITS.snapshotBytes + 2 * ENVELOPE_BYTES;

/** Ids are opaque: one that names nothing is a 404, whatever its spelling. */
export const IdParamSchema = z.object({ id: z.string() });
